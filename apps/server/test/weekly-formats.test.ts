import { randomUUID } from 'node:crypto';
import { PDFParse } from 'pdf-parse';
import {
  courseHandicap,
  eclecticCard,
  equalFlights,
  rankField,
  recommendedAllowance,
  scrambleHandicap,
  sideHandicap,
  skins,
  skinsHolders,
  type Hole,
} from '@fairway/golf';
import type { LeaderboardRow } from '@fairway/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerRoundGroupMembers, playerRoundGroups, playerScores } from '../src/db/schema/index.js';
import { whiteTeesAndMen } from './demo-field.js';
import { callsAs, demoClubId, secondClubId, useTestApp } from './test-app.js';
import { roundInPlay, tournamentRound } from './tournament-round.js';

const t = useTestApp({ logLevel: 'error' });
const call = callsAs(t);

type Tournament = {
  id: number;
  format: string;
  handicap_allowance: number;
  team_size: number | null;
  played_as: string | null;
  minimum_drives: number;
  skins_ties: string;
  skins_last_hole_tie: string;
  skins_pot_minor: number;
  scoring_basis: string;
  flights: unknown;
};

/** A tournament of the demo club off the white tees, as its admin makes it: the answer. */
async function make(terms: Record<string, unknown>) {
  const { white } = await whiteTeesAndMen(t.db);
  return call('POST', '/api/tournaments/', 'admin', {
    name: `Weekly ${String(terms.format)} ${Math.random()}`,
    start_date: '2027-02-06',
    end_date: '2027-02-06',
    men_hole_category_id: white,
    women_hole_category_id: white,
    ...terms,
  });
}

async function made(terms: Record<string, unknown>): Promise<Tournament> {
  const answer = await make(terms);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as Tournament;
}

/** A team of the tournament, and each of `memberIds` entered in it: the answers of the entries, in order. */
async function teamOf(tournamentId: number, name: string, memberIds: number[]) {
  const team = await call('POST', '/api/tournament_teams/', 'admin', { tournament_id: tournamentId, name });
  expect(team.statusCode, team.body).toBe(201);
  const answers = [];
  for (const memberId of memberIds) {
    answers.push(
      await call('POST', '/api/tournament_members/', 'admin', {
        tournament_id: tournamentId,
        member_id: memberId,
        team_id: team.json().id,
      }),
    );
  }
  return answers;
}

describe('the formats clubs play every week on a tournament', () => {
  it('makes each with its recommended allowance, a side of two and stroke play unless it says', async () => {
    for (const format of ['foursomes', 'greensomes', 'chapman'] as const) {
      const side = await made({ format });
      expect(side).toMatchObject({ format, team_size: 2, played_as: 'stroke_play' });
      expect(side.handicap_allowance).toBe(recommendedAllowance({ format }));
    }
    const scramble = await made({ format: 'scramble', team_size: 4, minimum_drives: 3, played_as: 'stableford' });
    expect(scramble).toMatchObject({ team_size: 4, minimum_drives: 3, played_as: 'stableford' });
    expect(scramble.handicap_allowance).toBe(recommendedAllowance({ format: 'scramble' }));
    const skins = await made({
      format: 'skins',
      scoring_basis: 'net',
      skins_ties: 'void',
      skins_last_hole_tie: 'play_off',
      skins_pot_minor: 14_400,
    });
    expect(skins).toMatchObject({
      scoring_basis: 'net',
      skins_ties: 'void',
      skins_last_hole_tie: 'play_off',
      skins_pot_minor: 14_400,
      played_as: null,
      team_size: null,
    });
    expect(skins.handicap_allowance).toBe(recommendedAllowance({ format: 'skins' }));
    const eclectic = await made({ format: 'eclectic', rounds_count: 4, end_date: '2027-02-27' });
    expect(eclectic).toMatchObject({ played_as: 'stroke_play' });
    expect(eclectic.handicap_allowance).toBe(recommendedAllowance({ format: 'eclectic' }));
    const medal = await made({ format: 'stroke_play', played_as: null });
    expect(medal.played_as).toBeNull();
    // Changed to greensomes, a medal's draft becomes a side of two played as stroke play.
    const changed = await call('PATCH', `/api/tournaments/${medal.id}/`, 'admin', { format: 'greensomes' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ format: 'greensomes', team_size: 2, played_as: 'stroke_play' });
  });

  it('refuses a side of three, a scramble team over its size and a format played in a way its rules do not allow', async () => {
    const sideOfThree = await make({ format: 'greensomes', team_size: 3 });
    expect(sideOfThree.statusCode).toBe(400);
    expect(sideOfThree.json().team_size).toEqual(['A greensomes side is two players, not 3.']);
    const scrambleOfFive = await make({ format: 'scramble', team_size: 5 });
    expect(scrambleOfFive.statusCode).toBe(400);
    expect(scrambleOfFive.json().team_size).toEqual(['A scramble team is 2 to 4 players, not 5.']);
    const scrambleMatch = await make({ format: 'scramble', team_size: 4, played_as: 'match_play' });
    expect(scrambleMatch.statusCode).toBe(400);
    expect(scrambleMatch.json().played_as).toEqual(['A scramble is played as stroke play, Stableford.']);
    const medalAsStableford = await make({ format: 'stroke_play', played_as: 'stableford' });
    expect(medalAsStableford.statusCode).toBe(400);
    expect(medalAsStableford.json().played_as).toHaveLength(1);

    const { men } = await whiteTeesAndMen(t.db);
    const greensomes = await made({ format: 'greensomes' });
    const [first, second, third] = await teamOf(greensomes.id, 'Byrne and Lowry', [men[0]!.id, men[1]!.id, men[2]!.id]);
    expect(first!.statusCode, first!.body).toBe(201);
    expect(second!.statusCode, second!.body).toBe(201);
    expect(third!.statusCode, third!.body).toBe(400);
    expect(third!.json().team_id).toEqual(['Byrne and Lowry is full: a team has 2 players.']);
    const widened = await call('PATCH', `/api/tournaments/${greensomes.id}/`, 'admin', { team_size: 3 });
    expect(widened.statusCode).toBe(400);
    const scramble = await made({ format: 'scramble', team_size: 3 });
    const entries = await teamOf(scramble.id, 'Texas', [men[0]!.id, men[1]!.id, men[2]!.id, men[3]!.id]);
    expect(entries.map((entry) => entry.statusCode)).toEqual([201, 201, 201, 400]);
    const field = await call('GET', `/api/tournament_members/?tournament_id=${scramble.id}`, 'admin');
    expect(field.json().count).toBe(3);
  });

  it('refuses a skins pot not a whole number of minor units, and skins on gross and net at once', async () => {
    const fraction = await make({ format: 'skins', skins_pot_minor: 1250.5 });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().skins_pot_minor).toEqual(['A valid integer is required.']);
    const negative = await make({ format: 'skins', skins_pot_minor: -100 });
    expect(negative.statusCode).toBe(400);
    const both = await make({ format: 'skins', scoring_basis: 'both' });
    expect(both.statusCode).toBe(400);
    expect(both.json().scoring_basis).toEqual(['Skins are won on gross or on net scores, not both.']);
  });

  it('splits a field into flights by bands of Handicap Index, refusing bands that overlap and changing nothing', async () => {
    const bands = [
      { name: 'A', from_index: -10, to_index: 12 },
      { name: 'B', from_index: 12.1, to_index: 24 },
      { name: 'C', from_index: 24.1, to_index: 54 },
    ];
    const flighted = await made({ format: 'stableford', flights: { method: 'index_bands', bands } });
    expect(flighted.flights).toEqual({ method: 'index_bands', bands });
    const overlapping = await call('PATCH', `/api/tournaments/${flighted.id}/`, 'admin', {
      flights: { method: 'index_bands', bands: [bands[0], { name: 'B', from_index: 11.5, to_index: 54 }] },
    });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().flights).toEqual(["The flights' Handicap Index bands overlap: B overlaps A."]);
    const gap = await make({
      format: 'stableford',
      flights: { method: 'index_bands', bands: [bands[0], bands[2]] },
    });
    expect(gap.statusCode).toBe(400);
    expect(gap.json().flights).toEqual(["The flights' Handicap Index bands leave a gap: C leaves a gap after A."]);
    const kept = await call('GET', `/api/tournaments/${flighted.id}/`, 'admin');
    expect(kept.json().flights).toEqual({ method: 'index_bands', bands });
    const equal = await made({ format: 'stroke_play', flights: { method: 'equal_sizes', count: 3 } });
    expect(equal.flights).toEqual({ method: 'equal_sizes', count: 3 });
  });

  it("keeps another club's tournaments out of reach", async () => {
    const skins = await made({ format: 'skins', skins_pot_minor: 5_000 });
    const other = await call('PATCH', `/api/tournaments/${skins.id}/`, 'secondAdmin', { skins_pot_minor: 9_000 }, 2);
    expect(other.statusCode).toBe(404);
    const kept = await call('GET', `/api/tournaments/${skins.id}/`, 'admin');
    expect(kept.json().skins_pot_minor).toBe(5_000);
  });
});

type CardHole = { hole_number: number; par: number; stroke_index: number };
type ResultRow = {
  member_id: number;
  name: string;
  position: number;
  net: number;
  points: number;
  playing_handicap: number;
};
type Entry = { member_id: number; name: string; handicap_index: number | null; playing_handicap: number };

/** A tournament of eight of the demo club's men off the white tees, entered and open: its id and field. */
async function openTournament(terms: Record<string, unknown>) {
  const { men } = await whiteTeesAndMen(t.db);
  const tournament = await made({ start_date: '2027-03-06', end_date: '2027-03-06', ...terms });
  const entered = await call('POST', '/api/tournament_members/bulk_enter/', 'admin', {
    tournament_id: tournament.id,
    member_ids: men.map((man) => man.id),
  });
  expect(entered.statusCode, entered.body).toBe(201);
  await call('POST', `/api/tournaments/${tournament.id}/change_status/`, 'admin', { status: 'open' });
  return tournament.id;
}

/**
 * A round drawn in fours and in play, each player's strokes saved as `strokesOf` gives them (a hole it gives no
 * strokes is not played yet): the round's card.
 */
async function roundPlayed(
  tournamentId: number,
  roundNumber: number,
  playDate: string,
  strokesOf: (player: number, holeIndex: number, par: number) => number | undefined,
) {
  const roundId = await tournamentRound(call, tournamentId, roundNumber, playDate);
  await call('POST', '/api/player_round_groups/draw/', 'admin', {
    player_round_id: roundId,
    method: 'random',
    group_size: 4,
    start_type: 'tee_times',
    first_tee_time: '08:00',
    interval_minutes: 10,
    seed: 5,
  });
  const active = await call('POST', '/api/player_rounds/change_player_round_status/', 'admin', {
    player_round_id: roundId,
    status: 'active',
  });
  expect(active.statusCode, active.body).toBe(200);
  const board = (await call('GET', `/api/tournaments/${tournamentId}/detailed_leaderboard/`, 'admin')).json();
  const holes = board.holes as CardHole[];
  const field = (await call('GET', `/api/tournament_members/?tournament_id=${tournamentId}&page_size=100`)).json()
    .results as Entry[];
  const saved = await call(
    'POST',
    '/api/scores/save_score/',
    'admin',
    field.flatMap((entry, player) =>
      holes.flatMap((hole, holeIndex) => {
        const strokes = strokesOf(player, holeIndex, hole.par);
        if (strokes === undefined) return [];
        return [scoreEntry(roundId, entry.member_id, hole.hole_number, strokes)];
      }),
    ),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  return { roundId, holes, field };
}

/** A score as a phone saves it, the first of its hole. */
const scoreEntry = (roundId: number, memberId: number, holeNumber: number, strokes: number) => ({
  client_key: randomUUID(),
  base_version: 0,
  player_round_id: roundId,
  member_id: memberId,
  hole_number: holeNumber,
  strokes,
});

/** The stored strokes of a member's card of a round, in card order. */
async function storedStrokes(roundId: number, memberId: number, holes: CardHole[]) {
  const rows = await t.db
    .select({ hole: playerScores.hole_number, strokes: playerScores.strokes })
    .from(playerScores)
    .where(and(eq(playerScores.player_round_id, roundId), eq(playerScores.member_id, memberId)));
  return holes.map((hole) => rows.find((row) => row.hole === hole.hole_number)?.strokes ?? null);
}

const golfHoles = (holes: CardHole[]): Hole[] =>
  holes.map((hole) => ({ par: hole.par, strokeIndex: hole.stroke_index }));
const calculate = (tournamentId: number, who: 'admin' | 'secondAdmin' | 'member' = 'admin') =>
  call(
    'POST',
    `/api/tournaments/${tournamentId}/calculate_result_for_tournament/`,
    who,
    undefined,
    who === 'secondAdmin' ? secondClubId : demoClubId,
  );

/** The results sheet's text as the organiser prints it, its lines run together with single spaces. */
async function sheetText(tournamentId: number) {
  const pdf = await call('GET', `/api/tournaments/${tournamentId}/generate_pdf_view/`, 'admin');
  expect(pdf.statusCode).toBe(200);
  const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
  const { text } = await parser.getText().finally(() => parser.destroy());
  return text.replace(/\s+/g, ' ');
}

describe('the results of the formats clubs play every week', () => {
  it('ranks a skins game as @fairway/golf does from the stored cards, each hole in words', async () => {
    const tournamentId = await openTournament({
      format: 'skins',
      scoring_basis: 'net',
      skins_ties: 'carry_over',
      skins_last_hole_tie: 'split',
      skins_pot_minor: 10_001,
    });
    // Players 0 and 1 return the same card, so some holes tie and carry.
    const { roundId, holes, field } = await roundPlayed(tournamentId, 1, '2027-03-06', (player, holeIndex, par) =>
      Math.max(2, par + ((Math.min(player, 1 + (player > 1 ? player : 0)) * 3 + holeIndex * 7) % 4) - 1),
    );
    const answer = await calculate(tournamentId);
    expect(answer.statusCode, answer.body).toBe(200);
    const results = answer.json();
    const expected = skins({
      holes: golfHoles(holes),
      basis: 'net',
      entries: await Promise.all(
        field.map(async (entry) => ({
          id: String(entry.member_id),
          strokes: await storedStrokes(roundId, entry.member_id, holes),
          playingHandicap: entry.playing_handicap,
        })),
      ),
      ties: 'carry_over',
      lastHoleTie: 'split',
      potMinor: 10_001,
    });
    expect(results.format).toBe('skins');
    expect(
      results.skins.holes.map((hole: { status: string; skins: number; value_minor: number }) => [
        hole.status,
        hole.skins,
        hole.value_minor,
      ]),
    ).toEqual(expected.holes.map((hole) => [hole.status, hole.skins, hole.valueMinor]));
    expect(results.skins.skins_won).toBe(expected.skinsWon);
    const amounts = Object.fromEntries(
      results.skins.players.map((player: { member_id: number; amount_minor: number }) => [
        player.member_id,
        player.amount_minor,
      ]),
    );
    for (const player of expected.players.filter((line) => line.amountMinor > 0)) {
      expect(amounts[Number(player.id)], player.id).toBe(player.amountMinor);
    }
    expect(expected.holes.some((hole) => hole.status === 'carried')).toBe(true);
    const won = results.skins.holes.find((hole: { status: string }) => hole.status === 'won');
    const winner = field.find((entry) => entry.member_id === won.member_ids[0])!;
    expect(won.explanation).toBe(
      `${winner.name} won ${won.skins} skin${won.skins === 1 ? '' : 's'} with the only net ${won.score}.`,
    );
    expect(results.skins.holes.find((hole: { status: string }) => hole.status === 'carried').explanation).toMatch(
      /tied on net \d+: the skin carries to the next hole\.$/,
    );

    const pdf = await call('GET', `/api/tournaments/${tournamentId}/generate_pdf_view/`, 'admin');
    expect(pdf.statusCode).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    const { text } = await parser.getText().finally(() => parser.destroy());
    expect(text).toContain(`${expected.skinsWon} skins won of a pot of £100.01.`);
    expect(text.replace(/\s+/g, ' ')).toContain(`Hole ${won.hole_number}: ${won.explanation}`);

    // Another club's admin finds nothing to calculate; a member may not.
    expect((await calculate(tournamentId, 'secondAdmin')).statusCode).toBe(404);
    expect((await calculate(tournamentId, 'member')).statusCode).toBe(403);
  });

  it('shows who holds each hole of a skins game on the board, its stream and the phone, as @fairway/golf does', async () => {
    const tournamentId = await openTournament({
      format: 'skins',
      scoring_basis: 'gross',
      skins_ties: 'carry_over',
      skins_pot_minor: 12_000,
      leaderboard_visibility: 'public',
      // A day of its own: its round stays in play, and the field's other rounds are on other days.
      start_date: '2027-03-20',
      end_date: '2027-03-20',
    });
    // Hole 1 tied (carried), hole 2 won by player 2, hole 3 tied, hole 4 played by half the field so far.
    const strokesOf = (player: number, holeIndex: number, par: number) =>
      [player < 2 ? par - 1 : par, player === 2 ? par - 1 : par, par + (player % 3), player === 1 ? par - 1 : par][
        holeIndex
      ];
    const { roundId, holes, field } = await roundPlayed(tournamentId, 1, '2027-03-20', (player, holeIndex, par) =>
      holeIndex === 3 && player >= 4 ? undefined : strokesOf(player, holeIndex, par),
    );
    type Live = {
      holes: { hole_number: number; status: string; holder_member_id: number | null; explanation: string }[];
      players: unknown[];
      skins_won: number;
      skins_carried: number;
    };
    const liveBoard = async () =>
      (await call('GET', `/api/tournaments/${tournamentId}/detailed_leaderboard/`, 'admin')).json().skins as Live;
    const expectedHolders = async () =>
      skinsHolders({
        holes: golfHoles(holes),
        basis: 'gross',
        ties: 'carry_over',
        entries: await Promise.all(
          field.map(async (entry) => {
            const strokes = await storedStrokes(roundId, entry.member_id, holes);
            return { id: String(entry.member_id), strokes, playingHandicap: entry.playing_handicap };
          }),
        ),
      });
    const asHeld = (live: Live) =>
      live.holes.map((hole) => {
        const { holder_member_id, tied_member_ids, score, played, skins_at_stake } = hole as unknown as Record<
          string,
          unknown
        >;
        return [holder_member_id, (tied_member_ids as number[]).toSorted(), score, played, skins_at_stake];
      });
    const fromGolf = (expected: Awaited<ReturnType<typeof expectedHolders>>) =>
      expected.map((hole) => [
        hole.holderId === null ? null : Number(hole.holderId),
        hole.tiedIds.map(Number).toSorted(),
        hole.score,
        hole.played,
        hole.skinsAtStake,
      ]);

    const live = await liveBoard();
    expect(asHeld(live)).toEqual(fromGolf(await expectedHolders()));
    expect(live.holes.slice(0, 5).map((hole) => hole.status)).toEqual([
      'carried',
      'won',
      'carried',
      'held',
      'not_played',
    ]);
    const par = (index: number) => holes[index]!.par;
    expect(live.holes[1]!.explanation).toBe(`${field[2]!.name} won 2 skins with the only gross ${par(1) - 1}.`);
    expect(live.holes[3]!.explanation).toBe(
      `${field[1]!.name} holds 2 skins with gross ${par(3) - 1}, 4 of ${field.length} played.`,
    );
    const { currency } = (await call('GET', `/api/golf_courses/${demoClubId}/`, 'admin')).json() as {
      currency: string;
    };
    expect(live).toMatchObject({
      skins_won: 2,
      skins_carried: 1,
      pot_minor: 12_000,
      currency,
      players: [{ member_id: field[2]!.member_id, name: field[2]!.name, skins: 2, holes_won: [holes[1]!.hole_number] }],
    });

    // The stream: the snapshot holds the skins; player 4 ties hole 4 and the change carries the skins moved.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/tournaments/${tournamentId}/leaderboard/stream/`, {
      signal: controller.signal,
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const until = async (pattern: RegExp) => {
      const deadline = Date.now() + 5000;
      while (!pattern.test(text) && Date.now() < deadline) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
      }
      return pattern.exec(text)!;
    };
    const snapshot = await until(/event: snapshot\ndata: (.*)\n\n/);
    expect(JSON.parse(snapshot[1]!).skins).toEqual(live);
    text = '';
    const saved = await call('POST', '/api/scores/save_score/', 'admin', [
      scoreEntry(roundId, field[4]!.member_id, holes[3]!.hole_number, par(3) - 1),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const change = await until(/event: rows\ndata: (.*)\n\n/);
    controller.abort();
    const moved = JSON.parse(change[1]!).skins as Live;
    expect(asHeld(moved)).toEqual(fromGolf(await expectedHolders()));
    // The tied players named in the order of the draw, as the answer lists them.
    const tied = (moved.holes[3] as unknown as { tied_member_ids: number[] }).tied_member_ids;
    expect(tied.toSorted()).toEqual([field[1]!.member_id, field[4]!.member_id].toSorted());
    const named = tied.map((memberId) => field.find((entry) => entry.member_id === memberId)!.name).join(', ');
    expect(moved.holes[3]).toMatchObject({
      status: 'tied',
      holder_member_id: null,
      explanation: `${named} tied on gross ${par(3) - 1} so far, 5 of ${field.length} played.`,
    });

    // The phone's card of a group says the same over the whole field.
    const [group] = await t.db
      .select({ id: playerRoundGroups.id })
      .from(playerRoundGroups)
      .where(eq(playerRoundGroups.player_round_id, roundId));
    const card = await call('GET', `/api/scores/group_card/?group_id=${group!.id}`, 'admin');
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json().skins).toEqual(await liveBoard());
  });

  it(
    'ranks an eclectic over its rounds and a flighted Stableford as @fairway/golf does',
    { timeout: 120_000 },
    async () => {
      const eclecticId = await openTournament({ format: 'eclectic', rounds_count: 2, end_date: '2027-03-13' });
      const first = await roundPlayed(
        eclecticId,
        1,
        '2027-03-06',
        (player, holeIndex, par) => par + ((player + holeIndex) % 3),
      );
      const completed = await call('POST', '/api/player_rounds/change_player_round_status/', 'admin', {
        player_round_id: first.roundId,
        status: 'completed',
        confirm_missing_scores: true,
        confirm_unattested_cards: true,
      });
      expect(completed.statusCode, completed.body).toBe(200);
      const second = await roundPlayed(
        eclecticId,
        2,
        '2027-03-13',
        (player, holeIndex, par) => par + ((player * 2 + holeIndex) % 3) - (holeIndex % 5 === 0 ? 1 : 0),
      );
      const answer = await calculate(eclecticId);
      expect(answer.statusCode, answer.body).toBe(200);
      const entries = await Promise.all(
        first.field.map(async (entry) => {
          const eclectic = eclecticCard({
            rounds: [
              {
                strokes: await storedStrokes(first.roundId, entry.member_id, first.holes),
                playingHandicap: entry.playing_handicap,
              },
              {
                strokes: await storedStrokes(second.roundId, entry.member_id, second.holes),
                playingHandicap: entry.playing_handicap,
              },
            ],
          });
          return { id: String(entry.member_id), strokes: eclectic.strokes, playingHandicap: eclectic.handicap };
        }),
      );
      const expected = rankField({ holes: golfHoles(first.holes), basis: 'net', entries });
      const rows = answer.json().categories[0].rows as { member_id: number; position: number; net: number }[];
      expect(rows.map((row) => [row.member_id, row.position, row.net])).toEqual(
        expected.map((placing) => [Number(placing.id), placing.position, placing.total]),
      );
      // The sheet prints each player's eclectic: their best score on each hole over the rounds.
      const eclecticSheet = await sheetText(eclecticId);
      for (const entry of entries) {
        const best = entry.strokes.map((strokes, index) => `${first.holes[index]!.hole_number}: ${strokes ?? '-'}`);
        expect(eclecticSheet).toContain(`Best of each hole: ${best.join(', ')}`);
      }

      const flightedId = await openTournament({ format: 'stableford', flights: { method: 'equal_sizes', count: 2 } });
      const played = await roundPlayed(
        flightedId,
        1,
        '2027-03-06',
        (player, holeIndex, par) => par + ((player * 5 + holeIndex) % 4) - 1,
      );
      const flighted = await calculate(flightedId);
      expect(flighted.statusCode, flighted.body).toBe(200);
      const flights = equalFlights({
        players: played.field.map((entry) => ({ id: String(entry.member_id), handicapIndex: entry.handicap_index })),
        flightCount: 2,
      });
      const categories = flighted.json().categories as {
        category: string;
        rows: { member_id: number; position: number; points: number }[];
      }[];
      expect(categories.map((category) => category.category)).toEqual(['A', 'B']);
      // The sheet prints the field flight by flight.
      const flightedSheet = await sheetText(flightedId);
      expect(flightedSheet).toContain('In 2 flights of equal size by Handicap Index');
      expect(flightedSheet.indexOf('Flight A')).toBeGreaterThan(-1);
      expect(flightedSheet.indexOf('Flight B')).toBeGreaterThan(flightedSheet.indexOf('Flight A'));
      for (const [index, ids] of flights.entries()) {
        const flightEntries = await Promise.all(
          ids.map(async (id) => ({
            id,
            strokes: await storedStrokes(played.roundId, Number(id), played.holes),
            playingHandicap: played.field.find((entry) => String(entry.member_id) === id)!.playing_handicap,
          })),
        );
        const ranked = rankField({ holes: golfHoles(played.holes), basis: 'stableford', entries: flightEntries });
        expect(categories[index]!.rows.map((row) => [row.member_id, row.position, row.points])).toEqual(
          ranked.map((placing) => [Number(placing.id), placing.position, placing.total]),
        );
      }
    },
  );

  it('ranks greensomes sides and scramble teams on their one card, each handicap as @fairway/golf works it out', async () => {
    const { men } = await whiteTeesAndMen(t.db);
    const greensomes = await made({ format: 'greensomes', start_date: '2027-03-06', end_date: '2027-03-06' });
    for (const [index, pair] of [men.slice(0, 2), men.slice(2, 4), men.slice(4, 6), men.slice(6, 8)].entries()) {
      const answers = await teamOf(
        greensomes.id,
        `Side ${index + 1}`,
        pair.map((man) => man.id),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    }
    await call('POST', `/api/tournaments/${greensomes.id}/change_status/`, 'admin', { status: 'open' });
    const played = await sidesPlayed(greensomes.id, (side, holeIndex, par) => par + ((side * 3 + holeIndex) % 3) - 1);
    expect(played.refused.member_id).toEqual([
      `A side or scramble team plays one card, kept under ${played.sides[0]!.holder.name}: enter the score for them.`,
    ]);
    const answer = await calculate(greensomes.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const entries = await Promise.all(
      played.sides.map(async ({ holder, partners }) => ({
        id: String(holder.member_id),
        strokes: await storedStrokes(played.roundId, holder.member_id, played.holes),
        playingHandicap: sideHandicap({ format: 'greensomes', courseHandicaps: partners.map(unroundedCourseHandicap) }),
      })),
    );
    const expected = rankField({ holes: golfHoles(played.holes), basis: 'net', entries });
    // The phone's card of the side's group: the side once, under its card holder, with the side's handicap.
    const first = played.sides[0]!;
    const [drawn] = await t.db
      .select({ groupId: playerRoundGroupMembers.player_round_group_id })
      .from(playerRoundGroupMembers)
      .where(
        and(
          eq(playerRoundGroupMembers.player_round_id, played.roundId),
          eq(playerRoundGroupMembers.member_id, first.holder.member_id),
        ),
      );
    const card = await call('GET', `/api/scores/group_card/?group_id=${drawn!.groupId}`, 'admin');
    expect(card.statusCode, card.body).toBe(200);
    const cardPlayers = card.json().players as { member_id: number; name: string; playing_handicap: number }[];
    const sideCard = cardPlayers.find((player) => player.member_id === first.holder.member_id)!;
    expect(sideCard.playing_handicap).toBe(entries[0]!.playingHandicap);
    expect(cardPlayers.some((player) => player.member_id === first.partners[1]!.member_id)).toBe(false);
    const rows = answer.json().categories[0].rows as ResultRow[];
    expect(rows.map((row) => [row.member_id, row.position, row.net, row.playing_handicap])).toEqual(
      expected.map((placing) => [
        Number(placing.id),
        placing.position,
        placing.total,
        entries.find((entry) => entry.id === placing.id)!.playingHandicap,
      ]),
    );
    const sideName = rows.find((row) => row.member_id === first.holder.member_id)!.name;
    expect(sideName).toMatch(/^Side \d \(.+ and .+\)$/);
    for (const partner of first.partners) expect(sideName).toContain(partner.name);
    expect(sideCard.name).toBe(sideName);
    // The live board ranks each side once, as its card, with the side's handicap, as @fairway/golf does.
    const board = (await call('GET', `/api/tournaments/${greensomes.id}/detailed_leaderboard/`, 'admin')).json();
    expect(
      (board.rows as LeaderboardRow[]).map((row) => [
        row.member_id,
        row.name,
        row.position,
        row.net,
        row.playing_handicap,
      ]),
    ).toEqual(
      expected.map((placing) => [
        Number(placing.id),
        rows.find((row) => row.member_id === Number(placing.id))!.name,
        placing.position,
        placing.total,
        entries.find((entry) => entry.id === placing.id)!.playingHandicap,
      ]),
    );
    // The sheet names each side whole, its partners with it.
    const sideSheet = await sheetText(greensomes.id);
    expect(sideSheet).toContain('Pos Side Hcp');
    for (const row of answer.json().categories[0].rows as ResultRow[]) expect(sideSheet).toContain(row.name);
    expect((await calculate(greensomes.id, 'secondAdmin')).statusCode).toBe(404);

    const scramble = await made({
      format: 'scramble',
      team_size: 4,
      played_as: 'stableford',
      start_date: '2027-03-06',
      end_date: '2027-03-06',
    });
    for (const [index, team] of [men.slice(0, 4), men.slice(4, 8)].entries()) {
      await teamOf(
        scramble.id,
        `Team ${index + 1}`,
        team.map((man) => man.id),
      );
    }
    await call('POST', `/api/tournaments/${scramble.id}/change_status/`, 'admin', { status: 'open' });
    const scrambled = await sidesPlayed(scramble.id, (team, holeIndex, par) => par - ((team + holeIndex) % 2));
    const ranked = await calculate(scramble.id);
    expect(ranked.statusCode, ranked.body).toBe(200);
    const teamEntries = await Promise.all(
      scrambled.sides.map(async ({ holder, partners }) => ({
        id: String(holder.member_id),
        strokes: await storedStrokes(scrambled.roundId, holder.member_id, scrambled.holes),
        playingHandicap: scrambleHandicap({ courseHandicaps: partners.map(unroundedCourseHandicap) }),
      })),
    );
    const teamPlacings = rankField({ holes: golfHoles(scrambled.holes), basis: 'stableford', entries: teamEntries });
    expect(
      (ranked.json().categories[0].rows as ResultRow[]).map((row) => [row.member_id, row.position, row.points]),
    ).toEqual(teamPlacings.map((placing) => [Number(placing.id), placing.position, placing.total]));
    const teamBoard = (await call('GET', `/api/tournaments/${scramble.id}/detailed_leaderboard/`, 'admin')).json();
    expect(
      (teamBoard.rows as LeaderboardRow[]).map((row) => [row.member_id, row.name, row.points, row.playing_handicap]),
    ).toEqual(
      teamPlacings.map((placing) => [
        Number(placing.id),
        (ranked.json().categories[0].rows as ResultRow[]).find((row) => row.member_id === Number(placing.id))!.name,
        placing.total,
        teamEntries.find((entry) => entry.id === placing.id)!.playingHandicap,
      ]),
    );
    const teamSheet = await sheetText(scramble.id);
    expect(teamSheet).toContain('Pos Team Hcp');
    for (const row of ranked.json().categories[0].rows as ResultRow[]) expect(teamSheet).toContain(row.name);
  });

  it('refuses to rank a side format with a player in no side, or played as match play, and stores nothing', async () => {
    const greensomesId = await openTournament({ format: 'greensomes' });
    await roundPlayed(greensomesId, 1, '2027-03-06', (_player, _holeIndex, par) => par);
    const answer = await calculate(greensomesId);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().non_field_errors[0]).toMatch(
      /^In a greensomes every player plays in a side or team: .+ are in none\.$/,
    );
    expect((await call('GET', `/api/tournaments/${greensomesId}/results/`, 'admin')).statusCode).toBe(404);

    const matchId = await openTournament({ format: 'foursomes', played_as: 'match_play' });
    await roundPlayed(matchId, 1, '2027-03-06', (_player, _holeIndex, par) => par);
    const match = await calculate(matchId);
    expect(match.statusCode).toBe(400);
    expect(match.json().played_as).toEqual([
      'A foursomes played as match play is decided match by match, which Fairway does not draw for sides yet: rank it by hand.',
    ]);
  });
});

type Partner = Entry & { team_id: number; course_rating: number; slope_rating: number; rated_par: number };

/** A partner's unrounded course handicap on the ratings they were entered on, as WHS Rule 6.1 works it out. */
const unroundedCourseHandicap = (partner: Partner) =>
  courseHandicap({
    handicapIndex: partner.handicap_index!,
    courseRating: partner.course_rating,
    slopeRating: partner.slope_rating,
    par: partner.rated_par,
  });

/**
 * A side format's round drawn (each side in one group) and in play, each side's card saved under its card holder (its partner of the lowest
 * member id) as `strokesOf` gives it, and the answer to a score saved for another partner: each side's partners.
 */
async function sidesPlayed(tournamentId: number, strokesOf: (side: number, holeIndex: number, par: number) => number) {
  const roundId = await roundInPlay(call, tournamentId, 1, '2027-03-06', 5);
  const holes = (await call('GET', `/api/tournaments/${tournamentId}/detailed_leaderboard/`, 'admin')).json()
    .holes as CardHole[];
  const field = (await call('GET', `/api/tournament_members/?tournament_id=${tournamentId}&page_size=100`)).json()
    .results as Partner[];
  const sides = [...new Set(field.map((entry) => entry.team_id))].map((teamId) => {
    const partners = field.filter((entry) => entry.team_id === teamId).sort((a, b) => a.member_id - b.member_id);
    return { holder: partners[0]!, partners };
  });
  // The draw keeps each side in one group.
  const drawn = await t.db
    .select({ memberId: playerRoundGroupMembers.member_id, groupId: playerRoundGroupMembers.player_round_group_id })
    .from(playerRoundGroupMembers)
    .where(eq(playerRoundGroupMembers.player_round_id, roundId));
  const groupOf = new Map(drawn.map((line) => [line.memberId, line.groupId]));
  for (const { partners } of sides) {
    expect(new Set(partners.map((partner) => groupOf.get(partner.member_id))).size).toBe(1);
  }
  const saved = await call(
    'POST',
    '/api/scores/save_score/',
    'admin',
    sides.flatMap(({ holder }, side) =>
      holes.map((hole, holeIndex) => ({
        client_key: randomUUID(),
        base_version: 0,
        player_round_id: roundId,
        member_id: holder.member_id,
        hole_number: hole.hole_number,
        strokes: strokesOf(side, holeIndex, hole.par),
      })),
    ),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  const refused = await call('POST', '/api/scores/save_score/', 'admin', {
    client_key: randomUUID(),
    base_version: 0,
    player_round_id: roundId,
    member_id: sides[0]!.partners[1]!.member_id,
    hole_number: holes[0]!.hole_number,
    strokes: 4,
  });
  expect(refused.statusCode).toBe(400);
  const otherClub = await call(
    'POST',
    '/api/scores/save_score/',
    'secondAdmin',
    {
      client_key: randomUUID(),
      base_version: 0,
      player_round_id: roundId,
      member_id: sides[0]!.holder.member_id,
      hole_number: holes[0]!.hole_number,
      strokes: 4,
    },
    secondClubId,
  );
  expect(otherClub.statusCode).toBe(404);
  return { roundId, holes, sides, refused: refused.json() as Record<string, string[]> };
}
