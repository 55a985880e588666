import { randomUUID } from 'node:crypto';
import {
  cardDetails,
  countbackNotes,
  entryHandicaps,
  createSeededRandom,
  eventCountbackNotes,
  rankEvent,
  drawHiddenHoles,
  peoriaGrossStrokes,
  peoriaHandicap,
  rankField,
  type FieldEntry,
  type FieldTieBreak,
  type Hole,
  type IndiaHandicapBand,
  type PeoriaMethod,
  type ScoringBasis,
} from '@fairway/golf';
import fc from 'fast-check';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  golfCourseMembers,
  members,
  peoriaIndiaBands,
  playerScores,
  tournamentMembers,
  tournamentPeoriaDraws,
} from '../src/db/schema/index.js';
import { whiteTeesAndMen } from './demo-field.js';
import { callsAs, demoClubId, secondClubId, useTestApp } from './test-app.js';
import { roundInPlay, tournamentRound } from './tournament-round.js';

const t = useTestApp({ logLevel: 'error' });
const call = callsAs(t);

type CardHole = { hole_number: number; par: number; stroke_index: number };
type Entry = {
  member_id: number;
  name: string;
  handicap_index: number | null;
  playing_handicap: number;
  course_handicap: number;
  category: string;
};
type Row = {
  position: number | null;
  position_display: string;
  tied: boolean;
  member_id: number;
  name: string;
  playing_handicap: number | null;
  peoria_handicap: number | null;
  gross: number | null;
  net: number | null;
  points: number | null;
  countback: string;
};
type Results = {
  tournament_id: number;
  format: string;
  basis: string;
  published: boolean;
  hidden_holes: number[];
  categories: { category: string; rows: Row[] }[];
};

/**
 * A tournament of eight of the demo club's men off the white tees, entered, drawn and in play: its id, round, card
 * and field as the API answers them.
 */
async function tournamentInPlay(terms: Record<string, unknown>, playDate: string, players?: { id: number }[]) {
  const { white, men: eight } = await whiteTeesAndMen(t.db);
  const men = players ?? eight;
  const made = await call('POST', '/api/tournaments/', 'admin', {
    name: `Results ${String(terms.format)} ${playDate}`,
    start_date: playDate,
    end_date: playDate,
    men_hole_category_id: white,
    women_hole_category_id: white,
    ...terms,
  });
  expect(made.statusCode, made.body).toBe(201);
  const tournamentId = made.json().id as number;
  const entered = await call('POST', '/api/tournament_members/bulk_enter/', 'admin', {
    tournament_id: tournamentId,
    member_ids: men.map((man) => man.id),
  });
  expect(entered.statusCode, entered.body).toBe(201);
  await call('POST', `/api/tournaments/${tournamentId}/change_status/`, 'admin', { status: 'open' });
  const roundId = await roundInPlay(call, tournamentId, 1, playDate);
  const board = (await call('GET', `/api/tournaments/${tournamentId}/detailed_leaderboard/`, 'admin')).json();
  const entries: Entry[] = [];
  for (let page = 1; entries.length < men.length; page++) {
    const listed = await call(
      'GET',
      `/api/tournament_members/?tournament_id=${tournamentId}&page_size=100&page=${page}`,
    );
    entries.push(...(listed.json().results as Entry[]));
    if (!listed.json().next) break;
  }
  // In the order the results list players who share a position: by last name, first name.
  const byName = await t.db
    .select({ id: members.id })
    .from(members)
    .where(
      inArray(
        members.id,
        entries.map((line) => line.member_id),
      ),
    )
    .orderBy(asc(members.last_name), asc(members.first_name), asc(members.id));
  const field = byName.map((member) => entries.find((line) => line.member_id === member.id)!);
  return { tournamentId, roundId, holes: board.holes as CardHole[], field };
}

/**
 * Strokes for every player on every hole, around par, with ties forced: the first two players return the same card,
 * the next two the same total with the back nine played differently.
 */
function strokesOf(player: number, holeIndex: number, par: number): number {
  const twin = player === 1 ? 0 : player === 3 ? 2 : player;
  const swing = ((twin * 7 + holeIndex * 5) % 5) - 1;
  if (player === 3 && holeIndex === 0) return par + swing + 1;
  if (player === 3 && holeIndex === 17) return Math.max(1, par + swing - 1);
  return Math.max(1, par + swing);
}

async function saveScores(
  roundId: number,
  field: Entry[],
  holes: CardHole[],
  saved: (memberId: number, holeNumber: number) => boolean = () => true,
  reorder = (player: number) => player,
) {
  const entries = field.flatMap((line) => {
    // The ties are forced within each category.
    const player = field.filter((other) => other.category === line.category).indexOf(line);
    return holes.flatMap((hole, holeIndex) =>
      saved(line.member_id, hole.hole_number)
        ? [
            {
              client_key: randomUUID(),
              base_version: 0,
              player_round_id: roundId,
              member_id: line.member_id,
              hole_number: hole.hole_number,
              strokes: strokesOf(reorder(player), holeIndex, hole.par),
            },
          ]
        : [],
    );
  });
  const answer = await call('POST', '/api/scores/save_score/', 'admin', entries);
  expect(answer.statusCode, answer.body).toBe(200);
}

/** The stored scores of a round, per member in card order. */
async function storedCards(roundId: number, holes: CardHole[]) {
  const rows = await t.db
    .select({ memberId: playerScores.member_id, holeNumber: playerScores.hole_number, strokes: playerScores.strokes })
    .from(playerScores)
    .where(eq(playerScores.player_round_id, roundId));
  return (memberId: number) =>
    holes.map(
      (hole) => rows.find((row) => row.memberId === memberId && row.holeNumber === hole.hole_number)?.strokes ?? null,
    );
}

/** The rows `@fairway/golf` gives a field: position, the ranked total, and the countback in words. */
function expectedTable(holes: Hole[], basis: ScoringBasis, entries: FieldEntry[], tieBreak?: FieldTieBreak) {
  const notes = countbackNotes({ holes, basis, entries, tieBreak });
  return rankField({ holes, basis, entries, tieBreak }).map((placing) => ({
    member_id: Number(placing.id),
    position: placing.position,
    total: placing.total,
    countback: notes[entries.findIndex((entry) => entry.id === placing.id)],
  }));
}

const tableOf = (rows: Row[], total: (row: Row) => number | null) =>
  rows.map((row) => ({
    member_id: row.member_id,
    position: row.position,
    total: total(row),
    countback: row.countback,
  }));

/** A Peoria-family tournament's answered rows are those of `@fairway/golf` from the stored scores and its draw. */
async function expectPeoriaResults(
  method: PeoriaMethod,
  results: Results,
  roundId: number,
  holes: CardHole[],
  field: Entry[],
  hiddenHoles: number[],
  bands?: IndiaHandicapBand[],
  ownCards?: Map<number, Hole[]>,
) {
  const india = method === 'double_peoria_india' || method === 'double_peoria_without_index';
  const card = holes.map((hole) => ({ number: hole.hole_number, par: hole.par }));
  const cardOf = await storedCards(roundId, holes);
  const golfCard: Hole[] = holes.map((hole) => ({ par: hole.par, strokeIndex: hole.stroke_index }));
  // Each player's own card where their tee set or gender gives it another par or stroke index.
  const ownCard = (memberId: number) => ownCards?.get(memberId);
  const parCardOf = (memberId: number) =>
    ownCard(memberId)?.map((hole, index) => ({ number: card[index]!.number, par: hole.par })) ?? card;
  const handicapOf = new Map(
    field.map((line) => [
      line.member_id,
      peoriaHandicap({
        method,
        holes: parCardOf(line.member_id),
        strokes: cardOf(line.member_id),
        hiddenHoles,
        handicapIndex: method === 'double_peoria_india' ? line.handicap_index : null,
        ...(bands ? { bands } : {}),
      }),
    ]),
  );
  const entries = field.map((line) => ({
    id: String(line.member_id),
    strokes: peoriaGrossStrokes({ method, holes: parCardOf(line.member_id), strokes: cardOf(line.member_id) }),
    playingHandicap: handicapOf.get(line.member_id)!,
    ...(ownCard(line.member_id) ? { holes: ownCard(line.member_id) } : {}),
  }));
  expect(results).toMatchObject({ format: method, basis: 'net', hidden_holes: [] });
  const rows = results.categories[0]!.rows;
  expect(tableOf(rows, (row) => row.net)).toEqual(
    expectedTable(golfCard, 'net', entries, india ? 'lower_handicap_then_gross_countback' : 'gross_countback'),
  );
  expect(rows.map((row) => row.peoria_handicap)).toEqual(rows.map((row) => handicapOf.get(row.member_id)));
  expect(hiddenHoles).toHaveLength(method === 'peoria' ? 6 : 12);
}

describe('results', () => {
  it('calculates stroke play net and gross per category as @fairway/golf ranks the stored scores; published once, for the members to see', async () => {
    const { tournamentId, roundId, holes, field } = await tournamentInPlay(
      {
        format: 'stroke_play',
        scoring_basis: 'both',
        categories: [
          { name: 'Low', max_index: 14 },
          { name: 'High', min_index: 14.1 },
        ],
      },
      '2027-03-06',
    );
    const calculate = () => call('POST', `/api/tournaments/${tournamentId}/calculate_result_for_tournament/`, 'admin');

    const none = await calculate();
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      non_field_errors: ['No scores are stored for round 1: enter the cards before calculating the results.'],
    });
    // Two players' cards are not complete: one misses the last two holes, the other the first three and the ninth.
    const [early, late] = [field[2]!, field[5]!];
    const gaps = new Set([
      `${late.member_id}:17`,
      `${late.member_id}:18`,
      ...[1, 2, 3, 9].map((hole) => `${early.member_id}:${hole}`),
    ]);
    const gap = (memberId: number, holeNumber: number) => gaps.has(`${memberId}:${holeNumber}`);
    await saveScores(roundId, field, holes, (memberId, holeNumber) => !gap(memberId, holeNumber));
    const missing = await calculate();
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      non_field_errors: [
        `Scores are missing (mark these players no return, or complete their cards): ${early.name}, holes 1-3 and 9; ${late.name}, holes 17 and 18.`,
      ],
    });
    await saveScores(roundId, field, holes, gap);

    const calculated = await calculate();
    expect(calculated.statusCode, calculated.body).toBe(200);
    const results = calculated.json() as Results;
    expect(results).toMatchObject({
      tournament_id: tournamentId,
      format: 'stroke_play',
      basis: 'both',
      published: false,
    });
    expect(results.hidden_holes).toEqual([]);

    const card: Hole[] = holes.map((hole) => ({ par: hole.par, strokeIndex: hole.stroke_index }));
    const cardOf = await storedCards(roundId, holes);
    const categories = ['Low', 'High'].filter((name) => field.some((line) => line.category === name));
    expect(results.categories.map((category) => category.category)).toEqual(
      categories.flatMap((name) => [`${name} Net`, `${name} Gross`]),
    );
    for (const name of categories) {
      const entries = field
        .filter((line) => line.category === name)
        .map((line) => ({
          id: String(line.member_id),
          strokes: cardOf(line.member_id),
          playingHandicap: line.playing_handicap,
        }));
      const net = results.categories.find((category) => category.category === `${name} Net`)!.rows;
      const gross = results.categories.find((category) => category.category === `${name} Gross`)!.rows;
      expect(tableOf(net, (row) => row.net)).toEqual(expectedTable(card, 'net', entries));
      expect(tableOf(gross, (row) => row.gross)).toEqual(expectedTable(card, 'gross', entries));
      for (const row of [...net, ...gross]) {
        expect(row.position_display).toBe(`${row.tied ? 'T' : ''}${row.position}`);
        expect(row.net).toBe(row.gross! - row.playing_handicap!);
        expect(row.peoria_handicap).toBeNull();
        expect(row.points).toBeNull();
      }
    }
    // The forced ties: the twins' gross stands, the same totals are split on the back nine in words.
    const grossRows = results.categories
      .filter((category) => category.category.endsWith('Gross'))
      .flatMap((c) => c.rows);
    for (const name of categories) {
      const [one, two] = field.filter((line) => line.category === name);
      if (!two) continue;
      const twins = grossRows.filter((row) => row.member_id === one!.member_id || row.member_id === two.member_id);
      expect(twins.map((row) => row.countback)).toEqual([
        'tie stands: level on the last 9, 6, 3 and 1 holes',
        'tie stands: level on the last 9, 6, 3 and 1 holes',
      ]);
      expect(twins[0]!.position_display).toMatch(/^T\d+$/);
    }
    expect(grossRows.some((row) => /^(better|worse) last (9|6|3|hole): \d+ v \d+$/.test(row.countback))).toBe(true);

    // Unpublished: the organisers' alone; another club's admin finds nothing to read, calculate or publish.
    const read = (who: 'admin' | 'member' | 'anonymous') =>
      call('GET', `/api/tournaments/${tournamentId}/results/`, who, undefined, who === 'anonymous' ? null : demoClubId);
    expect((await read('admin')).json()).toEqual(results);
    const hidden = await read('member');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ detail: 'No results have been published yet.' });
    for (const [method, path] of [
      ['GET', 'results/'],
      ['POST', 'calculate_result_for_tournament/'],
      ['POST', 'results/publish/'],
    ] as const) {
      const other = await call(
        method,
        `/api/tournaments/${tournamentId}/${path}`,
        'secondAdmin',
        undefined,
        secondClubId,
      );
      expect(other.statusCode, path).toBe(404);
    }
    expect((await call('POST', `/api/tournaments/${tournamentId}/results/publish/`, 'member')).statusCode).toBe(403);

    // Calculated again: the same results, the first kept as history.
    expect((await calculate()).json().categories).toEqual(results.categories);
    const published = await call('POST', `/api/tournaments/${tournamentId}/results/publish/`, 'admin');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ published: true, categories: results.categories });
    expect((await call('GET', `/api/tournaments/${tournamentId}/`, 'admin')).json().status).toBe('completed');
    const twice = await call('POST', `/api/tournaments/${tournamentId}/results/publish/`, 'admin');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: 'The results are already published.' });
    expect((await calculate()).statusCode).toBe(409);
    expect((await read('member')).json()).toEqual(published.json());
    // A members' board: not for anyone outside the club.
    expect((await read('anonymous')).statusCode).toBe(404);
  });

  it('ranks a Stableford on points with countback in points, over its two rounds the last first; no Peoria calculation for it', async () => {
    const { tournamentId, roundId, holes, field } = await tournamentInPlay(
      { format: 'stableford', rounds_count: 2, end_date: '2027-03-14' },
      '2027-03-13',
    );
    await saveScores(roundId, field, holes);
    const peoria = await call('POST', `/api/tournaments/${tournamentId}/double_peoria_without_players_index/`, 'admin');
    expect(peoria.statusCode).toBe(400);
    expect(peoria.json()).toEqual({
      format: [
        "This tournament is played as Stableford; the double Peoria without players' index calculation is for a double Peoria without players' index tournament.",
      ],
    });
    expect(
      (await call('POST', `/api/tournaments/${tournamentId}/reset_tournament_for_peoria/`, 'admin')).statusCode,
    ).toBe(400);
    const calculate = async () => {
      const calculated = await call(
        'POST',
        `/api/tournaments/${tournamentId}/calculate_result_for_tournament/`,
        'admin',
      );
      expect(calculated.statusCode, calculated.body).toBe(200);
      const results = calculated.json() as Results;
      expect(results.basis).toBe('stableford');
      expect(results.categories.map((category) => category.category)).toEqual(['']);
      return results.categories[0]!.rows;
    };
    const card: Hole[] = holes.map((hole) => ({ par: hole.par, strokeIndex: hole.stroke_index }));
    const firstOf = await storedCards(roundId, holes);
    const entries = field.map((line) => ({
      id: String(line.member_id),
      strokes: firstOf(line.member_id),
      playingHandicap: line.playing_handicap,
    }));
    // After the first round: its results. Round 2, made with the tournament, has not started: it is left out, not
    // counted as every card missing its scores.
    const second = await call('GET', `/api/player_rounds/${await tournamentRound(call, tournamentId, 2)}/`);
    expect(second.json()).toMatchObject({ status: 'scheduled', play_date: '2027-03-14' });
    const afterOne = await calculate();
    expect(tableOf(afterOne, (row) => row.points)).toEqual(expectedTable(card, 'stableford', entries));
    expect(afterOne.map((row) => row.gross)).toEqual(
      afterOne.map(
        (row) => rankField({ holes: card, basis: 'gross', entries }).find((p) => p.id === String(row.member_id))!.total,
      ),
    );
    expect(
      afterOne
        .filter((row) => row.countback !== '')
        .every((row) => row.countback.endsWith(' points') || row.countback.startsWith('tie stands')),
    ).toBe(true);

    // The second round, the field's cards swapped about: the event's totals, ties split on the last round first.
    const completed = await call('POST', '/api/player_rounds/change_player_round_status/', 'admin', {
      player_round_id: roundId,
      status: 'completed',
      confirm_unattested_cards: true,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const secondId = await roundInPlay(call, tournamentId, 2, '2027-03-14');
    // Round 2 in play with one card begun: every other card's holes of it are missing, as of any round in play.
    const [begun, ...others] = field;
    const begunHole = (memberId: number, holeNumber: number) => memberId === begun!.member_id && holeNumber === 1;
    const swapped = (player: number) => (player + 2) % 4;
    await saveScores(secondId, field, holes, begunHole, swapped);
    const midRound = await call('POST', `/api/tournaments/${tournamentId}/calculate_result_for_tournament/`, 'admin');
    expect(midRound.statusCode).toBe(400);
    const [missing] = midRound.json().non_field_errors as string[];
    expect(missing).toMatch(/^Scores are missing \(mark these players no return, or complete their cards\): /);
    expect(
      missing!
        .replace(/^.*?\): /, '')
        .replace(/\.$/, '')
        .split('; ')
        .sort(),
    ).toEqual(
      [`${begun!.name}, round 2: holes 2-18`, ...others.map((line) => `${line.name}, round 2: every hole`)].sort(),
    );
    await saveScores(secondId, field, holes, (memberId, holeNumber) => !begunHole(memberId, holeNumber), swapped);
    const secondOf = await storedCards(secondId, holes);
    const event = {
      basis: 'stableford' as const,
      rounds: [{ holes: card }, { holes: card }],
      entries: field.map((line) => ({
        id: String(line.member_id),
        rounds: [firstOf, secondOf].map((cardOf) => ({
          strokes: cardOf(line.member_id),
          playingHandicap: line.playing_handicap,
        })),
      })),
    };
    const notes = eventCountbackNotes(event);
    const afterTwo = await calculate();
    expect(tableOf(afterTwo, (row) => row.points)).toEqual(
      rankEvent(event).map((placing) => ({
        member_id: Number(placing.id),
        position: placing.position,
        total: placing.total,
        countback: notes[event.entries.findIndex((entry) => entry.id === placing.id)],
      })),
    );
    expect(afterTwo.some((row) => /^(better|worse) round 2/.test(row.countback))).toBe(true);
  });

  it("draws a Peoria's hidden holes from a recorded seed, shows them only once published, and resets the draw only before", async () => {
    const method: PeoriaMethod = 'double_peoria_india';
    const { tournamentId, roundId, holes, field } = await tournamentInPlay(
      { format: method, leaderboard_visibility: 'public' },
      '2027-03-20',
    );
    await saveScores(roundId, field, holes);
    const url = (path: string) => `/api/tournaments/${tournamentId}/${path}`;
    const wrong = await call('POST', url('peoria/'), 'admin');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().format[0]).toBe(
      'This tournament is played as double Peoria (India); the Peoria calculation is for a Peoria tournament.',
    );

    // The club's own India table, low enough to bite: above its last band, its cap. Its first band ends at a declared
    // 17, between the Handicap Index and the course handicap of three of the field (16.4, 16.5 and 17.2 on the day,
    // course handicaps 18, 18 and 19).
    const bands = [
      { up_to: 17, cap: 5 },
      { up_to: 20, cap: 8 },
    ];
    for (const band of bands) {
      const made = await call('POST', '/api/peoria_india_bands/', 'admin', band);
      expect(made.statusCode, made.body).toBe(201);
    }
    const tooHigh = await call('POST', '/api/peoria_india_bands/', 'admin', { up_to: 60, cap: 1.5 });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json()).toEqual({
      up_to: ['Ensure this value is less than or equal to 54.'],
      cap: ['A valid integer is required.'],
    });
    const twice = await call('POST', '/api/peoria_india_bands/', 'admin', bands[0]);
    expect(twice.statusCode).toBe(400);
    expect(Object.keys(twice.json())).toEqual(['up_to']);
    const bandId = (await call('GET', '/api/peoria_india_bands/', 'events')).json().results[0].id as number;
    expect(
      (await call('GET', `/api/peoria_india_bands/${bandId}/`, 'secondAdmin', undefined, secondClubId)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/peoria_india_bands/', 'member')).statusCode).toBe(403);

    const first = await call('POST', url('double_peoria_india/'), 'admin');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().hidden_holes).toEqual([]);
    const draws = () =>
      t.db
        .select()
        .from(tournamentPeoriaDraws)
        .where(eq(tournamentPeoriaDraws.tournament_id, tournamentId))
        .orderBy(asc(tournamentPeoriaDraws.id));
    const [draw] = await draws();
    const card = holes.map((hole) => ({ number: hole.hole_number, par: hole.par }));
    // The seed replays the draw.
    expect(draw!.hidden_holes).toEqual(
      drawHiddenHoles({ method, holes: card, random: createSeededRandom(draw!.seed) }),
    );
    expect(draw!.hidden_holes).toHaveLength(12);

    // The results are those of @fairway/golf from the stored scores and the drawn holes.
    await expectPeoriaResults(method, first.json() as Results, roundId, holes, field, draw!.hidden_holes, [
      { upTo: 17, cap: 5 },
      { upTo: Number.POSITIVE_INFINITY, cap: 8 },
    ]);
    expect((first.json() as Results).categories[0]!.rows.every((row) => row.peoria_handicap! <= 8)).toBe(true);

    // Before publication no answer names the draw: not the organiser's, and the member has no results to read.
    expect((await call('GET', url('results/'), 'admin')).json().hidden_holes).toEqual([]);
    expect((await call('GET', url('results/'), 'member')).statusCode).toBe(404);
    expect((await call('GET', url('results/'), 'anonymous', undefined, null)).statusCode).toBe(404);
    expect((await call('GET', url('detailed_leaderboard/'), 'member')).body).not.toContain('hidden');
    // Every reading of the tournament, as a member and as its organiser: none names the draw before publication.
    const document = (await t.call({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const readings = Object.entries(document.paths)
      .filter(([path, operations]) => path.startsWith('/api/tournaments/{id}/') && 'get' in operations)
      .map(([path]) => path.replace('{id}', String(tournamentId)));
    expect(readings.length).toBeGreaterThan(5);
    const drawKeys = (value: unknown): string[] =>
      Array.isArray(value)
        ? value.flatMap(drawKeys)
        : value && typeof value === 'object'
          ? Object.entries(value).flatMap(([key, inner]) => [
              ...((key === 'hidden_holes' && (inner as unknown[]).length > 0) ||
              (key !== 'hidden_holes' && /hidden|seed/i.test(key))
                ? [key]
                : []),
              ...drawKeys(inner),
            ])
          : [];
    for (const reader of ['member', 'admin'] as const) {
      for (const path of readings.filter((reading) => !reading.endsWith('/stream/'))) {
        const answer = await call('GET', path, reader);
        expect(answer.statusCode, `${reader} ${path}`).toBeLessThan(500);
        if (String(answer.headers['content-type']).startsWith('application/json')) {
          expect(drawKeys(answer.json()), `${reader} ${path}`).toEqual([]);
        }
      }
    }
    // A worked example of the published India arithmetic, by hand: strokes over par on the 12 hidden holes (each hole
    // at most par + 3), times 1.2, to one decimal, at most the cap of the club's band of the declared handicap: the
    // Handicap Index on the day rounded half up, never the course handicap.
    const bitten = field.filter((line) => Math.round(line.handicap_index!) <= 17 && line.course_handicap > 17);
    expect(bitten.map((line) => [line.handicap_index, line.course_handicap])).toEqual([
      [17.2, 19],
      [16.5, 18],
      [16.4, 18],
    ]);
    const firstRows = (first.json() as Results).categories[0]!.rows;
    const cardOfHoles = await storedCards(roundId, holes);
    for (const line of field) {
      const strokes = cardOfHoles(line.member_id);
      const over = holes.reduce(
        (sum, hole, index) =>
          draw!.hidden_holes.includes(hole.hole_number)
            ? sum + Math.min(strokes[index]!, hole.par + 3) - hole.par
            : sum,
        0,
      );
      const cap = Math.round(line.handicap_index!) <= 17 ? 5 : 8;
      const handicap = Math.min(Math.max(0, Math.round(over * 12) / 10), cap);
      expect(firstRows.find((row) => row.member_id === line.member_id)!.peoria_handicap).toBe(handicap);
    }

    // Reset (audited) and calculated again: a new draw, the old one kept.
    expect(
      (await call('POST', url('reset_tournament_for_peoria/'), 'secondAdmin', undefined, secondClubId)).statusCode,
    ).toBe(404);
    const reset = await call('POST', url('reset_tournament_for_peoria/'), 'admin');
    expect(reset.statusCode, reset.body).toBe(204);
    const audited = await t.db
      .select({ entity: auditLog.entity, entityId: auditLog.entity_id })
      .from(auditLog)
      .where(eq(auditLog.entity, 'tournament_peoria_draws'));
    expect(audited).toContainEqual({ entity: 'tournament_peoria_draws', entityId: draw!.id });
    expect((await call('GET', url('results/'), 'admin')).statusCode).toBe(404);
    expect((await call('POST', url('calculate_result_for_tournament/'), 'admin')).statusCode).toBe(200);
    const [kept, redrawn] = await draws();
    expect(kept!.reset_at).not.toBeNull();
    expect(redrawn!.reset_at).toBeNull();

    const published = await call('POST', url('results/publish/'), 'admin');
    expect(published.json().hidden_holes).toEqual(redrawn!.hidden_holes);
    expect((await call('GET', url('results/'), 'member')).json().hidden_holes).toEqual(redrawn!.hidden_holes);
    // A public tournament's published results: anyone's, signed in or not.
    expect((await call('GET', url('results/'), 'anonymous', undefined, null)).json()).toEqual(published.json());
    const late = await call('POST', url('reset_tournament_for_peoria/'), 'admin');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      detail: 'The results are published; the Peoria draw is not reset after publication.',
    });
    // The answer kept in memory is still each caller's to read or not: once the board is hidden, members and the
    // public no longer read the results, its organisers do; another club never does.
    expect((await call('PATCH', url(''), 'admin', { leaderboard_visibility: 'hidden' })).statusCode).toBe(200);
    expect((await call('GET', url('results/'), 'member')).statusCode).toBe(404);
    expect((await call('GET', url('results/'), 'anonymous', undefined, null)).statusCode).toBe(404);
    expect((await call('GET', url('results/'), 'secondAdmin', undefined, secondClubId)).statusCode).toBe(404);
    expect((await call('GET', url('results/'), 'admin')).json()).toEqual(published.json());
  });

  it("ranks the Peoria, the double Peoria and the double Peoria without players' index by their named calculations", async () => {
    const named = [
      ['peoria', 'peoria/'],
      ['double_peoria', 'double_peoria/'],
      ['double_peoria_without_index', 'double_peoria_without_players_index/'],
    ] as const;
    for (const [index, [method, path]] of named.entries()) {
      const { tournamentId, roundId, holes, field } = await tournamentInPlay(
        { format: method },
        `2027-04-0${index + 1}`,
      );
      await saveScores(roundId, field, holes);
      const url = `/api/tournaments/${tournamentId}/${path}`;
      expect((await call('POST', url, 'secondAdmin', undefined, secondClubId)).statusCode).toBe(404);
      const answered = await call('POST', url, 'admin');
      expect(answered.statusCode, answered.body).toBe(200);
      const [draw] = await t.db
        .select()
        .from(tournamentPeoriaDraws)
        .where(eq(tournamentPeoriaDraws.tournament_id, tournamentId));
      await expectPeoriaResults(method, answered.json() as Results, roundId, holes, field, draw!.hidden_holes);
    }
  });

  it("shows every card hole by hole and each entry's handicaps worked out, as @fairway/golf gives them, to organisers only", async () => {
    const { tournamentId, roundId, holes, field } = await tournamentInPlay(
      { format: 'stableford', handicap_allowance: 95, max_handicap: 18 },
      '2027-05-08',
    );
    const [picked, handSet] = [field[1]!, field[4]!];
    await saveScores(
      roundId,
      field,
      holes,
      (memberId, holeNumber) => memberId !== picked.member_id || holeNumber !== 7,
    );
    await t.db
      .update(tournamentMembers)
      .set({ playing_handicap: handSet.playing_handicap + 3 })
      .where(eq(tournamentMembers.member_id, handSet.member_id));
    const url = `/api/tournaments/${tournamentId}/score_details/`;
    expect((await call('GET', url, 'member')).statusCode).toBe(403);
    expect((await call('GET', url, 'secondAdmin', undefined, secondClubId)).statusCode).toBe(404);
    // An event manager organises only their own tournaments.
    expect((await call('GET', url, 'events')).statusCode).toBe(404);
    expect((await call('GET', url, 'super', undefined, demoClubId)).statusCode).toBe(200);
    const answer = await call('GET', url, 'admin');
    expect(answer.statusCode, answer.body).toBe(200);
    const details = answer.json();
    expect(details).toMatchObject({ tournament_id: tournamentId, format: 'stableford', allowance_percent: 95 });
    expect(details.players).toHaveLength(field.length);

    const cardOf = await storedCards(roundId, holes);
    const golfCard: Hole[] = holes.map((hole) => ({ par: hole.par, strokeIndex: hole.stroke_index }));
    const snapshots = await t.db
      .select()
      .from(tournamentMembers)
      .where(eq(tournamentMembers.tournament_id, tournamentId));
    for (const player of details.players) {
      const snapshot = snapshots.find((entry) => entry.member_id === player.member_id)!;
      const expected = cardDetails({
        holes: golfCard,
        strokes: cardOf(player.member_id),
        playingHandicap: snapshot.playing_handicap!,
        courseHandicap: snapshot.course_handicap,
      });
      const [round] = player.rounds;
      expect(
        round.holes.map(
          ({ number: _number, par: _par, stroke_index: _index, ...hole }: Record<string, unknown>) => hole,
        ),
      ).toEqual(expected.holes);
      expect(round).toMatchObject({ round_number: 1, gross: expected.gross, points: expected.points });
      const workedOut = entryHandicaps({
        handicapIndex: snapshot.handicap_index!,
        courseRating: snapshot.course_rating!,
        slopeRating: snapshot.slope_rating!,
        par: snapshot.rated_par!,
        allowancePercent: 95,
        maximumPlayingHandicap: 18,
      });
      expect(player.handicap).toMatchObject({
        handicap_index: snapshot.handicap_index,
        playing_handicap: snapshot.playing_handicap,
        worked_out_playing_handicap: workedOut.playingHandicap,
        capped_by_maximum: workedOut.cappedByMaximum,
        set_by_organiser: player.member_id === handSet.member_id,
      });
    }
    const pickedRound = details.players.find((player: { member_id: number }) => player.member_id === picked.member_id)
      .rounds[0];
    expect(pickedRound.gross).toBeNull();
    expect(pickedRound.holes[6]).toMatchObject({ number: 7, strokes: null, points: 0, estimated: true });
  });

  // Fields of up to 156 golfers stored and worked out through the API, in every format: tens of seconds on a loaded
  // machine.
  it("computes every individual format as @fairway/golf does from the stored scores, on random fields of 2 to 156 (the demo club's 151 golfers and five guests from the second club) with ties forced", async () => {
    // The demo club has 151 golfers; five of the second club's own join it as guests, through the API, to make the
    // issue's full field of 156.
    const demoGolfers = await t.db
      .select({ id: golfCourseMembers.member_id })
      .from(golfCourseMembers)
      .where(eq(golfCourseMembers.golf_course_id, demoClubId));
    const guests = await t.db
      .select({ id: golfCourseMembers.member_id })
      .from(golfCourseMembers)
      .where(
        and(
          eq(golfCourseMembers.golf_course_id, secondClubId),
          notInArray(
            golfCourseMembers.member_id,
            demoGolfers.map((golfer) => golfer.id),
          ),
        ),
      )
      .orderBy(asc(golfCourseMembers.member_id))
      .limit(156 - demoGolfers.length);
    for (const guest of guests) {
      const joined = await call('POST', '/api/golf_course_members/add_existing_member_to_golf_course/', 'admin', {
        member_id: guest.id,
        is_guest: true,
      });
      expect(joined.statusCode, joined.body).toBe(201);
    }
    // The 156, men and women off the white tees: each on their own card (the ladies' stroke indexes), as the score
    // details give it.
    const men = await t.db
      .select({ id: members.id })
      .from(golfCourseMembers)
      .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
      .where(eq(golfCourseMembers.golf_course_id, demoClubId))
      .orderBy(asc(members.id))
      .limit(156);
    expect(men).toHaveLength(156);
    const clubBands = await t.db
      .select({ upTo: peoriaIndiaBands.up_to, cap: peoriaIndiaBands.cap })
      .from(peoriaIndiaBands)
      .where(eq(peoriaIndiaBands.golf_course_id, demoClubId))
      .orderBy(asc(peoriaIndiaBands.up_to));
    // Above the club's last band its cap applies; a club without bands has the published table.
    const bands = clubBands.length
      ? clubBands.map((band, index) => (index === clubBands.length - 1 ? { ...band, upTo: Infinity } : band))
      : undefined;
    const formats = [
      { format: 'stroke_play', scoring_basis: 'both' },
      { format: 'stableford' },
      { format: 'peoria' },
      { format: 'double_peoria' },
      { format: 'double_peoria_india' },
      { format: 'double_peoria_without_index' },
    ] as const;
    for (const [index, terms] of formats.entries()) {
      const { tournamentId, roundId, holes, field } = await tournamentInPlay(
        { ...terms, field_limit: 156 },
        `2027-05-${String(index + 10)}`,
        men,
      );
      const card: Hole[] = holes.map((hole) => ({ par: hole.par, strokeIndex: hole.stroke_index }));
      const details = await call('GET', `/api/tournaments/${tournamentId}/score_details/`, 'admin');
      expect(details.statusCode, details.body).toBe(200);
      const ownCards = new Map<number, Hole[]>(
        (
          details.json().players as {
            member_id: number;
            rounds: { holes: { par: number; stroke_index: number }[] }[];
          }[]
        ).map((player) => [
          player.member_id,
          player.rounds[0]!.holes.map((hole) => ({ par: hole.par, strokeIndex: hole.stroke_index })),
        ]),
      );
      expect(ownCards.size).toBe(men.length);
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 2, max: men.length }), fc.integer(), async (size, seed) => {
          const random = createSeededRandom(seed);
          // The players: `size` of the field at random, the others withdrawn.
          const playing = new Set(
            field
              .map((line) => ({ line, order: random() }))
              .sort((a, b) => a.order - b.order)
              .slice(0, size)
              .map(({ line }) => line.member_id),
          );
          const players = field.filter((line) => playing.has(line.member_id));
          await t.db
            .update(tournamentMembers)
            .set({ status: 'withdrawn' })
            .where(eq(tournamentMembers.tournament_id, tournamentId));
          await t.db
            .update(tournamentMembers)
            .set({ status: 'entered' })
            .where(
              and(
                eq(tournamentMembers.tournament_id, tournamentId),
                inArray(tournamentMembers.member_id, [...playing]),
              ),
            );
          // Cards around par; ties forced: a third of the players return another's card, as it is or with the same
          // total played differently (a stroke moved from one hole to another).
          const cards: number[][] = [];
          for (let player = 0; player < players.length; player++) {
            const twin = player > 0 && random() < 0.35 ? cards[Math.floor(random() * player)]! : undefined;
            const made = twin ? [...twin] : holes.map((hole) => Math.max(1, hole.par - 1 + Math.floor(random() * 5)));
            const [from, to] = [Math.floor(random() * holes.length), Math.floor(random() * holes.length)];
            if (twin && random() < 0.5 && made[from]! > 1) {
              made[from]! -= 1;
              made[to]! += 1;
            }
            cards.push(made);
          }
          await t.db.delete(playerScores).where(eq(playerScores.player_round_id, roundId));
          await t.db.insert(playerScores).values(
            players.flatMap((line, player) =>
              holes.map((hole, holeIndex) => ({
                golf_course_id: demoClubId,
                player_round_id: roundId,
                member_id: line.member_id,
                hole_number: hole.hole_number,
                strokes: cards[player]![holeIndex]!,
              })),
            ),
          );
          const calculated = await call(
            'POST',
            `/api/tournaments/${tournamentId}/calculate_result_for_tournament/`,
            'admin',
          );
          expect(calculated.statusCode, calculated.body).toBe(200);
          const answered = calculated.json() as Results;
          const results = {
            ...answered,
            categories: answered.categories.map((table) => ({
              ...table,
              rows: table.rows.filter((row) => row.position_display !== 'WD'),
            })),
          };
          expect(results.categories.flatMap((table) => table.rows)).toHaveLength(
            players.length * (terms.format === 'stroke_play' ? 2 : 1),
          );
          const entries = players.map((line, player) => ({
            id: String(line.member_id),
            strokes: cards[player]!,
            playingHandicap: line.playing_handicap,
            holes: ownCards.get(line.member_id)!,
          }));
          if (terms.format === 'stroke_play') {
            const net = results.categories.find((table) => table.category.endsWith('Net'))!.rows;
            const gross = results.categories.find((table) => table.category.endsWith('Gross'))!.rows;
            expect(tableOf(net, (row) => row.net)).toEqual(expectedTable(card, 'net', entries));
            expect(tableOf(gross, (row) => row.gross)).toEqual(expectedTable(card, 'gross', entries));
          } else if (terms.format === 'stableford') {
            const rows = results.categories[0]!.rows;
            expect(tableOf(rows, (row) => row.points)).toEqual(expectedTable(card, 'stableford', entries));
          } else {
            const [draw] = await t.db
              .select()
              .from(tournamentPeoriaDraws)
              .where(eq(tournamentPeoriaDraws.tournament_id, tournamentId));
            await expectPeoriaResults(
              terms.format,
              results,
              roundId,
              holes,
              players,
              draw!.hidden_holes,
              terms.format === 'double_peoria_india' ? bands : undefined,
              ownCards,
            );
          }
        }),
        // The whole field, the smallest, and one at random: three runs a format, as the suite's budget is tight.
        {
          numRuns: 1,
          examples: [
            [men.length, index],
            [2, index],
          ],
        },
      );
    }
  }, 120_000);

  it("gives golf-rules.md's worked examples: the Peoria handicaps in their classic par-72 forms, and countback on the exact 1/2, 1/3, 1/6 and 1/18 of the handicap in words", async () => {
    /** Stores each player's card through the API, by their place in the field. */
    const saveCards = async (
      roundId: number,
      field: Entry[],
      holes: CardHole[],
      cardOf: (player: number) => number[],
    ) => {
      const answer = await call(
        'POST',
        '/api/scores/save_score/',
        'admin',
        field.flatMap((line, player) =>
          holes.map((hole, holeIndex) => ({
            client_key: randomUUID(),
            base_version: 0,
            player_round_id: roundId,
            member_id: line.member_id,
            hole_number: hole.hole_number,
            strokes: cardOf(player)[holeIndex]!,
          })),
        ),
      );
      expect(answer.statusCode, answer.body).toBe(200);
    };

    // The Peoria and the double Peoria on the demo club's par-72 card, whose draw is the standard one (a par 3, 4 and
    // 5 a nine; a par 3, a par 5 and four par 4s a nine): (sum x 3 - 72) x 0.8 and (sum x 1.5 - 72) x 0.8 of the
    // strokes on the hidden holes. Cards of par to double bogey, under both hole caps; the seventh player one over
    // on every hole (30 and 60 strokes: 14.4, the published examples), the eighth level par (0).
    for (const [index, [method, path]] of (
      [
        ['peoria', 'peoria/'],
        ['double_peoria', 'double_peoria/'],
      ] as const
    ).entries()) {
      const { tournamentId, roundId, holes, field } = await tournamentInPlay(
        { format: method },
        `2027-06-0${index + 1}`,
      );
      expect(holes.reduce((sum, hole) => sum + hole.par, 0)).toBe(72);
      const overPar = (player: number, holeIndex: number) =>
        player === 6 ? 1 : player === 7 ? 0 : (player + holeIndex) % 3;
      await saveCards(roundId, field, holes, (player) =>
        holes.map((hole, holeIndex) => hole.par + overPar(player, holeIndex)),
      );
      const answer = await call('POST', `/api/tournaments/${tournamentId}/${path}`, 'admin');
      expect(answer.statusCode, answer.body).toBe(200);
      const [draw] = await t.db
        .select()
        .from(tournamentPeoriaDraws)
        .where(eq(tournamentPeoriaDraws.tournament_id, tournamentId));
      const hidden = holes.filter((hole) => draw!.hidden_holes.includes(hole.hole_number));
      expect(hidden.reduce((sum, hole) => sum + hole.par, 0)).toBe(method === 'peoria' ? 24 : 48);
      const rows = (answer.json() as Results).categories[0]!.rows;
      for (const [player, line] of field.entries()) {
        const sum = hidden.reduce((total, hole) => total + hole.par + overPar(player, holes.indexOf(hole)), 0);
        // In tenths, whole numbers: (3 sum - 72) x 8 and (3 sum - 144) x 4.
        const classic = (method === 'peoria' ? (3 * sum - 72) * 8 : (3 * sum - 144) * 4) / 10;
        const row = rows.find((one) => one.member_id === line.member_id)!;
        expect(row.peoria_handicap, `${method} ${sum}`).toBe(classic);
        expect(Math.round(row.net! * 10)).toBe(row.gross! * 10 - Math.round(classic * 10));
      }
      expect(rows.find((row) => row.member_id === field[6]!.member_id)!.peoria_handicap).toBe(14.4);
      expect(rows.find((row) => row.member_id === field[7]!.member_id)!.peoria_handicap).toBe(0);
    }

    // Countback on a net tie: four pairs level on net 72, 73, 74 and 75, split on the last 9 (half the handicap), the
    // last 6 (a third), the last 3 (a sixth) and the last hole (an eighteenth). The fourth pair is CONGU's: 10 and
    // 16 are level on the last 6 and 3 only in exact fractions (27 - 10/3 = 29 - 16/3, 14 - 10/6 = 15 - 16/6).
    const { tournamentId, roundId, holes, field } = await tournamentInPlay(
      { format: 'stroke_play', scoring_basis: 'net' },
      '2027-06-05',
    );
    const spread = (strokes: number, count: number) =>
      Array.from({ length: count }, (_, index) => Math.floor(strokes / count) + (index < strokes % count ? 1 : 0));
    /** An 18-hole card of the given gross over the round, the last 9, 6 and 3 holes and the last hole. */
    const cardWith = (total: number, last9: number, last6: number, last3: number, last1: number) => [
      ...spread(total - last9, 9),
      ...spread(last9 - last6, 3),
      ...spread(last6 - last3, 3),
      ...spread(last3 - last1, 2),
      last1,
    ];
    const players = [
      { playingHandicap: 10, card: cardWith(82, 40, 27, 13, 4), countback: 'better last 9: 35 v 36' },
      { playingHandicap: 10, card: cardWith(82, 41, 27, 13, 4), countback: 'worse last 9: 36 v 35' },
      { playingHandicap: 10, card: cardWith(83, 40, 26, 13, 4), countback: 'better last 6: 22.67 v 24.33' },
      { playingHandicap: 14, card: cardWith(87, 42, 29, 14, 4), countback: 'worse last 6: 24.33 v 22.67' },
      { playingHandicap: 15, card: cardWith(89, 43, 29, 14, 5), countback: 'better last 3: 11.5 v 12.5' },
      { playingHandicap: 9, card: cardWith(83, 40, 27, 14, 5), countback: 'worse last 3: 12.5 v 11.5' },
      { playingHandicap: 16, card: cardWith(91, 43, 29, 15, 4), countback: 'better last hole: 3.11 v 3.44' },
      { playingHandicap: 10, card: cardWith(85, 40, 27, 14, 4), countback: 'worse last hole: 3.44 v 3.11' },
    ];
    for (const [player, line] of field.entries()) {
      await t.db
        .update(tournamentMembers)
        .set({ playing_handicap: players[player]!.playingHandicap })
        .where(and(eq(tournamentMembers.tournament_id, tournamentId), eq(tournamentMembers.member_id, line.member_id)));
    }
    await saveCards(roundId, field, holes, (player) => players[player]!.card);
    const calculate = async () => {
      const answer = await call('POST', `/api/tournaments/${tournamentId}/calculate_result_for_tournament/`, 'admin');
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json() as Results).categories[0]!.rows;
    };
    const rows = await calculate();
    expect(
      rows.map((row) => ({
        member_id: row.member_id,
        position_display: row.position_display,
        net: row.net,
        countback: row.countback,
      })),
    ).toEqual(
      players.map((player, index) => ({
        member_id: field[index]!.member_id,
        position_display: String(index + 1),
        net: 72 + Math.floor(index / 2),
        countback: player.countback,
      })),
    );
    // Rounded half up (the tournament's choice), 10 and 16 are level on every part: the tie stands.
    const rounded = await call('PATCH', `/api/tournaments/${tournamentId}/`, 'admin', {
      countback_fractions: 'round_half_up',
    });
    expect(rounded.statusCode, rounded.body).toBe(200);
    expect((await calculate()).slice(6).map((row) => [row.member_id, row.position_display, row.countback])).toEqual(
      [6, 7].map((player) => [field[player]!.member_id, 'T7', 'tie stands: level on the last 9, 6, 3 and 1 holes']),
    );
  });
});
