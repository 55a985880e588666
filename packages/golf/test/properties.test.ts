import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GolfInputError,
  adjustedGrossScore,
  handicapIndex,
  matchPlay,
  nassau,
  peoriaHandicap,
  playingHandicap,
  pressBets,
  rankField,
  stablefordPoints,
  strokesReceived,
  teamScore,
  type HoleResult,
} from '../src/index.js';
import { CARD, PARS, parCard } from './cards.js';

const strokes18 = fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 18, maxLength: 18 });
const maybeStrokes18 = fc.array(fc.option(fc.integer({ min: 1, max: 12 }), { freq: 8 }), {
  minLength: 18,
  maxLength: 18,
});
const holeResult = fc.constantFrom<HoleResult>('A', 'B', 'halved');
const entry = (index: number) =>
  fc
    .record({
      strokes: fc.oneof(strokes18, maybeStrokes18),
      playingHandicap: fc.integer({ min: -5, max: 54 }),
      status: fc.option(fc.constantFrom('no_return' as const, 'disqualified' as const, 'withdrawn' as const), {
        freq: 10,
        nil: undefined,
      }),
    })
    .map((value) => ({ id: `player-${index}`, ...value }));
const field = fc
  .integer({ min: 1, max: 12 })
  .chain((size) => fc.tuple(...Array.from({ length: size }, (_, index) => entry(index))));
const basis = fc.constantFrom('gross' as const, 'net' as const, 'stableford' as const);

describe('properties', () => {
  it('on complete cards the adjusted gross score is at most the gross', () => {
    fc.assert(
      fc.property(strokes18, fc.option(fc.double({ min: -8, max: 60, noNaN: true })), (strokes, courseHandicap) => {
        const gross = strokes.reduce((sum, value) => sum + value, 0);
        expect(adjustedGrossScore({ holes: CARD, strokes, courseHandicap })).toBeLessThanOrEqual(gross);
      }),
    );
  });

  it('strokes received over 18 holes (or 9) sum to the playing handicap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -18, max: 54 }),
        fc.constantFrom(9 as const, 18 as const),
        (handicap, holeCount) => {
          let total = 0;
          for (let strokeIndex = 1; strokeIndex <= holeCount; strokeIndex += 1)
            total += strokesReceived(handicap, strokeIndex, holeCount);
          expect(total).toBe(handicap);
        },
      ),
    );
  });

  it('harder holes never receive fewer strokes than easier ones', () => {
    fc.assert(
      fc.property(fc.integer({ min: -18, max: 54 }), fc.integer({ min: 1, max: 17 }), (handicap, strokeIndex) => {
        expect(strokesReceived(handicap, strokeIndex)).toBeGreaterThanOrEqual(
          strokesReceived(handicap, strokeIndex + 1),
        );
      }),
    );
  });

  it('Stableford points are never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 5 }),
        fc.option(fc.integer({ min: 1, max: 20 })),
        fc.integer({ min: -3, max: 4 }),
        (par, strokes, received) => {
          expect(stablefordPoints({ par, strokes, strokesReceived: received })).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('rankField positions start at 1 and never decrease among ranked entries; unranked entries come last', () => {
    fc.assert(
      fc.property(field, basis, (entries, scoringBasis) => {
        const ranking = rankField({ holes: CARD, basis: scoringBasis, entries });
        const positions = ranking.map((placing) => placing.position);
        const ranked = positions.filter((position): position is number => position !== null);
        expect(positions.slice(0, ranked.length)).toEqual(ranked);
        if (ranked.length > 0) expect(ranked[0]).toBe(1);
        ranked.forEach((position, index) => {
          expect(position).toBeLessThanOrEqual(index + 1);
          if (index > 0) expect(position).toBeGreaterThanOrEqual(ranked[index - 1] ?? 0);
        });
      }),
    );
  });

  it('rankField does not depend on the order of entries except among equals', () => {
    fc.assert(
      fc.property(
        field.chain((entries) =>
          fc.tuple(fc.constant(entries), fc.shuffledSubarray(entries, { minLength: entries.length })),
        ),
        basis,
        fc.constantFrom('exact' as const, 'round_half_up' as const),
        ([entries, shuffled], scoringBasis, countbackFractions) => {
          const byId = (list: typeof entries) =>
            Object.fromEntries(
              rankField({ holes: CARD, basis: scoringBasis, entries: list, countbackFractions }).map((placing) => [
                placing.id,
                placing,
              ]),
            );
          expect(byId(shuffled)).toEqual(byId(entries));
        },
      ),
    );
  });

  it('rankField never mutates its input', () => {
    fc.assert(
      fc.property(field, basis, (entries, scoringBasis) => {
        const copy: unknown = JSON.parse(JSON.stringify(entries));
        rankField({ holes: CARD, basis: scoringBasis, entries });
        expect(entries).toEqual(copy);
      }),
    );
  });

  it('a match result never changes when holes after the deciding hole change', () => {
    fc.assert(
      fc.property(
        fc.array(holeResult, { minLength: 18, maxLength: 18 }),
        fc.array(fc.option(holeResult), { minLength: 18, maxLength: 18 }),
        (holeResults, replacements) => {
          const { result } = matchPlay({ holeResults });
          expect(result).not.toBeNull();
          const decided = result?.decidedAfterHole ?? 18;
          const changed = holeResults.map((value, index) => (index < decided ? value : (replacements[index] ?? null)));
          expect(matchPlay({ holeResults: changed }).result).toEqual(result);
        },
      ),
    );
  });

  it('a Nassau settles to zero between the sides', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(holeResult, { freq: 6 }), { minLength: 18, maxLength: 18 }),
        fc.integer({ min: 1, max: 3 }),
        (holeResults, pressWhenDown) => {
          const { settlement } = nassau({ holeResults, pressWhenDown });
          expect(settlement.A + settlement.B).toBe(0);
        },
      ),
    );
  });

  it('manual presses: none changes nothing, each one called adds exactly one bet from the next hole', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(holeResult, { freq: 6 }), { minLength: 9, maxLength: 9 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 8 }),
        (holeResults, pressWhenDown, afterHole) => {
          const span = { holeResults, firstHole: 1, lastHole: 9, pressWhenDown };
          const automatic = pressBets(span);
          expect(pressBets({ ...span, manualPresses: [] })).toEqual(automatic);
          // Whoever is down in the newest bet after that hole may call it, if the hole was played.
          const before = pressBets({
            ...span,
            holeResults: holeResults.map((result, index) => (index < afterHole ? result : null)),
          });
          const newest = before.at(-1)!;
          const down = newest.leader === 'A' ? 'B' : 'A';
          const call = () => pressBets({ ...span, manualPresses: [{ afterHole, side: down }] });
          if (holeResults[afterHole - 1] === null || newest.leader === null) {
            expect(call).toThrow(GolfInputError);
            return;
          }
          const called = call();
          const manual = called.filter((bet) => bet.calledAfterHole !== null);
          expect(manual).toEqual([
            expect.objectContaining({ startHole: afterHole + 1, pressedBy: down, calledAfterHole: afterHole }),
          ]);
          expect(called.filter((bet) => bet.startHole <= afterHole)).toEqual(
            automatic.filter((bet) => bet.startHole <= afterHole),
          );
          const { settlement } = nassau({
            holeResults: [...holeResults, ...holeResults],
            pressWhenDown,
            manualPresses: { front: [{ afterHole, side: down }] },
          });
          expect(settlement.A + settlement.B).toBe(0);
        },
      ),
    );
  });

  it('Peoria handicaps are never negative and never above the maximum', () => {
    const holes = PARS.map((par, index) => ({ number: index + 1, par }));
    fc.assert(
      fc.property(
        maybeStrokes18,
        fc.constantFrom(
          'peoria' as const,
          'double_peoria' as const,
          'double_peoria_india' as const,
          'double_peoria_without_index' as const,
        ),
        fc.option(fc.integer({ min: 0, max: 36 })),
        fc.option(fc.integer({ min: -20, max: 400 }).map((tenths) => tenths / 10)),
        (strokes, method, maxHandicap, handicapIndex) => {
          const hiddenHoles = method === 'peoria' ? [1, 3, 4, 10, 11, 12] : [1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 14, 15];
          const value = peoriaHandicap({ method, holes, strokes, hiddenHoles, maxHandicap, handicapIndex });
          expect(value).toBeGreaterThanOrEqual(0);
          if (maxHandicap !== null) expect(value).toBeLessThanOrEqual(maxHandicap);
          expect(Math.round(value * 10)).toBeCloseTo(value * 10, 9);
        },
      ),
    );
  });

  it('the Handicap Index is the rounded average of the lowest differentials and obeys the caps', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -50, max: 600 }), { minLength: 20, maxLength: 20 }),
        fc.option(fc.integer({ min: -50, max: 540 })),
        (tenths, lowTenths) => {
          const differentials = tenths.map((value) => value / 10);
          const lowHandicapIndex = lowTenths === null ? null : lowTenths / 10;
          const index = handicapIndex({ differentials, lowHandicapIndex }) as number;
          const lowest = [...tenths].sort((left, right) => left - right).slice(0, 8);
          const sum = lowest.reduce((total, value) => total + value, 0);
          const average = Math.floor((2 * sum + 8) / 16);
          expect(index).toBeLessThanOrEqual(54);
          if (lowTenths === null) expect(Math.round(index * 10)).toBe(Math.min(average, 540));
          else
            expect(Math.round(index * 10)).toBeLessThanOrEqual(
              Math.max(Math.min(average, lowTenths + 50), Math.min(average, 540)),
            );
        },
      ),
    );
  });

  it('a whole course handicap at 100 % is its own playing handicap', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 60 }), (value) => {
        expect(playingHandicap({ courseHandicap: value, allowancePercent: 100 })).toBe(value);
      }),
    );
  });

  it('a team with fewer complete rounds than counting scores has no return', () => {
    const ranking = teamScore({
      holes: CARD,
      basis: 'gross',
      countingScores: 2,
      scoring: 'per_round',
      teams: [
        {
          id: 'short',
          members: [
            { strokes: parCard(), playingHandicap: 0 },
            { strokes: parCard({ 4: null }), playingHandicap: 0 },
          ],
        },
      ],
    });
    expect(ranking[0]).toMatchObject({ position: null, total: null });
  });
});
