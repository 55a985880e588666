import { GolfInputError } from './golf-input-error.js';
import { divideHalfUp, fromTenths, toTenths } from './rounding.js';
import type { PeoriaMethod } from './types.js';
import { assertOption, assertPar, assertStrokes } from './validation.js';
import { assertInteger, assertNumber } from './number-assertions.js';

/**
 * A band of the India Double Peoria: declared handicaps (the Handicap Index on the day rounded half up to a whole
 * number) up to `upTo` (inclusive) are capped at `cap`.
 */
export type IndiaHandicapBand = { upTo: number; cap: number };

/**
 * The published India bands (0-5 -> 7, 6-9 -> 11, 10-12 -> 14, 13-15 -> 17, 16-18 -> 20, 19-24 -> 26). The table
 * stops at 24; Fairway caps higher declared handicaps at 26 too.
 */
export const INDIA_HANDICAP_BANDS: readonly IndiaHandicapBand[] = [
  { upTo: 5, cap: 7 },
  { upTo: 9, cap: 11 },
  { upTo: 12, cap: 14 },
  { upTo: 15, cap: 17 },
  { upTo: 18, cap: 20 },
  { upTo: Number.POSITIVE_INFINITY, cap: 26 },
];

/** How a hidden hole's score is capped before it counts toward the handicap. */
export type PeoriaHoleCap = 'double_par' | 'double_bogey' | 'triple_bogey';

/** Input of `peoriaHandicap` (rules document, "Peoria family"). */
export type PeoriaHandicapInput = {
  method: PeoriaMethod;
  /** The whole card, in card order. */
  holes: { number: number; par: number }[];
  /** Strokes per hole of `holes`, in the same order; `null` = no score. */
  strokes: (number | null)[];
  /** Hole numbers of the hidden holes. */
  hiddenHoles: number[];
  /**
   * India formats: the player's Handicap Index on the day (never the course handicap); rounded half up to a whole
   * number it is the declared handicap whose band caps the result. `null` or absent = no band cap.
   */
  handicapIndex?: number | null;
  /** The tournament's maximum handicap. */
  maxHandicap?: number | null;
  /** Another published hole cap than the method's default. */
  holeCap?: PeoriaHoleCap;
  /** India bands, when the tournament changes the published ones. */
  bands?: readonly IndiaHandicapBand[];
};

type MethodRule = { hiddenHoleCount: number; holeCap: PeoriaHoleCap; tenthsPerStroke: number };

// Tenths of handicap per stroke over the hidden par: Peoria x 3 x 0.8 = 2.4; Double Peoria x 1.5 x 0.8 = 1.2;
// India x 1.2.
const METHOD_RULES: Record<PeoriaMethod, MethodRule> = {
  peoria: { hiddenHoleCount: 6, holeCap: 'double_par', tenthsPerStroke: 24 },
  double_peoria: { hiddenHoleCount: 12, holeCap: 'double_bogey', tenthsPerStroke: 12 },
  double_peoria_india: { hiddenHoleCount: 12, holeCap: 'triple_bogey', tenthsPerStroke: 12 },
  double_peoria_without_index: { hiddenHoleCount: 12, holeCap: 'triple_bogey', tenthsPerStroke: 12 },
};

const PEORIA_METHODS = Object.keys(METHOD_RULES) as PeoriaMethod[];

/** The highest score a hidden hole counts for. */
function peoriaHoleMaximum(par: number, holeCap: PeoriaHoleCap): number {
  if (holeCap === 'double_par') return 2 * par;
  return par + (holeCap === 'double_bogey' ? 2 : 3);
}

/**
 * A one-day handicap of the Peoria family (rules document, "Peoria family"): Peoria (6 hidden holes, each capped at
 * double par, (sum - hidden par) x 3 x 0.8), Double Peoria (12 holes, double bogey, x 1.5 x 0.8), Double Peoria
 * India (12 holes, par + 3, strokes over par x 1.2, then at most the cap of the band of the declared handicap, the
 * Handicap Index on the day rounded half up) and
 * Double Peoria without players index (as India, no band cap). A hidden hole without a score counts at its cap.
 * Rounded to 0.1, never below 0, at most `maxHandicap`.
 *
 * @throws GolfInputError for hidden holes not on the card, repeated, or not 6 (Peoria) / 12 (Double Peoria)
 */
export function peoriaHandicap(input: PeoriaHandicapInput): number {
  const { method, holes, strokes, hiddenHoles, handicapIndex = null, maxHandicap = null } = input;
  assertOption(method, 'method', PEORIA_METHODS);
  const rule = METHOD_RULES[method];
  const holeCap = input.holeCap ?? rule.holeCap;
  assertOption(holeCap, 'holeCap', ['double_par', 'double_bogey', 'triple_bogey'] as const);
  const positionByNumber = new Map<number, number>();
  holes.forEach((hole, index) => {
    assertInteger(hole.number, `holes[${index}].number`);
    assertPar(hole.par, `holes[${index}].par`);
    if (positionByNumber.has(hole.number)) {
      throw new GolfInputError(
        `holes[${index}].number`,
        'hole_number_repeated',
        `hole ${hole.number} is on the card twice`,
      );
    }
    positionByNumber.set(hole.number, index);
  });
  assertStrokes(strokes, holes.length, 'strokes');
  if (hiddenHoles.length !== rule.hiddenHoleCount) {
    throw new GolfInputError(
      'hiddenHoles',
      'hidden_hole_count',
      `${method} draws ${rule.hiddenHoleCount} hidden holes, got ${hiddenHoles.length}`,
    );
  }
  const counted = new Set<number>();
  let overPar = 0;
  hiddenHoles.forEach((holeNumber, index) => {
    const position = positionByNumber.get(holeNumber);
    if (position === undefined) {
      throw new GolfInputError(
        `hiddenHoles[${index}]`,
        'hidden_hole_not_on_card',
        `hole ${String(holeNumber)} is not on the card`,
      );
    }
    if (counted.has(holeNumber)) {
      throw new GolfInputError(`hiddenHoles[${index}]`, 'hidden_hole_repeated', `hole ${holeNumber} is drawn twice`);
    }
    counted.add(holeNumber);
    const par = holes[position]?.par ?? 0;
    const maximum = peoriaHoleMaximum(par, holeCap);
    overPar += Math.min(strokes[position] ?? maximum, maximum) - par;
  });
  let handicapTenths = overPar * rule.tenthsPerStroke;
  if (method === 'double_peoria_india' && handicapIndex !== null) {
    assertNumber(handicapIndex, 'handicapIndex');
    const declared = divideHalfUp(toTenths(handicapIndex), 10);
    const band = (input.bands ?? INDIA_HANDICAP_BANDS).find((candidate) => declared <= candidate.upTo);
    if (band !== undefined) handicapTenths = Math.min(handicapTenths, band.cap * 10);
  }
  if (maxHandicap !== null) {
    assertNumber(maxHandicap, 'maxHandicap');
    handicapTenths = Math.min(handicapTenths, toTenths(maxHandicap));
  }
  return fromTenths(Math.max(0, handicapTenths));
}
