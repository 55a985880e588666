import { GolfInputError } from './golf-input-error.js';
import { assertInteger } from './number-assertions.js';

/** Where and when a group starts: a tee time (`'08:10'`) on the first hole, or a shotgun's hole ("4", "4A", "4B"). */
export type GroupStart = { teeTime: string | null; startingHole: number; suffix: '' | 'A' | 'B' };

/** Input of `teeSheetStarts`. */
export type TeeSheetStartsInput = {
  startType: 'tee_times' | 'shotgun';
  groupCount: number;
  /** With tee times: the first time, HH:MM, and the minutes between groups. */
  firstTeeTime?: string;
  intervalMinutes?: number;
  /** With a shotgun: the holes of the round in playing order (their numbers on the course). */
  holes?: readonly number[];
};

const minutesOf = (time: string) => {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new GolfInputError('firstTeeTime', 'invalid_option', `expected HH:MM, got ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
};
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The starts of a round's groups. Tee times: the first time, then one interval apart, all from the first hole, all
 * within the day. Shotgun: every group on its own hole in playing order; with more groups than holes, two groups
 * share a hole as "A" and "B", from the first hole on; at most two per hole.
 *
 * @throws GolfInputError for tee times past midnight, a shotgun with more than two groups per hole, or a missing
 *   first time, interval or hole list
 */
export function teeSheetStarts(input: TeeSheetStartsInput): GroupStart[] {
  const { startType, groupCount } = input;
  assertInteger(groupCount, 'groupCount');
  if (startType === 'tee_times') {
    if (input.firstTeeTime === undefined || input.intervalMinutes === undefined)
      throw new GolfInputError('firstTeeTime', 'invalid_option', 'tee times need a first time and an interval');
    assertInteger(input.intervalMinutes, 'intervalMinutes');
    const first = minutesOf(input.firstTeeTime);
    const last = first + (groupCount - 1) * input.intervalMinutes;
    if (last >= 24 * 60)
      throw new GolfInputError('firstTeeTime', 'out_of_range', `the last group would start after midnight`);
    return Array.from({ length: groupCount }, (_, group) => ({
      teeTime: timeOf(first + group * input.intervalMinutes!),
      startingHole: 1,
      suffix: '' as const,
    }));
  }
  const holes = input.holes ?? [];
  if (holes.length === 0)
    throw new GolfInputError('holes', 'hole_count', 'a shotgun start needs the holes of the round');
  if (groupCount > holes.length * 2)
    throw new GolfInputError(
      'groupCount',
      'out_of_range',
      `${groupCount} groups do not fit ${holes.length} holes, two groups a hole at most`,
    );
  const doubled = Math.max(0, groupCount - holes.length);
  const starts: GroupStart[] = [];
  holes.forEach((hole, index) => {
    if (index < doubled) {
      starts.push(
        { teeTime: null, startingHole: hole, suffix: 'A' },
        { teeTime: null, startingHole: hole, suffix: 'B' },
      );
    } else if (starts.length < groupCount) {
      starts.push({ teeTime: null, startingHole: hole, suffix: '' });
    }
  });
  return starts.slice(0, groupCount);
}
