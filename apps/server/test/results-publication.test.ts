import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { mailOutbox, members, playerScores, prizeTypes } from '../src/db/schema/index.js';
import { whiteTeesAndMen } from './demo-field.js';
import { callsAs, demoClubId, secondClubId, useTestApp } from './test-app.js';
import { roundInPlay } from './tournament-round.js';

const t = useTestApp({ logLevel: 'error' });
const call = callsAs(t);

type Row = { position: number | null; position_display: string; member_id: number; name: string };
type Table = { category: string; rows: Row[] };
type Prize = {
  id: number;
  prize_type_name: string;
  position: number;
  winner_member_id: number | null;
  winner_name: string | null;
  currency: string;
};
type Results = { published: boolean; categories: Table[]; prizes: Prize[] };

async function textOf(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/**
 * A public stroke play of eight of the demo club's men, net and gross, in a series, with three prizes, played: each
 * man's gross one more than the last's, so that the tables differ as the handicaps differ.
 */
async function playedTournament() {
  const { white, men } = await whiteTeesAndMen(t.db);
  const series = await call('POST', '/api/tournament_masters/', 'admin', { name: 'Spring Medal' });
  expect(series.statusCode, series.body).toBe(201);
  const made = await call('POST', '/api/tournaments/', 'admin', {
    name: 'Spring Medal 2027',
    tournament_master_id: series.json().id,
    start_date: '2027-05-01',
    end_date: '2027-05-01',
    format: 'stroke_play',
    scoring_basis: 'both',
    leaderboard_visibility: 'public',
    men_hole_category_id: white,
    women_hole_category_id: white,
  });
  expect(made.statusCode, made.body).toBe(201);
  const tournamentId = made.json().id as number;
  const memberIds = men.map((man) => man.id);
  await call('POST', '/api/tournament_members/bulk_enter/', 'admin', {
    tournament_id: tournamentId,
    member_ids: memberIds,
  });
  await call('POST', `/api/tournaments/${tournamentId}/change_status/`, 'admin', { status: 'open' });
  const roundId = await roundInPlay(call, tournamentId, 1, '2027-05-01');
  const holes = (await call('GET', `/api/tournaments/${tournamentId}/detailed_leaderboard/`, 'admin')).json().holes as {
    hole_number: number;
    par: number;
  }[];
  const saved = await call(
    'POST',
    '/api/scores/save_score/',
    'admin',
    memberIds.flatMap((memberId, player) =>
      holes.map((hole, index) => ({
        client_key: randomUUID(),
        base_version: 0,
        player_round_id: roundId,
        member_id: memberId,
        hole_number: hole.hole_number,
        strokes: hole.par + (index < player ? 1 : 0),
      })),
    ),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  const types = Object.fromEntries(
    (await t.db.select({ id: prizeTypes.id, name: prizeTypes.name }).from(prizeTypes)).map((type) => [
      type.name,
      type.id,
    ]),
  );
  for (const [name, position] of [
    ['Net Winner', 1],
    ['Gross Winner', 1],
    ['Net Runner-up', 2],
  ] as const) {
    const prize = await call('POST', '/api/tournament_prizes/', 'admin', {
      tournament_id: tournamentId,
      prize_type_id: types[name],
      position,
      category: '',
      value_minor: 5000,
    });
    expect(prize.statusCode, prize.body).toBe(201);
  }
  return { tournamentId, seriesId: series.json().id as number, roundId, memberIds, holes };
}

const tableOf = (results: Results, name: string) => results.categories.find((table) => table.category === name)!.rows;

describe('publishing results', () => {
  it('fills the prizes, mails each entrant, prints the sheet, keeps the series history; a correction is recalculated, compared and published again', async () => {
    const { tournamentId, seriesId, roundId, memberIds, holes } = await playedTournament();
    const url = (path: string) => `/api/tournaments/${tournamentId}/${path}`;
    const early = await call('POST', url('recalculate_score_details_for_tournament/'), 'admin');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: 'The results are not published yet: calculate them again instead.' });
    const calculated = await call('POST', url('calculate_result_for_tournament/'), 'admin');
    expect(calculated.statusCode, calculated.body).toBe(200);
    expect((calculated.json() as Results).prizes.map((prize) => prize.winner_member_id)).toEqual([null, null, null]);

    // The sheet before publication: the organisers' alone, marked provisional; on A4 until the club asks for Letter.
    expect((await call('GET', url('generate_pdf_view/'), 'member')).statusCode).toBe(404);
    const provisional = await call('GET', url('generate_pdf_view/'), 'admin');
    expect(provisional.statusCode, provisional.body).toBe(200);
    expect(provisional.headers['content-type']).toBe('application/pdf');
    expect(provisional.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(await textOf(provisional.rawPayload)).toContain('Provisional: not published yet');
    // Its days as the club writes them, DD/MM/YYYY.
    expect(await textOf(provisional.rawPayload)).toContain('01/05/2027');

    const published = await call('POST', url('results/publish/'), 'admin');
    expect(published.statusCode, published.body).toBe(200);
    const results = published.json() as Results;
    // One prize a player (the club's default): the first places first, each down the order past a player who has one.
    const net = tableOf(results, 'Net');
    const gross = tableOf(results, 'Gross');
    const netWinner = net[0]!.member_id;
    const grossWinner = gross.find((row) => row.member_id !== netWinner)!.member_id;
    const runnerUp = net.slice(1).find((row) => ![netWinner, grossWinner].includes(row.member_id))!.member_id;
    expect(results.prizes.map((prize) => [prize.prize_type_name, prize.winner_member_id])).toEqual([
      ['Net Winner', netWinner],
      ['Gross Winner', grossWinner],
      ['Net Runner-up', runnerUp],
    ]);
    const nameOf = (memberId: number) => net.find((row) => row.member_id === memberId)!.name;
    expect(results.prizes.map((prize) => prize.winner_name)).toEqual([netWinner, grossWinner, runnerUp].map(nameOf));
    // Each value in the club's currency, for a page that has no club chosen to ask.
    expect(results.prizes.map((prize) => prize.currency)).toEqual(['GBP', 'GBP', 'GBP']);
    // Anyone reads a public tournament's results, prizes and all, without signing in.
    expect((await call('GET', url('results/'), 'anonymous', undefined, null)).json()).toEqual(results);

    // Each entrant with an address is mailed their position, totals and the link to the sheet.
    const addressed = await t.db
      .select({ id: members.id, email: members.email })
      .from(members)
      .where(and(inArray(members.id, memberIds), ne(members.email, '')));
    expect(addressed.length).toBeGreaterThan(0);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Your result in Spring Medal 2027'));
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(addressed.map((member) => member.email).sort());
    const winnersMail = mails.find((mail) => mail.recipient === addressed.find((m) => m.id === netWinner)?.email);
    if (winnersMail) {
      const line = net[0]!;
      expect(winnersMail.text_body).toContain(`Net: position ${line.position_display}, net `);
    }
    expect(mails[0]!.text_body).toContain(`/api/tournaments/${tournamentId}/generate_pdf_view/`);
    expect(mails[0]!.text_body).toContain(`/tournament-results?tournament=${tournamentId}`);

    // The sheet, published: anyone's for a public tournament, on the club's Letter paper, with the winners' names.
    const paper = await call('PATCH', `/api/golf_courses/${demoClubId}/`, 'admin', { paper_size: 'letter' });
    expect(paper.statusCode, paper.body).toBe(200);
    expect(paper.json()).toMatchObject({ paper_size: 'letter', prizes_per_player: 1 });
    const sheet = await call('GET', url('generate_pdf_view/'), 'anonymous', undefined, null);
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(sheet.headers['content-disposition']).toBe('attachment; filename="spring-medal-2027-results.pdf"');
    expect(sheet.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 612 792]');
    const text = await textOf(sheet.rawPayload);
    for (const words of [
      'Spring Medal 2027: results',
      'Published results',
      'Net',
      'Gross',
      'Prizes',
      nameOf(netWinner),
      nameOf(grossWinner),
      nameOf(runnerUp),
    ]) {
      expect(text).toContain(words);
    }

    // The series' history: this edition's winners by year and table, for the club; another club finds nothing.
    const history = await call('GET', `/api/tournament_masters/${seriesId}/tournament_result_history/`, 'member');
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json()).toEqual({
      tournament_master_id: seriesId,
      name: 'Spring Medal',
      editions: [
        {
          year: 2027,
          tournament_id: tournamentId,
          tournament_name: 'Spring Medal 2027',
          start_date: '2027-05-01',
          format: 'stroke_play',
          basis: 'both',
          categories: ['Net', 'Gross'].map((category) => ({
            category,
            winners: tableOf(results, category)
              .filter((row) => row.position === 1)
              .map((row) => expect.objectContaining({ member_id: row.member_id, name: row.name })),
          })),
        },
      ],
    });

    // The members' list of published results holds this edition with its series; another club's list does not.
    const listed = await call('GET', '/api/tournaments/published_results/', 'member');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toContainEqual({
      tournament_id: tournamentId,
      tournament_name: 'Spring Medal 2027',
      start_date: '2027-05-01',
      format: 'stroke_play',
      tournament_master_id: seriesId,
      tournament_master_name: 'Spring Medal',
      published_at: expect.any(String),
    });
    const elsewhere = await call('GET', '/api/tournaments/published_results/', 'secondAdmin', undefined, secondClubId);
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(elsewhere.json().map((one: { tournament_id: number }) => one.tournament_id)).not.toContain(tournamentId);
    expect((await call('GET', '/api/tournaments/published_results/', 'anonymous', undefined, null)).statusCode).toBe(
      401,
    );

    // Published once: the same results again are refused, and calculating is a recalculation now.
    const twice = await call('POST', url('results/publish/'), 'admin');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: 'The results are already published.' });
    expect((await call('POST', url('calculate_result_for_tournament/'), 'admin')).statusCode).toBe(409);
    expect((await call('GET', url('recalculate_score_details_for_tournament/'), 'admin')).statusCode).toBe(404);

    // A correction: the net winner's first hole was four strokes more.
    const [first] = await t.db
      .select({ version: playerScores.version, strokes: playerScores.strokes })
      .from(playerScores)
      .where(
        and(
          eq(playerScores.player_round_id, roundId),
          eq(playerScores.member_id, netWinner),
          eq(playerScores.hole_number, holes[0]!.hole_number),
        ),
      );
    const corrected = await call('POST', '/api/scores/save_score/', 'admin', {
      client_key: randomUUID(),
      base_version: first!.version,
      player_round_id: roundId,
      member_id: netWinner,
      hole_number: holes[0]!.hole_number,
      strokes: first!.strokes! + 4,
      reason: 'Card checked after the round',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const recalculated = await call('POST', url('recalculate_score_details_for_tournament/'), 'admin');
    expect(recalculated.statusCode, recalculated.body).toBe(200);
    const correction = recalculated.json();
    expect(correction.results.published).toBe(false);
    const winnerChange = correction.changes.find(
      (change: { category: string; member_id: number }) => change.category === 'Net' && change.member_id === netWinner,
    );
    expect(winnerChange.published.position).toBe(1);
    expect(winnerChange.recalculated.gross).toBe(winnerChange.published.gross + 4);
    expect(winnerChange.recalculated.net).toBe(winnerChange.published.net + 4);
    expect(winnerChange.recalculated.position).toBe(
      tableOf(correction.results, 'Net').find((row) => row.member_id === netWinner)!.position,
    );
    // Only the lines that differ: every other player's line in the tables is as published.
    for (const change of correction.changes as { published: unknown; recalculated: unknown }[]) {
      expect(change.published).not.toEqual(change.recalculated);
    }
    expect((await call('GET', url('recalculate_score_details_for_tournament/'), 'admin')).json()).toEqual(correction);
    // Until it is published, everyone reads the published results; another club reaches none of it.
    expect((await call('GET', url('results/'), 'member')).json()).toEqual(results);
    for (const [method, path] of [
      ['POST', url('recalculate_score_details_for_tournament/')],
      ['GET', url('recalculate_score_details_for_tournament/')],
      ['GET', url('generate_pdf_view/')],
      ['GET', `/api/tournament_masters/${seriesId}/tournament_result_history/`],
    ] as const) {
      expect((await call(method, path, 'secondAdmin', undefined, secondClubId)).statusCode, path).toBe(404);
    }
    expect((await call('POST', url('recalculate_score_details_for_tournament/'), 'member')).statusCode).toBe(403);

    // Published again, with three prizes a player allowed: the recalculation replaces the published results, the
    // prizes follow the tables' order, and only the entrants whose result changed are mailed.
    const allowance = await call('PATCH', `/api/golf_courses/${demoClubId}/`, 'admin', { prizes_per_player: 3 });
    expect(allowance.statusCode, allowance.body).toBe(200);
    const again = await call('POST', url('results/publish/'), 'admin');
    expect(again.statusCode, again.body).toBe(200);
    const republished = again.json() as Results;
    expect(republished).toMatchObject({ published: true, categories: correction.results.categories });
    expect(republished.prizes.map((prize) => prize.winner_member_id)).toEqual([
      tableOf(republished, 'Net')[0]!.member_id,
      tableOf(republished, 'Gross')[0]!.member_id,
      tableOf(republished, 'Net')[1]!.member_id,
    ]);
    const correctedMails = await t.db
      .select({ recipient: mailOutbox.recipient })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Your result in Spring Medal 2027, corrected'));
    const changedIds = new Set(correction.changes.map((change: { member_id: number }) => change.member_id));
    expect(correctedMails.map((mail) => mail.recipient).sort()).toEqual(
      addressed
        .filter((member) => changedIds.has(member.id))
        .map((member) => member.email)
        .sort(),
    );
    expect((await call('GET', url('results/'), 'member')).json()).toEqual(republished);
    expect((await call('POST', url('results/publish/'), 'admin')).statusCode).toBe(409);
    const reset = await call('PATCH', `/api/golf_courses/${demoClubId}/`, 'admin', { prizes_per_player: 0 });
    expect(reset.statusCode).toBe(400);
    expect(Object.keys(reset.json())).toEqual(['prizes_per_player']);
  });

  it("gives each side contest's prizes to its standings when the results are published, the pins' one to each contest", async () => {
    const { tournamentId, roundId, memberIds, holes } = await playedTournament();
    const types = Object.fromEntries(
      (await t.db.select({ id: prizeTypes.id, name: prizeTypes.name }).from(prizeTypes)).map((type) => [
        type.name,
        type.id,
      ]),
    );
    const par3s = holes.filter((hole) => hole.par === 3).slice(0, 2);
    const par5 = holes.find((hole) => hole.par === 5)!;
    const contest = async (kind: string, holeNumber: number, prizeType: string) => {
      const made = await call('POST', '/api/contests/', 'admin', {
        player_round_id: roundId,
        kind,
        hole_number: holeNumber,
        prize_type_id: types[prizeType],
      });
      expect(made.statusCode, made.body).toBe(201);
      return made.json().id as number;
    };
    const [firstPin, secondPin] = [
      await contest('nearest_to_pin', par3s[0]!.hole_number, 'Nearest to Pin'),
      await contest('nearest_to_pin', par3s[1]!.hole_number, 'Nearest to Pin'),
    ];
    const drive = await contest('longest_drive', par5.hole_number, 'Longest Drive');
    const prize = async (type: string, position: number) =>
      expect(
        (
          await call('POST', '/api/tournament_prizes/', 'admin', {
            tournament_id: tournamentId,
            prize_type_id: types[type],
            position,
            category: '',
            value_minor: 2000,
          })
        ).statusCode,
      ).toBe(201);
    await prize('Nearest to Pin', 1);
    await prize('Nearest to Pin', 1);
    await prize('Longest Drive', 1);
    await prize('Longest Drive', 2);
    const measure = async (path: string, contestId: number, memberId: number, body: Record<string, unknown>) =>
      expect(
        (
          await call('POST', `/api/${path}/`, 'admin', {
            client_key: randomUUID(),
            contest_id: contestId,
            member_id: memberId,
            ...body,
          })
        ).statusCode,
      ).toBe(200);
    // The first pin: the third man nearest; the second: the fifth; the drive: the second man, the first level with
    // the fourth behind him (measured first), the sixth not in contention.
    await measure('save_nearest_to_pin_distance', firstPin, memberIds[0]!, { feet: 12, inches: 4 });
    await measure('save_nearest_to_pin_distance', firstPin, memberIds[2]!, { feet: 3, inches: 1 });
    await measure('save_nearest_to_pin_distance', secondPin, memberIds[4]!, { feet: 8, inches: 0 });
    await measure('save_longest_drive_distance', drive, memberIds[1]!, { distance: 288.5 });
    await measure('save_longest_drive_distance', drive, memberIds[0]!, { distance: 251 });
    await measure('save_longest_drive_distance', drive, memberIds[3]!, { distance: 251 });
    await measure('save_longest_drive_distance', drive, memberIds[5]!, { not_in_contention: true });

    expect(
      (await call('POST', `/api/tournaments/${tournamentId}/calculate_result_for_tournament/`, 'admin')).statusCode,
    ).toBe(200);
    const published = await call('POST', `/api/tournaments/${tournamentId}/results/publish/`, 'admin');
    expect(published.statusCode, published.body).toBe(200);
    const contestPrizes = (published.json() as Results).prizes
      .filter((line) => ['Nearest to Pin', 'Longest Drive'].includes(line.prize_type_name))
      .map((line) => [line.prize_type_name, line.position, line.winner_member_id]);
    expect(contestPrizes).toEqual([
      ['Nearest to Pin', 1, memberIds[2]],
      ['Nearest to Pin', 1, memberIds[4]],
      ['Longest Drive', 1, memberIds[1]],
      ['Longest Drive', 2, memberIds[0]],
    ]);
  });
});
