/**
 * The results' targets of issue 32 on the built server (`npm run build` first): `calculate_result_for_tournament` of a
 * Stableford of 156 players (the demo club's golfers with an index and guests from other clubs) in four categories, read, computed and
 * stored, timed over several runs, and those of issue 53 (a skins of 144 players, a scramble of 36 teams of four, and their
 * live boards under the same load); then the published results read under autocannon load (10 connections) beside the
 * ceiling (a bare Fastify route answering a 25-row page) measured in the same run. The embedded database by default; with DATABASE_URL naming an empty database, PostgreSQL.
 * Usage: [BENCH_PORT=P] npm run results -w @fairway/bench [-- SECONDS] (the server on P, default 3929; the ceiling on P - 1)
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { autocannonLoad } from './autocannon-load.js';
import { startBenchServers } from './server-process.js';

const seconds = Number(process.argv[2] ?? 10);
const connections = 10;
const calculationRuns = 7;
const fieldSize = 156;
const benchPort = Number(process.env.BENCH_PORT ?? 3929);

const { url, ceilingUrl, headers: signedIn, stop } = await startBenchServers(benchPort - 1, benchPort);

try {
  const call = async (method: string, pathName: string, body?: unknown) => {
    const response = await fetch(`${url}${pathName}`, {
      method,
      headers: body === undefined ? signedIn : { ...signedIn, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${pathName}: ${response.status} ${await response.text()}`);
    return (response.status === 204 ? {} : response.json()) as Promise<Record<string, unknown>>;
  };
  const tees = (await call('GET', '/api/hole_categories/')).results as { id: number; name: string }[];
  const teeOf = (name: string) => tees.find((tee) => tee.name === name)!.id;
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model}, Node ${process.version}; ${database}`);

  // The demo club has 151 golfers with an index: golfers of other clubs join it as guests, to make the issue's 156.
  const ownGolfers = (await call('GET', '/api/members/?page_size=1')).count as number;
  const others = (await call('GET', '/api/members/non_golf_course_members/?page_size=50')).results as {
    id: number;
    handicap_index: number | null;
  }[];
  for (const guest of others.filter((other) => other.handicap_index !== null).slice(0, fieldSize - ownGolfers)) {
    await call('POST', '/api/golf_course_members/add_existing_member_to_golf_course/', {
      member_id: guest.id,
      is_guest: true,
    });
  }

  /**
   * A tournament of `terms` on its one day, `players` of the golfers with an index among its candidates entered (in
   * teams of `teamSize` where given), drawn, its round started and every card played in full: a team's on its card
   * holder's (its lowest member id, as the results read it).
   */
  const played = async (terms: Record<string, unknown>, players: number, teamSize?: number) => {
    const made = await call('POST', '/api/tournaments/', {
      start_date: '2027-06-05',
      end_date: '2027-06-05',
      field_limit: players,
      men_hole_category_id: teeOf('White'),
      women_hole_category_id: teeOf('Red'),
      ...terms,
    });
    const id = made.id as number;
    const candidates = (await call('GET', `/api/members/get_tournament_members/?tournament_id=${id}`)) as unknown as {
      member_id: number;
      handicap_index: number | null;
    }[];
    const entered = candidates
      .filter((candidate) => candidate.handicap_index !== null)
      .slice(0, players)
      .map((candidate) => candidate.member_id);
    const cardHolders: number[] = [];
    if (teamSize) {
      for (let start = 0; start < entered.length; start += teamSize) {
        const team = await call('POST', '/api/tournament_teams/', {
          tournament_id: id,
          name: `Team ${start / teamSize + 1}`,
        });
        const partners = entered.slice(start, start + teamSize);
        for (const memberId of partners) {
          await call('POST', '/api/tournament_members/', { tournament_id: id, member_id: memberId, team_id: team.id });
        }
        cardHolders.push(Math.min(...partners));
      }
    } else {
      await call('POST', '/api/tournament_members/bulk_enter/', { tournament_id: id, member_ids: entered });
      cardHolders.push(...entered);
    }
    await call('POST', `/api/tournaments/${id}/change_status/`, { status: 'open' });
    // Its one round, made with it on its day.
    const round = ((await call('GET', `/api/player_rounds/?tournament_id=${id}`)).results as { id: number }[])[0]!;
    await call('POST', '/api/player_round_groups/draw/', {
      player_round_id: round.id,
      method: 'random',
      group_size: 4,
      start_type: 'tee_times',
      first_tee_time: '07:00',
      interval_minutes: 8,
      seed: 7,
    });
    await call('POST', '/api/player_rounds/change_player_round_status/', {
      player_round_id: round.id,
      status: 'active',
    });
    const holes = (await call('GET', `/api/tournaments/${id}/detailed_leaderboard/`)).holes as {
      hole_number: number;
      par: number;
    }[];
    const scores = cardHolders.flatMap((memberId, player) =>
      holes.map((hole, index) => ({
        client_key: randomUUID(),
        base_version: 0,
        player_round_id: round.id,
        member_id: memberId,
        hole_number: hole.hole_number,
        strokes: hole.par + ((player * 7 + index * 3) % 4) - 1,
      })),
    );
    for (let start = 0; start < scores.length; start += 200) {
      await call('POST', '/api/scores/save_score/', scores.slice(start, start + 200));
    }
    return { id, players: entered.length, cards: cardHolders.length };
  };

  /** `calculate_result_for_tournament` of the tournament, timed over `calculationRuns` runs and printed. */
  const timeCalculation = async (id: number, what: string) => {
    const times: number[] = [];
    for (let run = 0; run < calculationRuns; run++) {
      const started = performance.now();
      await call('POST', `/api/tournaments/${id}/calculate_result_for_tournament/`);
      times.push(performance.now() - started);
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `calculate_result_for_tournament, ${what}, ${calculationRuns} runs: ${times.map((ms) => `${Math.round(ms)} ms`).join(', ')} (median ${Math.round(sorted[Math.floor(calculationRuns / 2)]!)} ms, worst ${Math.round(sorted.at(-1)!)} ms)`,
    );
  };

  // Issue 53's weekly formats: a skins of 144 players and a Texas scramble of 36 teams of four.
  const skins = await played({ name: 'Bench Skins', format: 'skins', skins_pot_minor: 14_400 }, 144);
  await timeCalculation(skins.id, `a skins of ${skins.players} players`);
  const scramble = await played({ name: 'Bench Scramble', format: 'scramble', team_size: 4 }, 144, 4);
  await timeCalculation(scramble.id, `a scramble of ${scramble.cards} teams (${scramble.players} players)`);

  // A Stableford of the club's golfers and its guests, four categories, played in full.
  const stableford = await played(
    {
      name: 'Bench Stableford',
      format: 'stableford',
      scoring_basis: 'net',
      categories: [
        { name: 'Men A', gender: 'M', max_index: 10 },
        { name: 'Men B', gender: 'M', min_index: 10.1, max_index: 18 },
        { name: 'Men C', gender: 'M', min_index: 18.1 },
        { name: 'Ladies', gender: 'F' },
      ],
    },
    fieldSize,
  );
  const tournamentId = stableford.id;
  await timeCalculation(tournamentId, `${stableford.players} players in four categories`);
  await call('POST', `/api/tournaments/${tournamentId}/results/publish/`);

  console.log(`\nload: ${seconds} s each, ${connections} connections`);
  console.log('| endpoint | requests/s (mean) | share of the ceiling | latency p50 | p99 | non-2xx |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  const top = await autocannonLoad(ceilingUrl, { seconds, connections });
  console.log(
    `| ceiling: a bare Fastify route, 25-row JSON page | ${top.perSecond} | 100 % | ${top.p50} ms | ${top.p99} ms | ${top.non2xx} |`,
  );
  const figures = await autocannonLoad(`${url}/api/tournaments/${tournamentId}/results/`, {
    headers: signedIn,
    seconds,
    connections,
  });
  console.log(
    `| the published results of ${stableford.players} players | ${figures.perSecond} | ${((100 * figures.perSecond) / top.perSecond).toFixed(1)} % | ${figures.p50} ms | ${figures.p99} ms | ${figures.non2xx} |`,
  );
  for (const [board, what] of [
    [skins.id, `the live board of the skins of ${skins.players} players, skins held`],
    [scramble.id, `the live board of the scramble of ${scramble.cards} teams`],
  ] as const) {
    const boardFigures = await autocannonLoad(`${url}/api/tournaments/${board}/detailed_leaderboard/`, {
      headers: signedIn,
      seconds,
      connections,
    });
    console.log(
      `| ${what} | ${boardFigures.perSecond} | ${((100 * boardFigures.perSecond) / top.perSecond).toFixed(1)} % | ${boardFigures.p50} ms | ${boardFigures.p99} ms | ${boardFigures.non2xx} |`,
    );
  }
} finally {
  await stop();
}
