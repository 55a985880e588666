/** Who a slot is for: anyone, members only, the ladies, visitors (released to them), or a society's booking. */
export type SlotKind = 'open' | 'members_only' | 'ladies' | 'visitors' | 'society';

/** A part of the day with its own setting, from `from` up to (not including) `to`: two-balls only before 08:00. */
export type TeeSheetTimeRange = {
  from: string;
  to: string;
  /** Players a slot takes, 1 to 4. */
  capacity?: number;
  kind?: SlotKind;
};

/**
 * A club's template for the days it fits: the weekdays (ISO, 1 Monday to 7 Sunday) and a season repeating every year
 * (month and day, `'04-01'` to `'09-30'`, or `'10-01'` to `'03-31'` across the new year; `null` all year), the starts
 * (HH:MM, `intervalMinutes` 6 to 12 apart), one tee or two (1st and 10th, crossing at `crossover`), and each slot's
 * capacity and kind, with ranges of the day that set them otherwise.
 */
export type TeeSheetTemplate = {
  id: number | string;
  weekdays: readonly number[];
  season: { from: string; to: string } | null;
  firstStart: string;
  lastStart: string;
  intervalMinutes: number;
  tees: 'one_tee' | 'two_tees';
  /** Two tees: when the groups that started on the 1st and the 10th reach the other nine. */
  crossover?: string | null;
  /** 4 unless given. */
  capacity?: number;
  /** `'open'` unless given. */
  kind?: SlotKind;
  timeRanges?: readonly TeeSheetTimeRange[];
};
