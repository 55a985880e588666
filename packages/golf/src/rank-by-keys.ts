export type KeyedRanking = {
  /** Input indexes, best first; unranked entries last in input order. */
  order: number[];
  /** Position per input index: equal keys share a position (1, 2, 2, 4); `null` for unranked. */
  positions: (number | null)[];
};

function compareKeys(left: readonly number[], right: readonly number[]): number {
  const length = Math.min(left.length, right.length);
  for (let index = 0; index < length; index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Orders entries by integer sort keys, lower first, compared in turn (total, then each tie-break). Entries still
 * equal share a position and keep their input order (rules document, "Countback (ties)": the tie stands).
 */
export function rankByKeys(keys: readonly (readonly number[] | null)[]): KeyedRanking {
  const ranked: number[] = [];
  const unranked: number[] = [];
  keys.forEach((key, index) => (key === null ? unranked : ranked).push(index));
  ranked.sort((left, right) => compareKeys(keys[left] as number[], keys[right] as number[]) || left - right);
  const positions = new Array<number | null>(keys.length).fill(null);
  ranked.forEach((entryIndex, place) => {
    const previous = ranked[place - 1];
    const tied = previous !== undefined && compareKeys(keys[previous] as number[], keys[entryIndex] as number[]) === 0;
    positions[entryIndex] = tied ? (positions[previous] ?? place + 1) : place + 1;
  });
  return { order: [...ranked, ...unranked], positions };
}
