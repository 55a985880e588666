import { assertInteger } from './number-assertions.js';

/** The strokes of a card's halves, as a scorecard totals them. */
export type CardHalves = {
  /** Holes 1 to 9 of the card ("out"), or the whole of a nine-hole card; `null` before any is played. */
  out: number | null;
  /** Holes 10 to 18 ("in"); `null` before any is played, and always on a nine-hole card. */
  in: number | null;
  /** Every hole played. */
  total: number | null;
};

function sum(strokes: readonly (number | null)[]): number | null {
  const played = strokes.filter((score): score is number => score !== null);
  return played.length === 0 ? null : played.reduce((total, score) => total + score, 0);
}

/**
 * The out, in and total of a card's gross strokes in card order (a scorecard's "Out", "In" and "Total" columns: the
 * front nine, the back nine, both), over the holes played so far; a hole without a score (`null`) adds nothing.
 */
export function cardHalves(strokes: readonly (number | null)[]): CardHalves {
  strokes.forEach((score, index) => {
    if (score !== null) assertInteger(score, `strokes[${index}]`);
  });
  const front = strokes.length > 9 ? strokes.slice(0, 9) : strokes;
  const back = strokes.length > 9 ? strokes.slice(9) : [];
  return { out: sum(front), in: sum(back), total: sum(strokes) };
}
