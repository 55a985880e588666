import { rankByKeys } from './rank-by-keys.js';

/** A line of a live board as it is ranked: its standing (lower better) and, once finished, its countback keys. */
export type LiveLine = {
  ranked: boolean;
  finished: boolean;
  standingKey: number;
  countbackKeys: readonly number[];
};

/** A line's place on a live board: its input index, position (null unranked) and whether it shares it. */
export type LivePlace = { index: number; position: number | null; tied: boolean };

/**
 * The live order of a board's lines, best first: by their standing; lines level on it stay tied while any of them is
 * still playing, and countback splits them once all have finished; unranked lines last.
 */
export function rankLive(lines: readonly LiveLine[]): LivePlace[] {
  const stillPlaying = new Set<number>();
  for (const line of lines) if (line.ranked && !line.finished) stillPlaying.add(line.standingKey);
  const keys = lines.map((line) => {
    if (!line.ranked) return null;
    return stillPlaying.has(line.standingKey) ? [line.standingKey] : [line.standingKey, ...line.countbackKeys];
  });
  const { order, positions } = rankByKeys(keys);
  const shared = new Map<number, number>();
  for (const position of positions) if (position !== null) shared.set(position, (shared.get(position) ?? 0) + 1);
  return order.map((index) => {
    const position = positions[index] ?? null;
    return { index, position, tied: position !== null && (shared.get(position) ?? 0) > 1 };
  });
}
