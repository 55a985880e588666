import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GolfInputError, skins, skinsHolders, type SkinsEntry } from '../src/index.js';
import { CARD, parCard } from './cards.js';
import { SOURCES } from './sources.js';

const player = (id: string, changes: Record<number, number | null> = {}, playingHandicap = 0): SkinsEntry => ({
  id,
  strokes: parCard(changes),
  playingHandicap,
});

// Ann birdies 2 and 18, Ben 3 and 18, Cat 10; every other score is par.
const threeBall = [player('ann', { 2: 3, 18: 3 }), player('ben', { 3: 2, 18: 3 }), player('cat', { 10: 3 })];

describe(`skins (${SOURCES.golfRulesWeeklyFormats})`, () => {
  it('carries tied holes to the next, splits the last hole, and pays the remainder to the earliest skins', () => {
    // Hole 1 tied: carried. Hole 2 Ann: 2 skins. Hole 3 Ben: 1. Holes 4-9 tied, hole 10 Cat: 7. Holes 11-17 tied,
    // hole 18 Ann and Ben level: 8 skins split. 18 skins for 10,000: 555 each, the first 10 skins 556.
    // Hole 2: 2 x 556 = 1,112; hole 3: 556; hole 10: 7 x 556 = 3,892; hole 18: 8 x 555 = 4,440, 2,220 each.
    const outcome = skins({
      holes: CARD,
      basis: 'gross',
      entries: threeBall,
      ties: 'carry_over',
      lastHoleTie: 'split',
      potMinor: 10_000,
    });
    expect(outcome.holes.filter((hole) => hole.status !== 'carried')).toEqual([
      { hole: 2, status: 'won', playerIds: ['ann'], score: 3, skins: 2, valueMinor: 1_112 },
      { hole: 3, status: 'won', playerIds: ['ben'], score: 2, skins: 1, valueMinor: 556 },
      { hole: 10, status: 'won', playerIds: ['cat'], score: 3, skins: 7, valueMinor: 3_892 },
      { hole: 18, status: 'split', playerIds: ['ann', 'ben'], score: 3, skins: 8, valueMinor: 4_440 },
    ]);
    expect(outcome.holes[0]).toEqual({
      hole: 1,
      status: 'carried',
      playerIds: ['ann', 'ben', 'cat'],
      score: 4,
      skins: 0,
      valueMinor: 0,
    });
    expect(outcome.players).toEqual([
      { id: 'ann', skins: 2, holesWon: [2], amountMinor: 3_332 },
      { id: 'ben', skins: 1, holesWon: [3], amountMinor: 2_776 },
      { id: 'cat', skins: 7, holesWon: [10], amountMinor: 3_892 },
    ]);
    expect(outcome).toMatchObject({ skinsWon: 18, playOff: null, unawardedMinor: 0 });
  });

  it("sends the last hole's carried skins to a play-off", () => {
    const outcome = skins({
      holes: CARD,
      basis: 'gross',
      entries: threeBall,
      ties: 'carry_over',
      lastHoleTie: 'play_off',
      potMinor: 10_000,
    });
    expect(outcome.playOff).toEqual({ hole: 18, playerIds: ['ann', 'ben'], skins: 8, valueMinor: 4_440 });
    expect(outcome.players.map((line) => line.amountMinor)).toEqual([1_112, 556, 3_892]);
  });

  it('voids tied holes: three skins won, 10,000 / 3 = 3,333, the earliest skin 3,334', () => {
    const outcome = skins({
      holes: CARD,
      basis: 'gross',
      entries: threeBall,
      ties: 'void',
      lastHoleTie: 'play_off',
      potMinor: 10_000,
    });
    expect(outcome.holes.filter((hole) => hole.status === 'won').map((hole) => [hole.hole, hole.skins])).toEqual([
      [2, 1],
      [3, 1],
      [10, 1],
    ]);
    expect(outcome.holes[17]).toMatchObject({ status: 'void', skins: 0 });
    expect(outcome.players.map((line) => line.amountMinor)).toEqual([3_334, 3_333, 3_333]);
  });

  it('plays net skins on the strokes each player receives on their own card', () => {
    // Ben's 1 stroke falls on stroke index 1, hole 2: net 3 there wins hole 1's carried skin and its own. Then 16
    // tied holes to the last: split. 18 skins of 100: Ben 200 + 800, Ann 800.
    const entries = [player('ann'), player('ben', {}, 1)];
    const net = (players: SkinsEntry[]) =>
      skins({ holes: CARD, basis: 'net', entries: players, ties: 'carry_over', lastHoleTie: 'split', potMinor: 1_800 });
    expect(net(entries).players.map((line) => [line.skins, line.amountMinor])).toEqual([
      [0, 800],
      [2, 1_000],
    ]);
    // On Ben's own tees, stroke index 1 is hole 1: he wins it alone, and 17 skins are split, 850 each.
    const ownCard = CARD.map((hole, index) => ({
      ...hole,
      strokeIndex: index === 0 ? 1 : index === 1 ? 9 : hole.strokeIndex,
    }));
    expect(net([entries[0]!, { ...entries[1]!, holes: ownCard }]).players.map((line) => line.amountMinor)).toEqual([
      850, 950,
    ]);
    // Gross, the stroke counts for nothing: every hole tied, 18 skins split; 1,001 halves as 501 and 500.
    const gross = skins({
      holes: CARD,
      basis: 'gross',
      entries,
      ties: 'carry_over',
      lastHoleTie: 'split',
      potMinor: 1_001,
    });
    expect(gross.players.map((line) => line.amountMinor)).toEqual([501, 500]);
  });

  it('leaves the pot unawarded when no skin is won', () => {
    const blank = { id: 'ann', strokes: CARD.map(() => null), playingHandicap: 0 };
    expect(
      skins({ holes: CARD, basis: 'gross', entries: [blank], ties: 'carry_over', lastHoleTie: 'split', potMinor: 500 }),
    ).toMatchObject({ skinsWon: 0, unawardedMinor: 500, playOff: null });
  });

  const base = {
    holes: CARD,
    basis: 'gross',
    entries: threeBall,
    ties: 'carry_over',
    lastHoleTie: 'split',
    potMinor: 100,
  };
  it.each([
    [{ potMinor: 10.5 }, 'potMinor', 'not_an_integer'],
    [{ potMinor: -1 }, 'potMinor', 'out_of_range'],
    [{ potMinor: '100' }, 'potMinor', 'not_a_number'],
    [{ ties: 'push' }, 'ties', 'invalid_option'],
    [{ lastHoleTie: 'toss' }, 'lastHoleTie', 'invalid_option'],
    [{ basis: 'stableford' }, 'basis', 'invalid_option'],
    [{ entries: [threeBall[0], threeBall[0]] }, 'entries[1].id', 'invalid_option'],
    [{ entries: [{ ...threeBall[0], playingHandicap: 1.5 }] }, 'entries[0].playingHandicap', 'handicap_not_integer'],
    [{ entries: [{ ...threeBall[0], strokes: [4] }] }, 'entries[0].strokes', 'length_mismatch'],
  ])('refuses %j (%s: %s)', (change, field, code) => {
    expect(() => skins({ ...base, ...change } as never)).toThrow(expect.objectContaining({ field, code }));
    expect(() => skins({ ...base, ...change } as never)).toThrow(GolfInputError);
  });

  const field = fc.integer({ min: 1, max: 6 }).chain((size) =>
    fc.tuple(
      ...Array.from({ length: size }, (_, index) =>
        fc.record({
          id: fc.constant(`player-${index}`),
          strokes: fc.oneof(
            fc.array(fc.integer({ min: 2, max: 6 }), { minLength: 18, maxLength: 18 }),
            fc.array(fc.option(fc.integer({ min: 2, max: 6 }), { freq: 6 }), { minLength: 18, maxLength: 18 }),
          ),
          playingHandicap: fc.integer({ min: -3, max: 36 }),
        }),
      ),
    ),
  );
  const settings = fc.record({
    basis: fc.constantFrom('gross' as const, 'net' as const),
    ties: fc.constantFrom('carry_over' as const, 'void' as const),
    lastHoleTie: fc.constantFrom('play_off' as const, 'split' as const),
    potMinor: fc.nat(1_000_000),
  });

  it('shares out the whole pot, skin values at most a unit apart, and with carry-over decides every skin of a played card', () => {
    fc.assert(
      fc.property(field, settings, (entries, setting) => {
        const outcome = skins({ holes: CARD, entries, ...setting });
        const paid = outcome.players.reduce((sum, line) => sum + line.amountMinor, 0);
        expect(paid + (outcome.playOff?.valueMinor ?? 0) + outcome.unawardedMinor).toBe(setting.potMinor);
        const value = Math.floor(setting.potMinor / Math.max(outcome.skinsWon, 1));
        for (const hole of outcome.holes) {
          expect(hole.valueMinor).toBeGreaterThanOrEqual(hole.skins * value);
          expect(hole.valueMinor).toBeLessThanOrEqual(hole.skins * (value + 1));
        }
        const lastPlayed = outcome.holes[17]!.playerIds.length > 0;
        if (setting.ties === 'carry_over' && lastPlayed) expect(outcome.skinsWon).toBe(18);
        if (setting.ties === 'void') {
          expect(outcome.skinsWon).toBe(outcome.holes.filter((hole) => hole.playerIds.length === 1).length);
        }
        // A finished game's holders are its winners.
        const holders = skinsHolders({ holes: CARD, basis: setting.basis, entries, ties: setting.ties });
        holders.forEach((holder, index) => {
          const hole = outcome.holes[index]!;
          expect(holder.holderId).toBe(hole.status === 'won' ? hole.playerIds[0] : null);
          const finished = entries.every((entry) => entry.strokes.every((strokes) => strokes !== null));
          if (finished && hole.status === 'won') expect(holder.skinsAtStake).toBe(hole.skins);
        });
      }),
    );
  });
});

describe(`skinsHolders (${SOURCES.golfRulesWeeklyFormats}: who holds each hole, live)`, () => {
  it('names the holder of each hole played so far, the players tied, and the skins riding on it', () => {
    // Ann through 3 (4, 3, 3), Ben through 2 (4, 4), Cat through 1 (4). Hole 1: all three on 4, tied and complete.
    // Hole 2: Ann holds it with 3, two of three played; the tie on hole 1 puts 2 skins on it. Hole 3: Ann alone.
    const rest = (played: number) => CARD.slice(played).map(() => null);
    const entries = [
      { id: 'ann', strokes: [4, 3, 3, ...rest(3)], playingHandicap: 0 },
      { id: 'ben', strokes: [4, 4, ...rest(2)], playingHandicap: 0 },
      {
        id: 'cat',
        strokes: [4, null, ...rest(2)],
        playingHandicap: 0,
        played: [true, true, ...rest(2).map(() => false)],
      },
    ];
    const holders = skinsHolders({ holes: CARD, basis: 'gross', entries, ties: 'carry_over' });
    expect(holders.slice(0, 4)).toEqual([
      { hole: 1, holderId: null, tiedIds: ['ann', 'ben', 'cat'], score: 4, played: 3, complete: true, skinsAtStake: 1 },
      // Cat picked up on hole 2: she has played it, so it is complete and Ann has won it.
      { hole: 2, holderId: 'ann', tiedIds: [], score: 3, played: 3, complete: true, skinsAtStake: 2 },
      { hole: 3, holderId: 'ann', tiedIds: [], score: 3, played: 1, complete: false, skinsAtStake: 1 },
      { hole: 4, holderId: null, tiedIds: [], score: null, played: 0, complete: false, skinsAtStake: 1 },
    ]);
    expect(skinsHolders({ holes: CARD, basis: 'gross', entries, ties: 'void' })[1]!.skinsAtStake).toBe(1);
  });

  it('refuses a carry setting that is not one', () => {
    expect(() => skinsHolders({ holes: CARD, basis: 'gross', entries: threeBall, ties: 'push' as never })).toThrow(
      expect.objectContaining({ field: 'ties', code: 'invalid_option' }),
    );
  });
});
