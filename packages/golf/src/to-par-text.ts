import { assertNumber } from './number-assertions.js';

/**
 * A score against par as golfers write it on a leader board: "E" for level par, "-2" under, "+5" over (the R&A's
 * and the tours' boards). A net figure with a fraction keeps its one decimal ("+1.5"); no score yet (`null`) is
 * written as nothing.
 */
export function toParText(toPar: number | null | undefined): string {
  if (toPar === null || toPar === undefined) return '';
  assertNumber(toPar, 'toPar');
  if (toPar === 0) return 'E';
  const magnitude = Number.isInteger(toPar) ? String(Math.abs(toPar)) : Math.abs(toPar).toFixed(1);
  return `${toPar < 0 ? '-' : '+'}${magnitude}`;
}
