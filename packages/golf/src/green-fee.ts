import { dayNumber, MINUTES_PER_DAY, minutesOfDay, weekdayOfNumber } from './club-clock.js';
import { GolfInputError } from './golf-input-error.js';
import { assertOption } from './validation.js';
import { assertInteger } from './number-assertions.js';

/** Who pays a green fee: a member of a type, a member's guest, or a visitor. */
export type GreenFeePlayer = { kind: 'member'; memberType: string } | { kind: 'guest' } | { kind: 'visitor' };

/**
 * A row of the club's green fee table: the fee, in minor units, for a kind of player (members of one type, or of every
 * type when `memberType` is absent), on some weekdays (ISO 1 Monday to 7 Sunday; every day when absent), from `from`
 * up to (not including) `to` (all day when absent).
 */
export type GreenFeeRow = {
  player: GreenFeePlayer['kind'];
  memberType?: string | null;
  weekdays?: readonly number[] | null;
  from?: string;
  to?: string;
  amountMinor: number;
};

/** Input of `greenFee`. */
export type GreenFeeInput = {
  feeTable: readonly GreenFeeRow[];
  player: GreenFeePlayer;
  /** The tee time's club-local day and time. */
  date: string;
  time: string;
};

/** The fee and the row of the table it comes from (its index), to explain it. */
export type GreenFee = { amountMinor: number; row: number };

const ALL_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const WEEKDAY_NAMES = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

type Conditions = { player: string; memberType: string | null; weekdays: Set<number>; from: number; to: number };

function conditionsOf(row: GreenFeeRow, field: string): Conditions {
  assertOption(row.player, `${field}.player`, ['member', 'guest', 'visitor'] as const);
  assertInteger(row.amountMinor, `${field}.amountMinor`);
  if (row.amountMinor < 0)
    throw new GolfInputError(`${field}.amountMinor`, 'out_of_range', `expected 0 or more, got ${row.amountMinor}`);
  const weekdays = row.weekdays ?? ALL_WEEKDAYS;
  weekdays.forEach((weekday: unknown, index) => {
    assertInteger(weekday, `${field}.weekdays[${index}]`);
    if (weekday < 1 || weekday > 7)
      throw new GolfInputError(`${field}.weekdays[${index}]`, 'out_of_range', `expected days 1 to 7, got ${weekday}`);
  });
  const from = row.from === undefined ? 0 : minutesOfDay(row.from, `${field}.from`);
  const to = row.to === undefined ? MINUTES_PER_DAY : minutesOfDay(row.to, `${field}.to`, true);
  if (to <= from)
    throw new GolfInputError(`${field}.to`, 'out_of_range', `the row ends at ${row.to}, not after it starts`);
  return { player: row.player, memberType: row.memberType ?? null, weekdays: new Set(weekdays), from, to };
}

/** Whether every tee time `inner` holds, `outer` holds too. */
const within = (inner: Conditions, outer: Conditions) =>
  inner.player === outer.player &&
  (outer.memberType === null || inner.memberType === outer.memberType) &&
  [...inner.weekdays].every((weekday) => outer.weekdays.has(weekday)) &&
  outer.from <= inner.from &&
  inner.to <= outer.to;

const overlap = (left: Conditions, right: Conditions) =>
  left.player === right.player &&
  (left.memberType === null || right.memberType === null || left.memberType === right.memberType) &&
  [...left.weekdays].some((weekday) => right.weekdays.has(weekday)) &&
  left.from < right.to &&
  right.from < left.to;

/**
 * A player's green fee from the club's fee table (issue 51: "green fees by member type, day and time"): of the rows for
 * the player's kind (and member type), weekday and tee time, the most specific, the one lying within every other
 * (Saturday mornings for full members before weekends for every member). In minor units.
 *
 * @throws GolfInputError for two rows that share a tee time of which neither lies within the other, or that say the
 *   same (`fee_overlap`), no row for the player's tee time (`no_green_fee`), or a row's figures that cannot be
 */
export function greenFee(input: GreenFeeInput): GreenFee {
  const { player } = input;
  const rows = input.feeTable.map((row, index) => conditionsOf(row, `feeTable[${index}]`));
  rows.forEach((row, index) => {
    const other = rows.findIndex(
      (earlier, at) => at < index && overlap(row, earlier) && within(row, earlier) === within(earlier, row),
    );
    if (other >= 0)
      throw new GolfInputError(
        `feeTable[${index}]`,
        'fee_overlap',
        `the row shares tee times with row ${other + 1} and neither lies within the other`,
      );
  });
  assertOption(player.kind, 'player.kind', ['member', 'guest', 'visitor'] as const);
  const weekday = weekdayOfNumber(dayNumber(input.date, 'date'));
  const minutes = minutesOfDay(input.time, 'time');
  const teeTime: Conditions = {
    player: player.kind,
    memberType: player.kind === 'member' ? player.memberType : null,
    weekdays: new Set([weekday]),
    from: minutes,
    to: minutes + 1,
  };
  const fitting = rows.flatMap((row, index) => (within(teeTime, row) ? [{ row, index }] : []));
  const mostSpecific = fitting.find((candidate) => fitting.every((other) => within(candidate.row, other.row)));
  if (!mostSpecific) {
    const who = player.kind === 'member' ? `a ${player.memberType} member` : `a ${player.kind}`;
    throw new GolfInputError(
      'player',
      'no_green_fee',
      `the fee table has no green fee for ${who} on a ${WEEKDAY_NAMES[weekday]} at ${input.time}`,
    );
  }
  return { amountMinor: input.feeTable[mostSpecific.index]!.amountMinor, row: mostSpecific.index };
}
