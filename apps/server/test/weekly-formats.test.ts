import { recommendedAllowance } from '@fairway/golf';
import { describe, expect, it } from 'vitest';
import { whiteTeesAndMen } from './demo-field.js';
import { callsAs, useTestApp } from './test-app.js';

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
