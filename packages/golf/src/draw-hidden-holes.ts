import { GolfInputError } from './golf-input-error.js';
import type { PeoriaMethod } from './types.js';
import { assertOption, assertPar } from './validation.js';
import { assertInteger } from './number-assertions.js';

/** A hole offered to `drawHiddenHoles`. */
export type DrawHole = {
  number: number;
  par: number;
  /** Length in any unit; needed only when a nine lacks a par 3 or a par 5. */
  length?: number;
};

/** Input of `drawHiddenHoles` (rules document, "Peoria family"). */
export type DrawHiddenHolesInput = {
  method: PeoriaMethod;
  /** The 18-hole card in card order: the first nine holes, then the second. */
  holes: DrawHole[];
  /** A random source in [0, 1); `Math.random` by default. Pass a seeded one to replay a draw. */
  random?: () => number;
};

type NineDraw = { par3: number; par4: number; par5: number };

// Per nine: Peoria a par 3, 4 and 5; Double Peoria (and its India forms) a par 3, a par 5 and four par 4s.
const DRAW_BY_METHOD: Record<PeoriaMethod, NineDraw> = {
  peoria: { par3: 1, par4: 1, par5: 1 },
  double_peoria: { par3: 1, par4: 4, par5: 1 },
  double_peoria_india: { par3: 1, par4: 4, par5: 1 },
  double_peoria_without_index: { par3: 1, par4: 4, par5: 1 },
};

/**
 * Draws the hidden holes of a Peoria-family competition by par (rules document, "Peoria family"): on each nine a
 * par 3, a par 4 and a par 5 (Peoria), or a par 3, a par 5 and four par 4s (Double Peoria and its India forms).
 * Where a nine lacks a par 5 the longest par 4 stands in; where it lacks a par 3, the shortest par 4 (Fairway's
 * mirror of that rule); a nine short of par 4s is made up from its remaining holes at random.
 *
 * @returns the drawn hole numbers, ascending
 * @throws GolfInputError for a card that is not 18 holes, or a missing length where a stand-in is needed
 */
export function drawHiddenHoles(input: DrawHiddenHolesInput): number[] {
  const { method, holes, random = Math.random } = input;
  assertOption(method, 'method', Object.keys(DRAW_BY_METHOD) as PeoriaMethod[]);
  if (!Array.isArray(holes) || holes.length !== 18) {
    throw new GolfInputError(
      'holes',
      'hole_count',
      `the draw takes an 18-hole card, got ${Array.isArray(holes) ? holes.length : 'none'}`,
    );
  }
  const seen = new Set<number>();
  holes.forEach((hole, index) => {
    assertInteger(hole.number, `holes[${index}].number`);
    assertPar(hole.par, `holes[${index}].par`);
    if (seen.has(hole.number))
      throw new GolfInputError(
        `holes[${index}].number`,
        'hole_number_repeated',
        `hole ${hole.number} is on the card twice`,
      );
    seen.add(hole.number);
  });
  const pick = (candidates: DrawHole[]): DrawHole => {
    const value = random();
    if (!(value >= 0 && value < 1))
      throw new GolfInputError('random', 'random_out_of_range', `expected a number in [0, 1), got ${value}`);
    return candidates[Math.floor(value * candidates.length)] as DrawHole;
  };
  const draw = DRAW_BY_METHOD[method];
  const drawn: number[] = [];
  for (const start of [0, 9]) {
    let remaining = holes.slice(start, start + 9);
    const take = (hole: DrawHole): void => {
      drawn.push(hole.number);
      remaining = remaining.filter((candidate) => candidate !== hole);
    };
    const standIn = (longest: boolean): DrawHole => {
      const par4s = remaining.filter((hole) => hole.par === 4);
      const measured = par4s.filter((hole) => typeof hole.length === 'number' && Number.isFinite(hole.length));
      if (par4s.length === 0) return pick(remaining);
      if (measured.length !== par4s.length) {
        const index = holes.indexOf(par4s.find((hole) => !measured.includes(hole)) as DrawHole);
        throw new GolfInputError(
          `holes[${index}].length`,
          'hole_length_missing',
          `the nine lacks a par ${longest ? 5 : 3}, so par 4 lengths decide the draw`,
        );
      }
      return measured.reduce((best, hole) =>
        (longest ? (hole.length ?? 0) > (best.length ?? 0) : (hole.length ?? 0) < (best.length ?? 0)) ? hole : best,
      );
    };
    const par5s = remaining.filter((hole) => hole.par >= 5);
    take(par5s.length > 0 ? pick(par5s) : standIn(true));
    const par3s = remaining.filter((hole) => hole.par <= 3);
    take(par3s.length > 0 ? pick(par3s) : standIn(false));
    for (let count = 0; count < draw.par4; count += 1) {
      const par4s = remaining.filter((hole) => hole.par === 4);
      take(pick(par4s.length > 0 ? par4s : remaining));
    }
  }
  return drawn.sort((left, right) => left - right);
}
