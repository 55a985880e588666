import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createSeededRandom,
  drawGroups,
  drawGroupsInStartWindows,
  type StartWindow,
  type StartWindowPlayer,
} from '../src/index.js';

/** Players 1, 2, ... entered in that order, their playing handicap their id, the starts they asked for. */
const entered = (asked: (StartWindow | null)[]): StartWindowPlayer[] =>
  asked.map((preferredStart, index) => ({ id: index + 1, playingHandicap: index + 1, preferredStart }));

describe('drawGroupsInStartWindows', () => {
  it('moves a golfer into the window they asked for, changing places with one who asked for theirs', () => {
    const asked: (StartWindow | null)[] = Array.from({ length: 12 }, () => null);
    asked[1] = 'late';
    asked[10] = 'early';
    expect(
      drawGroupsInStartWindows({ players: entered(asked), method: 'handicap_low_with_low', groupSize: 4 }),
    ).toEqual([
      [1, 11, 3, 4],
      [5, 6, 7, 8],
      [9, 10, 2, 12],
    ]);
  });

  it('keeps the window for those who entered first when more ask for it than its groups hold', () => {
    const players = entered([null, null, null, 'early', 'early', 'early', 'early', 'early']);
    expect(drawGroupsInStartWindows({ players, method: 'handicap_low_with_low', groupSize: 4 })).toEqual([
      [7, 6, 5, 4],
      [3, 2, 1, 8],
    ]);
  });

  it('changes places within a side in team pairing, so every group stays side against side', () => {
    const players: StartWindowPlayer[] = [
      { id: 1, playingHandicap: 1, side: 'A' },
      { id: 2, playingHandicap: 2, side: 'B' },
      { id: 3, playingHandicap: 3, side: 'A', preferredStart: 'early' },
      { id: 4, playingHandicap: 4, side: 'B' },
    ];
    expect(drawGroupsInStartWindows({ players, method: 'team_pairing', groupSize: 2 })).toEqual([
      [3, 2],
      [1, 4],
    ]);
  });

  it('is the plain draw when nobody asks for a start', () => {
    const players = entered(Array.from({ length: 9 }, () => null));
    expect(
      drawGroupsInStartWindows({ players, method: 'random', groupSize: 3, random: createSeededRandom(7) }),
    ).toEqual(drawGroups({ players, method: 'random', groupSize: 3, random: createSeededRandom(7) }));
  });

  it('puts in their window as many who asked for it as its groups hold, repeatably, the groups as drawn (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.constantFrom<StartWindow>('early', 'middle', 'late'), { freq: 3 }), {
          minLength: 1,
          maxLength: 120,
        }),
        fc.constantFrom('handicap_low_with_low' as const, 'handicap_mixed' as const, 'random' as const),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 0, max: 1000 }),
        (asked, method, groupSize, seed) => {
          const players = entered(asked);
          const draw = () => drawGroupsInStartWindows({ players, method, groupSize, random: createSeededRandom(seed) });
          const groups = draw();
          expect(draw()).toEqual(groups);
          const plain = drawGroups({ players, method, groupSize, random: createSeededRandom(seed) });
          expect(groups.map((group) => group.length)).toEqual(plain.map((group) => group.length));
          expect(groups.flat().sort((a, b) => a - b)).toEqual(players.map((player) => player.id));
          const windowOf = (index: number) =>
            (['early', 'middle', 'late'] as const)[Math.floor((3 * (2 * index + 1)) / (2 * groups.length))];
          for (const window of ['early', 'middle', 'late'] as const) {
            const places = groups.filter((_, index) => windowOf(index) === window).flat();
            const askers = asked.filter((start) => start === window).length;
            const inTheirWindow = places.filter((id) => asked[id - 1] === window).length;
            expect(inTheirWindow).toBe(Math.min(askers, places.length));
          }
        },
      ),
    );
  });
});
