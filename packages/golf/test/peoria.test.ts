import { describe, expect, it } from 'vitest';
import {
  createSeededRandom,
  drawHiddenHoles,
  peoriaGrossStrokes,
  peoriaHandicap,
  type PeoriaHandicapInput,
} from '../src/index.js';
import { PARS } from './cards.js';

const HOLES = PARS.map((par, index) => ({ number: index + 1, par }));
// Peoria draw on the par-72 card: par 3, 4, 5 on each nine (holes 3, 1, 4 and 11, 10, 12); hidden par 24.
const PEORIA_HOLES = [1, 3, 4, 10, 11, 12];
// Double Peoria: on each nine a par 3, a par 5 and four par 4s; hidden par 48.
const DOUBLE_PEORIA_HOLES = [1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 14, 15];

function strokesOn(hidden: number[], scores: number[], others = 4): (number | null)[] {
  return HOLES.map((hole) => {
    const at = hidden.indexOf(hole.number);
    return at === -1 ? others : (scores[at] ?? null);
  });
}

function handicap(overrides: Partial<PeoriaHandicapInput> & Pick<PeoriaHandicapInput, 'method' | 'strokes'>): number {
  const hiddenHoles = overrides.method === 'peoria' ? PEORIA_HOLES : DOUBLE_PEORIA_HOLES;
  return peoriaHandicap({ holes: HOLES, hiddenHoles, ...overrides });
}

describe('peoriaHandicap: Peoria (rules document "Peoria family")', () => {
  it('gives Ingrid 36.0: 4, 11, 7, 6, 8, 4 with the 11 on a par 5 capped at 10 (hpGA)', () => {
    // Source: hpgaPeoria. Hole pars in draw order 4, 3, 5, 4, 3, 5: 4 on the par 4 ... 11 on hole 4 (par 5).
    const strokes = strokesOn([1, 3, 4, 10, 11, 12], [7, 4, 11, 8, 4, 6]);
    expect(handicap({ method: 'peoria', strokes })).toBe(36);
  });

  it('equals the classic (sum x 3 - 72) x 0.8 on a par-72 course: 30 strokes gives 14.4', () => {
    // Source: peoriaClassic.
    expect(handicap({ method: 'peoria', strokes: strokesOn(PEORIA_HOLES, [5, 4, 6, 5, 4, 6]) })).toBe(14.4);
  });

  it('counts a hidden hole without a score at double par', () => {
    // Source: rules document ("A hidden hole with no score counts at its cap"); 8 + 6 + 10 + 4 + 3 + 5 = 36 -> 28.8.
    const strokes = strokesOn(PEORIA_HOLES, [0, 0, 0, 4, 3, 5]).map((score) => (score === 0 ? null : score));
    expect(handicap({ method: 'peoria', strokes })).toBe(28.8);
  });

  it('never goes below 0 and stops at the tournament maximum', () => {
    // Source: hpgaPeoria ("cannot be more than the maximum course handicap allowed").
    expect(handicap({ method: 'peoria', strokes: strokesOn(PEORIA_HOLES, [3, 2, 4, 3, 2, 4]) })).toBe(0);
    expect(
      handicap({ method: 'peoria', strokes: strokesOn(PEORIA_HOLES, [8, 6, 10, 8, 6, 10]), maxHandicap: 28 }),
    ).toBe(28);
  });
});

describe('peoriaHandicap: Double Peoria', () => {
  it('gives 14.4 for 60 strokes on the 12 holes: (60 x 1.5 - 72) x 0.8 (Golftime)', () => {
    // Source: golftimeDoublePeoria.
    const strokes = strokesOn(DOUBLE_PEORIA_HOLES, [5, 5, 4, 6, 5, 5, 5, 4, 6, 5, 5, 5]);
    expect(handicap({ method: 'double_peoria', strokes })).toBe(14.4);
  });

  it('caps a hole at double bogey and the handicap at 24 (Golftime)', () => {
    // Source: golftimeDoublePeoria ("not over double bogey", "minimum 0, maximum 24").
    const strokes = strokesOn(DOUBLE_PEORIA_HOLES, [9, 4, 3, 5, 4, 4, 4, 3, 5, 4, 4, 4]);
    expect(handicap({ method: 'double_peoria', strokes })).toBe(2.4);
    const wild = strokesOn(DOUBLE_PEORIA_HOLES, Array<number>(12).fill(9));
    expect(handicap({ method: 'double_peoria', strokes: wild, maxHandicap: 24 })).toBe(24);
  });

  it('stays right on a course of another par: a par-70 draw of 46 with 58 strokes gives 14.4', () => {
    // Source: rules document (the hidden-par form "stays right on courses of other pars").
    const holes = HOLES.map((hole) => (hole.number === 4 || hole.number === 12 ? { ...hole, par: 4 } : hole));
    const strokes = strokesOn(DOUBLE_PEORIA_HOLES, [5, 5, 4, 5, 5, 5, 5, 4, 5, 5, 5, 5]);
    expect(peoriaHandicap({ method: 'double_peoria', holes, strokes, hiddenHoles: DOUBLE_PEORIA_HOLES })).toBe(14.4);
  });
});

describe('peoriaHandicap: Double Peoria India and without players index (RN Sports)', () => {
  // 15 over par on the 12 holes: x 1.2 = 18.0.
  const fifteenOver = strokesOn(DOUBLE_PEORIA_HOLES, [6, 5, 4, 7, 5, 6, 5, 4, 6, 5, 5, 5]);

  it('multiplies strokes over par by 1.2', () => {
    // Source: rnSportsIndiaPeoria ("Number of strokes over par on the 12 selected holes x 1.2").
    expect(handicap({ method: 'double_peoria_india', strokes: fifteenOver })).toBe(18);
    expect(handicap({ method: 'double_peoria_without_index', strokes: fifteenOver, handicapIndex: 3 })).toBe(18);
  });

  it.each([
    // [Handicap Index on the day, capped result]: the declared handicap is the index rounded half up
    [0, 7],
    [5, 7],
    [5.4, 7],
    [5.5, 11],
    [6, 11],
    [9, 11],
    [10, 14],
    [12, 14],
    [13, 17],
    [15, 17],
    [24, 18],
    [30, 18],
    [-1.4, 7],
  ] as const)('caps at the band of the declared handicap of index %f: %f', (handicapIndex, expected) => {
    // Source: rnSportsIndiaPeoria (0-5 -> 7, 6-9 -> 11, 10-12 -> 14, 13-15 -> 17, 16-18 -> 20, 19-24 -> 26).
    expect(handicap({ method: 'double_peoria_india', strokes: fifteenOver, handicapIndex })).toBe(expected);
  });

  it('caps the 16-18 band at 20 and the top band at 26', () => {
    // Source: rnSportsIndiaPeoria.
    const twentyFourOver = strokesOn(DOUBLE_PEORIA_HOLES, [7, 7, 6, 8, 7, 7, 5, 4, 6, 5, 5, 5]);
    expect(handicap({ method: 'double_peoria_india', strokes: twentyFourOver, handicapIndex: 17 })).toBe(20);
    expect(handicap({ method: 'double_peoria_india', strokes: twentyFourOver, handicapIndex: 20 })).toBe(26);
    expect(handicap({ method: 'double_peoria_india', strokes: twentyFourOver })).toBe(28.8);
  });

  it('takes the band of the Handicap Index on the day, not of the course handicap: index 16.6 is declared 17, capped at 20', () => {
    // Source: rules document "Peoria family" (declared handicap = the Handicap Index on the day rounded half up, never
    // the course handicap). By hand: 24 over par on the 12 hidden holes x 1.2 = 28.8. Index 16.6 rounds half up to a
    // declared 17, band 16-18, cap 20. Off slope 130 on a 72.3 par-72 tee the same index gives a course handicap of
    // 16.6 x 130 / 113 + 0.3 = 19.4, course handicap 19, whose band 19-24 would wrongly cap at 26. Index 18.5 is declared
    // 19 (half up): cap 26.
    const twentyFourOver = strokesOn(DOUBLE_PEORIA_HOLES, [7, 7, 6, 8, 7, 7, 5, 4, 6, 5, 5, 5]);
    expect(handicap({ method: 'double_peoria_india', strokes: twentyFourOver, handicapIndex: 16.6 })).toBe(20);
    expect(handicap({ method: 'double_peoria_india', strokes: twentyFourOver, handicapIndex: 19.4 })).toBe(26);
    expect(handicap({ method: 'double_peoria_india', strokes: twentyFourOver, handicapIndex: 18.4 })).toBe(20);
    expect(handicap({ method: 'double_peoria_india', strokes: twentyFourOver, handicapIndex: 18.5 })).toBe(26);
  });

  it('caps each hole at par + 3 and takes bands a tournament sets', () => {
    // Source: rnSportsIndiaPeoria ("3-over-par as the maximum score on any hole").
    const strokes = strokesOn(DOUBLE_PEORIA_HOLES, [10, 4, 3, 5, 4, 4, 4, 3, 5, 4, 4, 4]);
    expect(handicap({ method: 'double_peoria_india', strokes })).toBe(3.6);
    expect(
      handicap({
        method: 'double_peoria_india',
        strokes: fifteenOver,
        handicapIndex: 8,
        bands: [{ upTo: 10, cap: 12 }],
      }),
    ).toBe(12);
    expect(handicap({ method: 'double_peoria', strokes, holeCap: 'triple_bogey' })).toBe(3.6);
  });
});

describe('drawHiddenHoles (rules document "Peoria family")', () => {
  const parOf = (number: number) => PARS[number - 1];

  it('draws a par 3, 4 and 5 on each nine for Peoria', () => {
    // Source: hpgaPeoria ("select a par-3, par-4 and par-5 on both the front and back nines").
    const drawn = drawHiddenHoles({ method: 'peoria', holes: HOLES, random: createSeededRandom(7) });
    expect(drawn).toHaveLength(6);
    for (const nine of [drawn.filter((hole) => hole <= 9), drawn.filter((hole) => hole > 9)]) {
      expect(nine.map(parOf).sort()).toEqual([3, 4, 5]);
    }
  });

  it('draws a par 3, a par 5 and four par 4s on each nine for the Double Peoria forms', () => {
    // Source: rules document table; rnSportsIndiaPeoria (12 holes).
    for (const method of ['double_peoria', 'double_peoria_india', 'double_peoria_without_index'] as const) {
      const drawn = drawHiddenHoles({ method, holes: HOLES, random: createSeededRandom(11) });
      expect(
        drawn
          .filter((hole) => hole <= 9)
          .map(parOf)
          .sort(),
      ).toEqual([3, 4, 4, 4, 4, 5]);
      expect(
        drawn
          .filter((hole) => hole > 9)
          .map(parOf)
          .sort(),
      ).toEqual([3, 4, 4, 4, 4, 5]);
    }
  });

  it('replays the same draw from the same seed', () => {
    // Source: rules document ("from a seedable random source").
    const draw = (seed: number) =>
      drawHiddenHoles({ method: 'double_peoria', holes: HOLES, random: createSeededRandom(seed) });
    expect(draw(2024)).toEqual(draw(2024));
  });

  it('takes the longest par 4 where a nine lacks a par 5, and the shortest where it lacks a par 3', () => {
    // Source: rules document ("Where a nine lacks a par 5, the draw takes the longest par 4 instead").
    const lengths = [380, 420, 160, 510, 350, 400, 170, 360, 530, 390, 180, 500, 410, 370, 440, 150, 520, 300];
    const holes = HOLES.map((hole, index) => {
      const number = hole.number;
      const par = number === 4 || number === 9 ? 4 : number === 11 || number === 16 ? 4 : hole.par;
      return { number, par, length: lengths[index] };
    });
    const drawn = drawHiddenHoles({ method: 'peoria', holes, random: createSeededRandom(3) });
    expect(drawn).toContain(9);
    expect(drawn).toContain(16);
  });

  it('refuses a stand-in draw without lengths', () => {
    // Source: rules document (the stand-in is chosen by length).
    const holes = HOLES.map((hole) => (hole.par === 5 && hole.number < 10 ? { ...hole, par: 4 } : hole));
    expect(() => drawHiddenHoles({ method: 'peoria', holes, random: createSeededRandom(1) })).toThrow(/lengths decide/);
  });
});

describe('peoriaGrossStrokes (rules document "Peoria family": India hole cap)', () => {
  it('caps each hole at par + 3 in the India formats only, and keeps a hole without a score', () => {
    const holes = [{ par: 4 }, { par: 3 }, { par: 5 }];
    const strokes = [9, 6, null];
    expect(peoriaGrossStrokes({ method: 'double_peoria_india', holes, strokes })).toEqual([7, 6, null]);
    expect(peoriaGrossStrokes({ method: 'double_peoria_without_index', holes, strokes: [4, 7, 9] })).toEqual([4, 6, 8]);
    expect(peoriaGrossStrokes({ method: 'double_peoria', holes, strokes })).toEqual([9, 6, null]);
    expect(peoriaGrossStrokes({ method: 'peoria', holes, strokes })).toEqual([9, 6, null]);
  });
});
