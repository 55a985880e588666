import { LOWEST_USED, MOST_RECENT } from './handicap-index.js';
import { toTenths } from './rounding.js';
import { assertNumber } from './number-assertions.js';

/**
 * Which score differentials the Handicap Index averages, WHS Rules 5.2 and 5.2a: the lowest 8 of the most recent 20
 * (or the fewer-than-20 table's lowest 1 to 7), as positions in `differentials` (most recent last), ascending. Of
 * equal differentials the more recent counts, so the marked ones are those a golfer would point to on their record.
 *
 * @returns positions of the counting differentials; none below 3 differentials
 */
export function countingDifferentials(differentials: readonly number[]): number[] {
  const count = Math.min(differentials.length, MOST_RECENT);
  const [used] = LOWEST_USED[count] ?? [0, 0];
  const offset = differentials.length - count;
  const candidates: { position: number; tenths: number }[] = [];
  for (let position = offset; position < differentials.length; position += 1) {
    const differential = differentials[position];
    assertNumber(differential, `differentials[${position}]`);
    candidates.push({ position, tenths: toTenths(differential) });
  }
  candidates.sort((first, second) => first.tenths - second.tenths || second.position - first.position);
  return candidates
    .slice(0, used)
    .map((candidate) => candidate.position)
    .sort((first, second) => first - second);
}
