import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countbackNotes, eventCountbackNotes, rankEvent, rankField, type FieldEntry, type Hole } from '../src/index.js';
import { CARD, cardWithCountback, parCard } from './cards.js';

describe('countbackNotes (rules document "Countback (ties)")', () => {
  it('says in words which segment split a gross tie: better last 9: 40 v 41', () => {
    // Source: golfMonthlyCountback, on a gross basis: both 82; the back nines 40 and 41 decide.
    const entries = [
      { id: 'B', strokes: cardWithCountback(82, 41, 27, 13, 4), playingHandicap: 10 },
      { id: 'A', strokes: cardWithCountback(82, 40, 27, 13, 4), playingHandicap: 10 },
      { id: 'C', strokes: cardWithCountback(85, 40, 27, 13, 4), playingHandicap: 10 },
    ];
    expect(countbackNotes({ holes: CARD, basis: 'gross', entries })).toEqual([
      'worse last 9: 41 v 40',
      'better last 9: 40 v 41',
      '',
    ]);
  });

  it('shows net segments after the share of the handicap, thirds to two decimals', () => {
    // Source: golfMonthlyCountback. Back nines 40 - 5 = 42 - 7; the last six 26 - 10/3 = 22.67 v 29 - 14/3 = 24.33.
    const entries = [
      { id: 'A', strokes: cardWithCountback(82, 40, 26, 13, 4), playingHandicap: 10 },
      { id: 'B', strokes: cardWithCountback(86, 42, 29, 14, 4), playingHandicap: 14 },
    ];
    expect(countbackNotes({ holes: CARD, basis: 'net', entries })).toEqual([
      'better last 6: 22.67 v 24.33',
      'worse last 6: 24.33 v 22.67',
    ]);
  });

  it('counts Stableford points and lets a tie stand after the last hole, naming the segments compared', () => {
    const even = parCard();
    const entries = [
      { id: 'x', strokes: even, playingHandicap: 0 },
      { id: 'y', strokes: even, playingHandicap: 0 },
      { id: 'z', strokes: parCard({ 18: 3 }), playingHandicap: 0 },
      { id: 'w', strokes: parCard({ 1: 3 }), playingHandicap: 0 },
    ];
    expect(countbackNotes({ holes: CARD, basis: 'stableford', entries })).toEqual([
      'tie stands: level on the last 9, 6, 3 and 1 holes',
      'tie stands: level on the last 9, 6, 3 and 1 holes',
      'better last 9: 19 v 18 points',
      'worse last 9: 18 v 19 points',
    ]);
  });

  it('gives the India rule its words: the lower Peoria handicap, then gross on the last 9, 6 and 3', () => {
    const entries = [
      { id: 'high', strokes: cardWithCountback(84, 42, 28, 14, 5), playingHandicap: 12 },
      { id: 'low', strokes: cardWithCountback(83, 42, 28, 14, 5), playingHandicap: 11 },
    ];
    expect(
      countbackNotes({ holes: CARD, basis: 'net', entries, tieBreak: 'lower_handicap_then_gross_countback' }),
    ).toEqual(['higher handicap: 12 v 11', 'lower handicap: 11 v 12']);
  });

  it('says gross for the Peoria and Double Peoria: the strokes over the last 9, 6 and 3, no handicap share', () => {
    // By hand: net 71.4 each (84 - 12.6, 86 - 14.6, 85 - 13.6); Ada and Cy are level on gross over the last 9, 6 and 3
    // (42, 27, 14), Ben is a stroke worse on the last 6.
    const entries = [
      { id: 'ada', strokes: cardWithCountback(84, 42, 27, 14, 5), playingHandicap: 12.6 },
      { id: 'ben', strokes: cardWithCountback(86, 42, 28, 14, 5), playingHandicap: 14.6 },
      { id: 'cy', strokes: cardWithCountback(85, 42, 27, 14, 4), playingHandicap: 13.6 },
    ];
    expect(countbackNotes({ holes: CARD, basis: 'net', entries, tieBreak: 'gross_countback' })).toEqual([
      'tie stands: level on gross over the last 9, 6 and 3 holes',
      'worse gross last 6: 28 v 27',
      'tie stands: level on gross over the last 9, 6 and 3 holes',
    ]);
    expect(
      countbackNotes({ holes: CARD, basis: 'net', entries: entries.slice(0, 2), tieBreak: 'gross_countback' }),
    ).toEqual(['better gross last 6: 27 v 28', 'worse gross last 6: 28 v 27']);
  });

  it('reads a player on their own card: the ladies’ stroke indexes give their strokes elsewhere', () => {
    const ladies: Hole[] = CARD.map((hole, index) => ({ ...hole, strokeIndex: CARD[17 - index]!.strokeIndex }));
    const strokes = parCard({ 2: 5 });
    // One stroke received: on stroke index 1, hole 2 of the men's card and hole 17 of the ladies'. Both score 36
    // points, the lady's birdie net on 17 wins the last nine.
    const input = {
      holes: CARD,
      basis: 'stableford' as const,
      entries: [
        { id: 'man', strokes, playingHandicap: 1 },
        { id: 'lady', strokes, playingHandicap: 1, holes: ladies },
      ],
    };
    expect(rankField(input).map(({ id, total }) => `${id}:${total}`)).toEqual(['lady:36', 'man:36']);
    expect(countbackNotes(input)).toEqual(['worse last 9: 18 v 19 points', 'better last 9: 19 v 18 points']);
  });

  it('notes exactly the ties rankField splits or leaves standing (property)', () => {
    const entry = fc.record({
      strokes: fc.array(fc.integer({ min: 3, max: 6 }), { minLength: 18, maxLength: 18 }),
      playingHandicap: fc.integer({ min: 0, max: 6 }),
    });
    fc.assert(
      fc.property(
        fc.array(entry, { minLength: 2, maxLength: 12 }),
        fc.constantFrom('gross', 'net', 'stableford' as const),
        (cards, basis) => {
          const entries: FieldEntry[] = cards.map((card, index) => ({ id: String(index), ...card }));
          const ranking = rankField({ holes: CARD, basis, entries });
          const notes = countbackNotes({ holes: CARD, basis, entries });
          const totals = new Map<number | null, number>();
          for (const placing of ranking) totals.set(placing.total, (totals.get(placing.total) ?? 0) + 1);
          for (const placing of ranking) {
            const note = notes[Number(placing.id)]!;
            const shared = ranking.filter((other) => other.position === placing.position).length > 1;
            expect(note === '').toBe((totals.get(placing.total) ?? 0) === 1);
            expect(note.startsWith('tie stands')).toBe(shared);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('eventCountbackNotes (rules document "Countback (ties)": the last round first)', () => {
  const rounds = [{ holes: CARD }, { holes: CARD }];
  const card = (strokes: (number | null)[], holes?: Hole[]) => ({
    strokes,
    playingHandicap: 0,
    ...(holes ? { holes } : {}),
  });

  it("names the round, or the round's segment, that split players level on the event total", () => {
    // Source: golfMonthlyCountback ("in multi-round events the last 18 holes are first used"). Each is compared
    // with the player just above: front-bogey loses on round 2, late-bogey to front-bogey on its last nine.
    const entries = [
      { id: 'steady', rounds: [card(parCard({ 1: 5 })), card(parCard({ 1: 5 }))] },
      { id: 'closer', rounds: [card(parCard({ 1: 6 })), card(parCard())] },
      { id: 'late-bogey', rounds: [card(parCard({ 1: 4 })), card(parCard({ 18: 6 }))] },
      { id: 'front-bogey', rounds: [card(parCard({ 1: 4 })), card(parCard({ 1: 6 }))] },
      { id: 'alone', rounds: [card(parCard()), card(parCard({ 2: 3 }))] },
    ];
    expect(rankEvent({ basis: 'gross', rounds, entries }).map(({ id }) => id)).toEqual([
      'alone',
      'closer',
      'steady',
      'front-bogey',
      'late-bogey',
    ]);
    expect(eventCountbackNotes({ basis: 'gross', rounds, entries })).toEqual([
      'worse round 2: 73 v 72',
      'better round 2: 72 v 73',
      'worse round 2 last 9: 38 v 36',
      'worse round 2: 74 v 73',
      '',
    ]);
  });

  it("lets a tie stand, in points for a Stableford, and reads each card on its own holes: the lady's stroke on 17", () => {
    const ladies: Hole[] = CARD.map((hole, index) => ({ ...hole, strokeIndex: CARD[17 - index]!.strokeIndex }));
    const entries = [
      { id: 'x', rounds: [card(parCard()), card(parCard())] },
      { id: 'y', rounds: [card(parCard()), card(parCard())] },
      { id: 'lady', rounds: [card(parCard()), { strokes: parCard({ 2: 5 }), playingHandicap: 1, holes: ladies }] },
    ];
    expect(eventCountbackNotes({ basis: 'stableford', rounds, entries })).toEqual([
      'tie stands: level on every round and its countback',
      'tie stands: level on every round and its countback',
      'better round 2 last 9: 19 v 18 points',
    ]);
    expect(rankEvent({ basis: 'stableford', rounds, entries }).find(({ id }) => id === 'lady')?.roundTotals).toEqual([
      36, 36,
    ]);
  });
});

describe("an entry's own card of another length", () => {
  it('is refused, naming the entry', () => {
    const short = CARD.slice(0, 9);
    expect(() =>
      rankField({
        holes: CARD,
        basis: 'gross',
        entries: [{ id: 'a', strokes: parCard(), playingHandicap: 0, holes: short }],
      }),
    ).toThrow(expect.objectContaining({ field: 'entries[0].holes', code: 'hole_count' }));
    expect(() =>
      rankEvent({
        basis: 'gross',
        rounds: [{ holes: CARD }],
        entries: [{ id: 'a', rounds: [{ strokes: parCard(), playingHandicap: 0, holes: short }] }],
      }),
    ).toThrow(expect.objectContaining({ field: 'entries[0].rounds[0].holes', code: 'hole_count' }));
  });
});
