import { minutesOfDay } from './club-clock.js';
import type { TeeSheetSlot } from './tee-sheet-day.js';
import { assertWholeNumberBetween } from './validation.js';

/** The latest a member may be moved from the time they asked for: half a day either way. */
export const MOST_MINUTES_FROM_TIME_ASKED = 720;

/**
 * The tee times a member who asked for `time` on `tee` will take, in the order they would take them, when they accept
 * the nearest time with places within `withinMinutes` of it: the time asked first, then the slots of the same tee
 * nearest to it, the earlier of two as near first. Slots of the other tee are not offered: a member asking for the
 * 10th tee has chosen where to start. With `withinMinutes` 0, only the time asked.
 *
 * @throws GolfInputError for a time not written HH:MM, or `withinMinutes` not a whole number from 0 to 720
 */
export function nearestTeeTimes<Slot extends Pick<TeeSheetSlot, 'time' | 'tee'>>(
  slots: readonly Slot[],
  asked: { time: string; tee: 1 | 10 },
  withinMinutes: number,
): Slot[] {
  assertWholeNumberBetween(withinMinutes, 'withinMinutes', 0, MOST_MINUTES_FROM_TIME_ASKED);
  const askedMinutes = minutesOfDay(asked.time, 'asked.time');
  return slots
    .filter((slot) => slot.tee === asked.tee)
    .map((slot) => ({ slot, start: minutesOfDay(slot.time, 'slots.time') }))
    .filter(({ start }) => Math.abs(start - askedMinutes) <= withinMinutes)
    .sort((a, b) => Math.abs(a.start - askedMinutes) - Math.abs(b.start - askedMinutes) || a.start - b.start)
    .map(({ slot }) => slot);
}
