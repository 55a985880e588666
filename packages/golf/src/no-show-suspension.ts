import { dayNumber, dayOfNumber } from './club-clock.js';
import { GolfInputError } from './golf-input-error.js';
import { assertInteger } from './number-assertions.js';

/** The club's no-show rule: `noShows` no-shows within `withinDays` days suspend booking for `suspensionDays` days. */
export type NoShowRule = { noShows: number; withinDays: number; suspensionDays: number };

/** Input of `noShowSuspension`. */
export type NoShowSuspensionInput = {
  /** The member's no-shows, club-local days (YYYY-MM-DD), any order. */
  noShowDates: readonly string[];
  /** Club-local, YYYY-MM-DD. */
  today: string;
  rule: NoShowRule;
};

/**
 * Whether the member is suspended today, with the figures that explain it: the suspension in force (its first and last
 * day) and the no-shows that caused it; otherwise the no-shows counting today and how many more would suspend.
 */
export type NoShowSuspension = {
  suspended: boolean;
  suspendedFrom: string | null;
  suspendedThrough: string | null;
  noShowsCounted: string[];
  /** Not suspended: the no-shows within the window ending today that would suspend; `null` while suspended. */
  noShowsToSuspension: number | null;
  rule: NoShowRule;
};

/**
 * The club's no-show rule (issue 51: "three in 90 days suspends booking for 14 days"): taking the no-shows in date
 * order, the one that makes `noShows` within `withinDays` days (the first and the last of them at most `withinDays` - 1
 * days apart) starts a suspension on its day lasting `suspensionDays` days, its last day included; the no-shows that
 * caused a suspension do not count again.
 *
 * @throws GolfInputError for a day not written YYYY-MM-DD, a no-show after today, or a rule's figure not a whole number
 *   of at least 1
 */
export function noShowSuspension(input: NoShowSuspensionInput): NoShowSuspension {
  const { rule } = input;
  for (const figure of ['noShows', 'withinDays', 'suspensionDays'] as const) {
    assertInteger(rule[figure], `rule.${figure}`);
    if (rule[figure] < 1)
      throw new GolfInputError(`rule.${figure}`, 'out_of_range', `expected 1 or more, got ${rule[figure]}`);
  }
  const today = dayNumber(input.today, 'today');
  const days = input.noShowDates.map((date, index) => {
    const day = dayNumber(date, `noShowDates[${index}]`);
    if (day > today) throw new GolfInputError(`noShowDates[${index}]`, 'out_of_range', `${date} is after today`);
    return day;
  });
  days.sort((left, right) => left - right);
  let counting: number[] = [];
  let inForce: { from: number; through: number; noShows: number[] } | null = null;
  for (const day of days) {
    counting = [...counting.filter((earlier) => day - earlier < rule.withinDays), day];
    if (counting.length < rule.noShows) continue;
    const suspension = { from: day, through: day + rule.suspensionDays - 1, noShows: counting };
    if (suspension.through >= today) inForce = suspension;
    counting = [];
  }
  if (inForce)
    return {
      suspended: true,
      suspendedFrom: dayOfNumber(inForce.from),
      suspendedThrough: dayOfNumber(inForce.through),
      noShowsCounted: inForce.noShows.map(dayOfNumber),
      noShowsToSuspension: null,
      rule,
    };
  const countingToday = counting.filter((day) => today - day < rule.withinDays);
  return {
    suspended: false,
    suspendedFrom: null,
    suspendedThrough: null,
    noShowsCounted: countingToday.map(dayOfNumber),
    noShowsToSuspension: rule.noShows - countingToday.length,
    rule,
  };
}
