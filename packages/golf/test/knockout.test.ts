import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GolfInputError,
  knockoutBracket,
  knockoutDraw,
  knockoutMatchResult,
  knockoutPlaces,
  matchPlay,
  type HoleResult,
  type KnockoutBracket,
  type KnockoutMatch,
  type KnockoutResult,
} from '../src/index.js';
import { SOURCES } from './sources.js';

const seeds = (count: number) => Array.from({ length: count }, (_, index) => `seed-${index + 1}`);

describe(`knockoutDraw (${SOURCES.golfRulesWeeklyFormats})`, () => {
  it('places the seeds so that each first-round pair adds up to one more than the lines: 1 v 8, 4 v 5, 2 v 7, 3 v 6', () => {
    expect(knockoutDraw({ players: seeds(8), seeding: 'given' }).slots).toEqual(
      [1, 8, 4, 5, 2, 7, 3, 6].map((seed) => `seed-${seed}`),
    );
  });

  it('gives the byes of a short field to the top seeds', () => {
    // 6 players in a bracket of 8: the missing seeds 7 and 8 are byes, against seeds 2 and 1.
    expect(knockoutDraw({ players: ['ann', 'ben', 'cat', 'dev', 'eve', 'fay'], seeding: 'given' })).toEqual({
      size: 8,
      seeds: ['ann', 'ben', 'cat', 'dev', 'eve', 'fay'],
      slots: ['ann', null, 'dev', 'eve', 'ben', null, 'cat', 'fay'],
    });
    // The club championship's 32 from 29 qualifiers: seeds 1, 2 and 3 drawn against byes.
    const draw = knockoutDraw({ players: seeds(29), seeding: 'given' });
    expect(draw.size).toBe(32);
    const byesAgainst = draw.slots.flatMap((player, line) => (player === null ? [draw.slots[line ^ 1]] : []));
    expect(byesAgainst.sort()).toEqual(['seed-1', 'seed-2', 'seed-3']);
  });

  it('draws the seeds at random from a recorded seed, the same seed giving the same draw', () => {
    const players = seeds(12);
    const first = knockoutDraw({ players, seeding: 'random', seed: 2026 });
    expect(knockoutDraw({ players, seeding: 'random', seed: 2026 })).toEqual(first);
    expect([...first.seeds].sort()).toEqual([...players].sort());
    expect(first.seeds).not.toEqual(players);
    expect(knockoutDraw({ players, seeding: 'random', seed: 7 }).seeds).not.toEqual(first.seeds);
  });

  it.each([
    [{ players: ['ann'], seeding: 'given' }, 'players', 'out_of_range'],
    [{ players: ['ann', 'ann'], seeding: 'given' }, 'players', 'invalid_option'],
    [{ players: seeds(33), seeding: 'given', byes: false }, 'players', 'byes_needed'],
    [{ players: seeds(4), seeding: 'random' }, 'seed', 'not_a_number'],
    [{ players: seeds(4), seeding: 'handicap' }, 'seeding', 'invalid_option'],
  ])('refuses %j (%s: %s)', (input, field, code) => {
    expect(() => knockoutDraw(input as never)).toThrow(expect.objectContaining({ field, code }));
    expect(() => knockoutDraw(input as never)).toThrow(GolfInputError);
  });

  it('draws a full field without byes when byes are not allowed', () => {
    expect(knockoutDraw({ players: seeds(16), seeding: 'given', byes: false }).slots).not.toContain(null);
  });
});

const sixPlayers = ['ann', null, 'dev', 'eve', 'ben', null, 'cat', 'fay'];

describe(`knockoutBracket (${SOURCES.golfRulesWeeklyFormats}; ${SOURCES.rulesOfGolf} Rule 3.2)`, () => {
  it('moves winners on through a match won, a concession, a walkover and extra holes, the top seeds through on byes', () => {
    // A level match goes on from the first hole until a hole is won (rules document "Match play"): Cat wins the 19th.
    const extraHoles = matchPlay({
      holeResults: [...Array<HoleResult>(18).fill('halved'), 'A'],
      extraHolesWhenLevel: true,
    }).result!;
    const results: KnockoutResult[] = [
      { round: 1, match: 2, winner: 'eve', decidedBy: 'match_won', result: '3&2' },
      { round: 1, match: 4, winner: 'cat', decidedBy: 'conceded' },
      { round: 2, match: 1, winner: 'ann', decidedBy: 'walkover' },
      { round: 2, match: 2, winner: 'cat', decidedBy: 'extra_holes', result: extraHoles.text },
      { round: 3, match: 1, winner: 'ann', decidedBy: 'match_won', result: '2&1' },
    ];
    const bracket = knockoutBracket({ slots: sixPlayers, results });
    const lines = (round: KnockoutMatch[]) =>
      round.map((match) => [
        match.sides.map((side) => side.player ?? (side.bye ? 'bye' : '?')),
        match.winner,
        match.decidedBy,
      ]);
    expect(lines(bracket.rounds[0]!)).toEqual([
      [['ann', 'bye'], 'ann', 'bye'],
      [['dev', 'eve'], 'eve', 'match_won'],
      [['ben', 'bye'], 'ben', 'bye'],
      [['cat', 'fay'], 'cat', 'conceded'],
    ]);
    expect(lines(bracket.rounds[1]!)).toEqual([
      [['ann', 'eve'], 'ann', 'walkover'],
      [['ben', 'cat'], 'cat', 'extra_holes'],
    ]);
    expect(bracket.rounds[1]![1]!.result).toBe('1 UP (19 holes)');
    expect(bracket.rounds[2]).toEqual([
      {
        round: 3,
        match: 1,
        sides: [
          { player: 'ann', bye: false },
          { player: 'cat', bye: false },
        ],
        winner: 'ann',
        decidedBy: 'match_won',
        result: '2&1',
      },
    ]);
    expect(bracket).toMatchObject({ champion: 'ann', consolation: null });
  });

  it('shows the players still to be known while the first round is played', () => {
    const bracket = knockoutBracket({ slots: sixPlayers, results: [] });
    expect(bracket.rounds[1]!.map((match) => match.sides)).toEqual([
      [
        { player: 'ann', bye: false },
        { player: null, bye: false },
      ],
      [
        { player: 'ben', bye: false },
        { player: null, bye: false },
      ],
    ]);
    expect(bracket.champion).toBeNull();
  });

  it("plays a consolation bracket of the first round's losers", () => {
    // First-round losers of 8: Dev (match 2) and Fay (match 4); matches 1 and 3 were byes, so each goes straight to
    // the consolation final. A first-round walkover's loser has no place in it.
    const bracket = knockoutBracket({
      slots: sixPlayers,
      results: [
        { round: 1, match: 2, winner: 'eve', decidedBy: 'match_won', result: '4&3' },
        { round: 1, match: 4, winner: 'cat', decidedBy: 'match_won', result: '1 UP' },
        { bracket: 'consolation', round: 2, match: 1, winner: 'fay', decidedBy: 'match_won', result: '5&4' },
      ],
      consolation: true,
    });
    expect(bracket.consolation!.rounds[0]!.map((match) => [match.winner, match.decidedBy])).toEqual([
      ['dev', 'bye'],
      ['fay', 'bye'],
    ]);
    expect(bracket.consolation!.champion).toBe('fay');
    const walkedOver = knockoutBracket({
      slots: ['ann', 'ben', 'cat', 'dev'],
      results: [
        { round: 1, match: 1, winner: 'ann', decidedBy: 'walkover' },
        { round: 1, match: 2, winner: 'cat', decidedBy: 'match_won' },
      ],
      consolation: true,
    });
    expect(walkedOver.consolation!.rounds[0]![0]!).toMatchObject({ winner: 'dev', decidedBy: 'bye' });
    expect(walkedOver.consolation!.champion).toBe('dev');
    // Two adjacent byes in the consolation give an empty match, which passes a bye on.
    const empty = knockoutBracket({
      slots: ['ann', null, 'ben', null, 'cat', 'dev', 'eve', 'fay'],
      results: [],
      consolation: true,
    });
    expect(empty.consolation!.rounds[0]![0]!).toMatchObject({ winner: null, decidedBy: 'bye' });
    expect(empty.consolation!.rounds[1]![0]!.sides[0]).toEqual({ player: null, bye: true });
  });

  const result = (change: Partial<KnockoutResult>): KnockoutResult => ({
    round: 1,
    match: 2,
    winner: 'eve',
    decidedBy: 'match_won',
    ...change,
  });
  it.each([
    [{ slots: ['ann'] }, 'slots', 'out_of_range'],
    [{ slots: ['ann', 'ben', 'cat'] }, 'slots', 'out_of_range'],
    [{ slots: ['ann', 'ann'] }, 'slots', 'invalid_option'],
    [{ slots: ['ann', 'ben'], consolation: true }, 'consolation', 'out_of_range'],
    [{ results: [result({ round: 2, match: 1, winner: 'ann' })] }, 'results[0]', 'match_not_ready'],
    [{ results: [result({ match: 1, winner: 'ann' })] }, 'results[0]', 'match_not_ready'],
    [{ results: [result({ winner: 'ann' })] }, 'results[0].winner', 'winner_not_in_match'],
    [{ results: [result({}), result({ winner: 'dev' })] }, 'results[1]', 'invalid_option'],
    [{ results: [result({ round: 4, match: 1 })] }, 'results[0]', 'out_of_range'],
    [{ results: [result({ match: 5 })] }, 'results[0]', 'out_of_range'],
    [{ results: [result({ bracket: 'consolation', round: 1, match: 1 })] }, 'results[0]', 'out_of_range'],
    [{ results: [result({ bracket: 'plate' as never })] }, 'results[0].bracket', 'invalid_option'],
    [{ results: [result({ decidedBy: 'coin' as never })] }, 'results[0].decidedBy', 'invalid_option'],
    [{ results: [result({ round: 1.5 })] }, 'results[0].round', 'not_an_integer'],
  ])('refuses %j (%s: %s)', (change, field, code) => {
    const call = () => knockoutBracket({ slots: sixPlayers, results: [], ...change } as never);
    expect(call).toThrow(expect.objectContaining({ field, code }));
    expect(call).toThrow(GolfInputError);
  });

  /** Plays every match out, choosing each winner by `pick` (true: the upper line), in either bracket. */
  function playOut(slots: (string | null)[], pick: (match: KnockoutMatch) => boolean, consolation: boolean) {
    const results: KnockoutResult[] = [];
    for (;;) {
      const bracket: KnockoutBracket = knockoutBracket({ slots, results, consolation });
      const open = (['main', 'consolation'] as const).flatMap(
        (name) =>
          (name === 'main' ? bracket : bracket.consolation)?.rounds
            .flat()
            .filter((match) => match.winner === null && match.sides.every((side) => side.player !== null))
            .map((match) => ({ name, match })) ?? [],
      );
      if (open.length === 0) return { bracket, results };
      for (const { name, match } of open) {
        const winner = match.sides[pick(match) ? 0 : 1].player!;
        results.push({ bracket: name, round: match.round, match: match.match, winner, decidedBy: 'match_won' });
      }
    }
  }

  it('lets seeds 1 and 2 meet only in the final, and 1 to 4 only in the semi-finals, whatever the field', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 64 }), (count) => {
        const draw = knockoutDraw({ players: seeds(count), seeding: 'given' });
        const seedOf = (player: string | null) => Number(player!.slice(5));
        // Each bye is against one of the top size - N seeds.
        draw.slots.forEach((player, line) => {
          if (player === null) expect(seedOf(draw.slots[line ^ 1]!)).toBeLessThanOrEqual(draw.size - count);
        });
        // The better seed always wins: the semi-finals are 1 v 4 and 2 v 3, the final 1 v 2.
        const { bracket } = playOut(
          draw.slots,
          (match) => seedOf(match.sides[0].player) < seedOf(match.sides[1].player),
          false,
        );
        const final = bracket.rounds.at(-1)![0]!;
        expect(final.sides.map((side) => side.player)).toEqual(['seed-1', 'seed-2']);
        if (count >= 4) {
          expect(bracket.rounds.at(-2)!.map((match) => match.sides.map((side) => seedOf(side.player)))).toEqual([
            [1, 4],
            [2, 3],
          ]);
        }
        expect(bracket.champion).toBe('seed-1');
      }),
    );
  });

  it('ends with one champion, every other player beaten once, in N - 1 matches, and a consolation of the first-round losers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 40 }), fc.integer(), fc.func(fc.boolean()), (count, seed, pick) => {
        const draw = knockoutDraw({ players: seeds(count), seeding: 'random', seed });
        const { bracket, results } = playOut(draw.slots, (match) => pick(match.round, match.match), true);
        const main = results.filter((entry) => entry.bracket === 'main');
        expect(main).toHaveLength(count - 1);
        const beaten = bracket.rounds
          .flat()
          .filter((match) => match.decidedBy === 'match_won')
          .map((match) => match.sides.find((side) => side.player !== match.winner)!.player);
        expect(new Set(beaten).size).toBe(count - 1);
        expect(beaten).not.toContain(bracket.champion);
        const firstRoundLosers = bracket.rounds[0]!.filter((match) => match.decidedBy === 'match_won').length;
        expect(results.filter((entry) => entry.bracket === 'consolation')).toHaveLength(
          Math.max(firstRoundLosers - 1, 0),
        );
        if (firstRoundLosers > 0) expect(beaten.slice(0, firstRoundLosers)).toContain(bracket.consolation!.champion);
      }),
    );
  });
});

describe(`knockoutMatchResult (${SOURCES.golfRulesWeeklyFormats}; ${SOURCES.rulesOfGolf} Rule 3.2)`, () => {
  it.each([
    [{ decidedBy: 'match_won', holesUp: 3, holesToPlay: 2 }, '3&2'],
    [{ decidedBy: 'match_won', holesUp: 1, holesToPlay: 0 }, '1 UP'],
    // 1 up with one to play, then the 18th won.
    [{ decidedBy: 'match_won', holesUp: 2, holesToPlay: 0 }, '2 UP'],
    [{ decidedBy: 'match_won', holesUp: 10, holesToPlay: 9 }, '10&9'],
    // Dormie 4 up with 4 to play, then the 15th won.
    [{ decidedBy: 'match_won', holesUp: 5, holesToPlay: 3 }, '5&3'],
    [{ decidedBy: 'match_won', holesUp: 5, holesToPlay: 4, holeCount: 9 }, '5&4'],
    [{ decidedBy: 'extra_holes', extraHoles: 1 }, '1 UP (19 holes)'],
    [{ decidedBy: 'extra_holes', extraHoles: 3 }, '1 UP (21 holes)'],
    [{ decidedBy: 'conceded' }, 'conceded'],
    [{ decidedBy: 'walkover' }, 'walkover'],
  ] as const)('words %j as %s', (input, expected) => {
    expect(knockoutMatchResult(input)).toBe(expected);
  });

  it.each([
    [{ decidedBy: 'match_won', holesUp: 3, holesToPlay: 3 }, 'holesUp', 'out_of_range'],
    [{ decidedBy: 'match_won', holesUp: 5, holesToPlay: 2 }, 'holesUp', 'out_of_range'],
    [{ decidedBy: 'match_won', holesUp: 3, holesToPlay: 0 }, 'holesUp', 'out_of_range'],
    [{ decidedBy: 'match_won', holesUp: 10, holesToPlay: 18 }, 'holesToPlay', 'out_of_range'],
    [{ decidedBy: 'match_won', holesUp: 1, holesToPlay: -1 }, 'holesToPlay', 'out_of_range'],
    [{ decidedBy: 'match_won', holesUp: 3 }, 'holesToPlay', 'not_a_number'],
    [{ decidedBy: 'match_won', holesUp: 3, holesToPlay: 2, extraHoles: 1 }, 'extraHoles', 'invalid_option'],
    [{ decidedBy: 'extra_holes', extraHoles: 0 }, 'extraHoles', 'out_of_range'],
    [{ decidedBy: 'extra_holes' }, 'extraHoles', 'not_a_number'],
    [{ decidedBy: 'conceded', holesUp: 2 }, 'holesUp', 'invalid_option'],
    [{ decidedBy: 'coin' }, 'decidedBy', 'invalid_option'],
    [{ decidedBy: 'walkover', holeCount: 1.5 }, 'holeCount', 'not_an_integer'],
  ])('refuses %j (%s: %s)', (input, field, code) => {
    const call = () => knockoutMatchResult(input as never);
    expect(call).toThrow(expect.objectContaining({ field, code }));
  });

  it('words every match that matchPlay ends early or on the last hole as matchPlay does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<HoleResult>('A', 'B', 'halved'), { minLength: 18, maxLength: 18 }),
        (holes) => {
          const { result } = matchPlay({ holeResults: holes });
          fc.pre(result !== null && result.winner !== null);
          const holesToPlay = 18 - result!.decidedAfterHole;
          const lead = Math.abs(
            holes
              .slice(0, result!.decidedAfterHole)
              .reduce((sum, hole) => sum + (hole === 'A' ? 1 : hole === 'B' ? -1 : 0), 0),
          );
          expect(knockoutMatchResult({ decidedBy: 'match_won', holesUp: lead, holesToPlay })).toBe(result!.text);
        },
      ),
    );
  });
});

describe(`knockoutPlaces (${SOURCES.golfRulesWeeklyFormats})`, () => {
  const won = (round: number, match: number, winner: string): KnockoutResult => ({
    round,
    match,
    winner,
    decidedBy: 'match_won',
  });

  it('places a finished draw of six in eight: the champion, the runner-up, the semi-finals 3rd equal, the first round 5th equal', () => {
    // Seeds 1 and 2 have byes; 4 beats 5, 3 beats 6; 1 beats 4 and 3 beats 2 in the semi-finals; 3 wins the final.
    const bracket = knockoutBracket({
      slots: ['ann', null, 'dev', 'eve', 'ben', null, 'cat', 'fay'],
      results: [won(1, 2, 'dev'), won(1, 4, 'cat'), won(2, 1, 'ann'), won(2, 2, 'cat'), won(3, 1, 'cat')],
    });
    expect(knockoutPlaces(bracket)).toEqual([
      { player: 'cat', position: 1, tied: false, roundLost: null },
      { player: 'ann', position: 2, tied: false, roundLost: 3 },
      { player: 'dev', position: 3, tied: true, roundLost: 2 },
      { player: 'ben', position: 3, tied: true, roundLost: 2 },
      { player: 'eve', position: 5, tied: true, roundLost: 1 },
      { player: 'fay', position: 5, tied: true, roundLost: 1 },
    ]);
  });

  it('places a final of two: the winner 1st, the loser 2nd', () => {
    const bracket = knockoutBracket({ slots: ['ann', 'ben'], results: [won(1, 1, 'ben')] });
    expect(knockoutPlaces(bracket).map((place) => [place.player, place.position, place.tied])).toEqual([
      ['ben', 1, false],
      ['ann', 2, false],
    ]);
  });

  it('refuses a knockout whose final is not decided', () => {
    const bracket = knockoutBracket({ slots: ['ann', 'ben', 'cat', 'dev'], results: [won(1, 1, 'ann')] });
    expect(() => knockoutPlaces(bracket)).toThrow(expect.objectContaining({ field: 'champion', code: 'out_of_range' }));
  });

  it('places every player of any finished draw once, one champion, the places never better after worse', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.integer(), fc.func(fc.boolean()), (count, seed, pick) => {
        const draw = knockoutDraw({ players: seeds(count), seeding: 'random', seed });
        let bracket = knockoutBracket({ slots: draw.slots, results: [] });
        const results: KnockoutResult[] = [];
        while (bracket.champion === null) {
          for (const match of bracket.rounds.flat()) {
            if (match.winner !== null || match.sides.some((side) => side.player === null)) continue;
            results.push(won(match.round, match.match, match.sides[pick(match.round, match.match) ? 0 : 1].player!));
          }
          bracket = knockoutBracket({ slots: draw.slots, results });
        }
        const places = knockoutPlaces(bracket);
        expect(places.map((place) => place.player).sort()).toEqual([...seeds(count)].sort());
        expect(places.filter((place) => place.position === 1)).toHaveLength(1);
        places
          .slice(1)
          .forEach((place, index) => expect(place.position).toBeGreaterThanOrEqual(places[index]!.position));
        // Each player placed below those who beat them: a shared place covers the players beaten in one round.
        for (const place of places) {
          const sharing = places.filter((other) => other.position === place.position).length;
          expect(place.tied).toBe(sharing > 1);
        }
      }),
    );
  });
});
