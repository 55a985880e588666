import type { GreenFeeRow } from '@fairway/golf';

/** A stored row of the club's green fee table (or one about to be stored). */
export type GreenFeeFields = {
  player: 'member' | 'guest' | 'visitor';
  member_type_id?: number | null;
  weekdays?: number[] | null;
  from_time?: string | null;
  to_time?: string | null;
  amount_minor: number;
};

/** A row of the club's table as `greenFee` takes it: member types by their id. */
export function greenFeeRowOf(row: GreenFeeFields): GreenFeeRow {
  return {
    player: row.player,
    memberType: row.member_type_id == null ? null : String(row.member_type_id),
    weekdays: row.weekdays ?? null,
    ...(row.from_time ? { from: row.from_time } : {}),
    ...(row.to_time ? { to: row.to_time } : {}),
    amountMinor: row.amount_minor,
  };
}
