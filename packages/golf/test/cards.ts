import type { Hole } from '../src/index.js';

// A par-72 card: odd stroke indexes on the front nine, even on the back (Appendix E recommendation).
export const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 4, 3, 5, 4];
export const STROKE_INDEXES = [9, 1, 17, 5, 11, 3, 15, 7, 13, 10, 18, 2, 8, 4, 14, 16, 6, 12];
export const CARD: Hole[] = PARS.map((par, index) => ({ par, strokeIndex: STROKE_INDEXES[index] ?? 0 }));

function spread(total: number, holes: number): number[] {
  const base = Math.floor(total / holes);
  return Array.from({ length: holes }, (_, index) => base + (index < total - base * holes ? 1 : 0));
}

/** An 18-hole card with the given gross over the round and over the last 9, 6, 3 holes and the last hole. */
export function cardWithCountback(total: number, last9: number, last6: number, last3: number, last1: number): number[] {
  return [
    ...spread(total - last9, 9),
    ...spread(last9 - last6, 3),
    ...spread(last6 - last3, 3),
    ...spread(last3 - last1, 2),
    last1,
  ];
}

/** Strokes that make par on every hole, with changes: `{ 18: 6 }` puts a 6 on hole 18. */
export function parCard(changes: Record<number, number | null> = {}): (number | null)[] {
  return PARS.map((par, index) => (index + 1 in changes ? (changes[index + 1] ?? null) : par));
}
