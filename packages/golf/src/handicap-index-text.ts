import { toTenths } from './rounding.js';
import { assertNumber, assertWholeHandicap } from './number-assertions.js';

/**
 * A Handicap Index as it is written: to one decimal, as WHS Rule 5.2 rounds it (12.4, 0.0, 54.0), and a plus
 * handicap (better than scratch, held as a negative number) with a plus sign, as the Rules of Handicapping write it
 * (Appendix C): -1.2 is "+1.2". A figure with more decimals is first rounded half up to a tenth; no index (`null`)
 * is written as nothing.
 */
export function handicapIndexText(handicapIndex: number | null | undefined): string {
  if (handicapIndex === null || handicapIndex === undefined) return '';
  assertNumber(handicapIndex, 'handicapIndex');
  const tenths = toTenths(handicapIndex);
  const magnitude = Math.abs(tenths);
  return `${tenths < 0 ? '+' : ''}${Math.floor(magnitude / 10)}.${magnitude % 10}`;
}

/**
 * A Course Handicap or Playing Handicap as it is written: a whole number, and a plus handicap (better than scratch,
 * held as a negative number) with a plus sign, as for a Handicap Index (Appendix C): -1 is "+1", 0 is "0". No handicap
 * (`null`) is written as nothing.
 */
export function handicapText(handicap: number | null | undefined): string {
  if (handicap === null || handicap === undefined) return '';
  assertWholeHandicap(handicap, 'handicap');
  return handicap < 0 ? `+${-handicap}` : String(handicap);
}
