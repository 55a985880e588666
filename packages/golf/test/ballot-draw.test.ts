import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ballotDraw, GolfInputError, type BallotDrawInput, type BallotEntry, type BallotSlot } from '../src/index.js';
import { SOURCES } from './sources.js';

const saturday: BallotDrawInput = {
  seed: 2026,
  slots: [
    { time: '08:20', tee: 1, placesFree: 2 },
    { time: '08:00', tee: 1, placesFree: 4 },
    { time: '08:10', tee: 1, placesFree: 4 },
  ],
  entries: [
    {
      id: 'smiths',
      members: [
        { id: 'ann', recentLosses: 0 },
        { id: 'ben', recentLosses: 0 },
      ],
      places: 4,
      window: { from: '08:00', to: '08:10' },
    },
    {
      id: 'joneses',
      members: [
        { id: 'cat', recentLosses: 2 },
        { id: 'dev', recentLosses: 0 },
      ],
      places: 4,
      window: { from: '08:00', to: '08:20' },
    },
    { id: 'browns', members: [{ id: 'eve', recentLosses: 1 }], places: 3, window: { from: '07:30', to: '08:20' } },
    { id: 'greens', members: [{ id: 'fay', recentLosses: 0 }], places: 2, window: { from: '09:00', to: '10:00' } },
  ],
};
const early = [
  { time: '08:00', tee: 1 },
  { time: '08:10', tee: 1 },
];

describe(`ballotDraw (${SOURCES.teeSheetIssue})`, () => {
  it('draws from the recorded seed and explains each group: its draw order, weight and the slots it could take', () => {
    const draw = ballotDraw(saturday);
    expect(draw.drawOrder).toEqual(['joneses', 'browns', 'greens', 'smiths']);
    expect(draw.entries).toEqual([
      { entryId: 'smiths', drawOrder: 4, weight: 1, slotsItCouldTake: early, slot: null, outcome: 'slots_taken' },
      // Cat lost 2 recent ballots and Dev none: 1 + 2 / 2.
      { entryId: 'joneses', drawOrder: 1, weight: 2, slotsItCouldTake: early, slot: early[0], outcome: 'placed' },
      { entryId: 'browns', drawOrder: 2, weight: 2, slotsItCouldTake: early, slot: early[1], outcome: 'placed' },
      { entryId: 'greens', drawOrder: 3, weight: 1, slotsItCouldTake: [], slot: null, outcome: 'no_slot_in_window' },
    ]);
    expect(draw.slots).toEqual([
      { time: '08:00', tee: 1, placesFree: 0 },
      { time: '08:10', tee: 1, placesFree: 1 },
      { time: '08:20', tee: 1, placesFree: 2 },
    ]);
    expect(ballotDraw(saturday)).toEqual(draw);
  });

  it.each([
    [{ seed: 1.5 }, 'seed', 'not_an_integer'],
    [{ slots: [{ time: '08:00', tee: 2, placesFree: 4 }] }, 'slots[0].tee', 'invalid_option'],
    [{ slots: [{ time: '08:00', tee: 1, placesFree: 5 }] }, 'slots[0].placesFree', 'out_of_range'],
    [
      {
        slots: [
          { time: '08:00', tee: 1, placesFree: 4 },
          { time: '08:00', tee: 1, placesFree: 2 },
        ],
      },
      'slots',
      'invalid_option',
    ],
    [{ entries: [saturday.entries[2], saturday.entries[2]] }, 'entries[1].id', 'invalid_option'],
    [{ entries: [{ ...saturday.entries[2], members: [] }] }, 'entries[0].members', 'out_of_range'],
    [
      { entries: [saturday.entries[2], { ...saturday.entries[3], members: saturday.entries[2]!.members }] },
      'entries[1].members[0]',
      'invalid_option',
    ],
    [{ entries: [{ ...saturday.entries[0], places: 1 }] }, 'entries[0].places', 'out_of_range'],
    [{ entries: [{ ...saturday.entries[0], places: 5 }] }, 'entries[0].places', 'out_of_range'],
    [
      { entries: [{ ...saturday.entries[3], members: [{ id: 'fay', recentLosses: -1 }] }] },
      'entries[0].members[0].recentLosses',
      'out_of_range',
    ],
    [
      { entries: [{ ...saturday.entries[3], window: { from: '10:00', to: '09:00' } }] },
      'entries[0].window.to',
      'out_of_range',
    ],
  ])('refuses %j (%s: %s)', (change, field, code) => {
    const call = () => ballotDraw({ ...saturday, ...change } as BallotDrawInput);
    expect(call).toThrow(expect.objectContaining({ field, code }));
    expect(call).toThrow(GolfInputError);
  });

  it('gives each of two groups competing for one slot a share of wins that follows its weight', () => {
    // A group whose member lost 2 recent ballots weighs 3 against 1: it should win 3 draws in 4.
    const draws = 4_000;
    let heavierWins = 0;
    for (let seed = 1; seed <= draws; seed += 1) {
      const draw = ballotDraw({
        seed,
        slots: [{ time: '08:00', tee: 1, placesFree: 4 }],
        entries: [
          { id: 'lucky', members: [{ id: 'ann', recentLosses: 0 }], places: 4, window: { from: '08:00', to: '08:00' } },
          {
            id: 'unlucky',
            members: [{ id: 'ben', recentLosses: 2 }],
            places: 4,
            window: { from: '08:00', to: '08:00' },
          },
        ],
      });
      if (draw.entries[1]!.slot) heavierWins += 1;
    }
    expect(Math.abs(heavierWins / draws - 0.75)).toBeLessThan(0.03);
  });

  const ballots = fc.record({
    seed: fc.integer(),
    slots: fc.uniqueArray(fc.integer({ min: 0, max: 11 }), { minLength: 1, maxLength: 12 }).chain((starts) =>
      fc.tuple(...starts.map(() => fc.integer({ min: 0, max: 4 }))).map((places) =>
        starts.map((start, index): BallotSlot => ({
          time: `08:${String(start * 5).padStart(2, '0')}`,
          tee: 1,
          placesFree: places[index]!,
        })),
      ),
    ),
    entries: fc.array(
      fc.record({
        losses: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 4 }),
        extra: fc.integer({ min: 0, max: 3 }),
        from: fc.integer({ min: 0, max: 11 }),
        length: fc.integer({ min: 0, max: 11 }),
      }),
      { maxLength: 20 },
    ),
  });
  type GeneratedBallot = typeof ballots extends fc.Arbitrary<infer Value> ? Value : never;
  const toInput = ({ seed, slots, entries }: GeneratedBallot): BallotDrawInput => ({
    seed,
    slots,
    entries: entries.map((entry, index): BallotEntry => ({
      id: `group ${index}`,
      members: entry.losses.map((recentLosses, member) => ({ id: `${index}.${member}`, recentLosses })),
      places: Math.min(4, entry.losses.length + entry.extra),
      window: {
        from: `08:${String(entry.from * 5).padStart(2, '0')}`,
        to: `${entry.from + entry.length > 11 ? '09:00' : `08:${String((entry.from + entry.length) * 5).padStart(2, '0')}`}`,
      },
    })),
  });

  it('never fills a slot past its places, places each group in its window, and is the same draw from the same seed', () => {
    fc.assert(
      fc.property(ballots, (generated) => {
        const input = toInput(generated);
        const draw = ballotDraw(input);
        expect(ballotDraw(input)).toEqual(draw);
        for (const slot of input.slots) {
          const taken = draw.entries
            .filter((outcome) => outcome.slot?.time === slot.time)
            .reduce((sum, outcome) => sum + input.entries.find((entry) => entry.id === outcome.entryId)!.places, 0);
          expect(taken).toBeLessThanOrEqual(slot.placesFree);
          expect(draw.slots.find((left) => left.time === slot.time)!.placesFree).toBe(slot.placesFree - taken);
        }
        draw.entries.forEach((outcome, index) => {
          const entry = input.entries[index]!;
          if (outcome.slot) {
            expect(outcome.slot.time >= entry.window.from && outcome.slot.time <= entry.window.to).toBe(true);
            expect(outcome.slotsItCouldTake).toContainEqual(outcome.slot);
          } else {
            // A group loses only when every slot it could take was full by its turn.
            const left = outcome.slotsItCouldTake.map((slot) => draw.slots.find((after) => after.time === slot.time)!);
            expect(left.every((slot) => slot.placesFree < entry.places)).toBe(true);
          }
        });
        expect([...draw.drawOrder].sort()).toEqual(input.entries.map((entry) => entry.id).sort());
      }),
    );
  });
});
