/**
 * Strokes received on a hole of allocation index `strokeIndex` (1 to `holeCount`) from a whole playing handicap,
 * without checks: the loop-safe core of `strokesReceived`. A plus handicap gives strokes back from the highest index.
 */
export function allocatedStrokes(playingHandicap: number, strokeIndex: number, holeCount: number): number {
  if (playingHandicap >= 0) {
    return Math.floor(playingHandicap / holeCount) + (strokeIndex <= playingHandicap % holeCount ? 1 : 0);
  }
  const given = -playingHandicap;
  const strokes = Math.floor(given / holeCount) + (strokeIndex > holeCount - (given % holeCount) ? 1 : 0);
  return strokes === 0 ? 0 : -strokes;
}
