// `npm run demo:play`: plays the remaining holes of the demo's round in play through the API, a hole per group every
// few seconds, so that a board (in another window) can be watched moving. It plays the demo's own medal only: any
// other tournament of the club is played only when named with `--tournament <id>`. The demo member's own group is left
// for whoever signs in as them to score. FAIRWAY_URL names the server (default http://localhost:$PORT, 3000);
// `--interval <seconds>` sets the pace (default 10).
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { endpointPath, type GroupCard, scoringEndpoints } from '@fairway/contract';
import { createSeededRandom } from '@fairway/golf';
import { roundsToPlay } from './demo-play-rounds.js';

const { values } = parseArgs({
  options: { interval: { type: 'string', default: '10' }, tournament: { type: 'string' } },
});
const intervalMs = Math.max(0.2, Number(values.interval)) * 1000;
const base = process.env.FAIRWAY_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`;
const demoClub = '1';
const random = createSeededRandom(Date.now());

async function api<T>(path: string, token: string | null, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      'x-golf-course': demoClub,
      ...(token ? { authorization: `Token ${token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function main() {
  const { auth_token: token } = await api<{ auth_token: string }>('/auth/token/login', null, {
    method: 'POST',
    body: { email: 'admin@demo.fairway.golf', password: 'fairway-demo' },
  });
  const member = await api<{ auth_token: string }>('/auth/token/login', null, {
    method: 'POST',
    body: { email: 'member@demo.fairway.golf', password: 'fairway-demo' },
  });
  const own = await api<{ group_id: number } | null>(endpointPath(scoringEndpoints.activePlayer), member.auth_token);
  const inPlay = await api<
    { tournament_id: number | null; tournament_name: string | null; title: string; groups: { group_id: number }[] }[]
  >(endpointPath(scoringEndpoints.activeRounds), token);
  const tournamentId = values.tournament === undefined ? undefined : Number(values.tournament);
  if (tournamentId !== undefined && !Number.isInteger(tournamentId)) {
    throw new Error('--tournament takes a tournament id, a whole number.');
  }
  const rounds = roundsToPlay(inPlay, tournamentId);
  const groups = rounds
    .flatMap((round) => round.groups.map((group) => group.group_id))
    .filter((id) => id !== own?.group_id);
  console.log(
    `Playing ${groups.length} groups of ${rounds.map((round) => round.title).join(', ')} at ${base}, a hole every ${intervalMs / 1000} s.`,
  );
  for (;;) {
    let played = 0;
    for (const groupId of groups) {
      const card = await api<GroupCard>(`${endpointPath(scoringEndpoints.groupCard)}?group_id=${groupId}`, token);
      const next = card.holes.findIndex((_, index) => card.players.some((player) => player.scores[index] === null));
      if (next === -1 || card.round_status !== 'active') continue;
      const hole = card.holes[next]!;
      const entries = card.players
        .filter((player) => player.scores[next] === null)
        .map((player) => {
          const roll = random();
          const offset = roll < 0.12 ? -1 : roll < 0.6 ? 0 : roll < 0.88 ? 1 : 2;
          return {
            player_round_id: card.player_round_id,
            member_id: player.member_id,
            hole_number: hole.hole_number,
            strokes: Math.max(2, hole.par + (player.strokes_received[next] ?? 0) + offset),
            client_key: randomUUID(),
            base_version: 0,
          };
        });
      await api(endpointPath(scoringEndpoints.saveScore), token, { method: 'POST', body: entries });
      played += 1;
      console.log(`Group ${card.group_number}: hole ${hole.hole_number} (${next + 1} of ${card.holes.length})`);
    }
    if (played === 0) break;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  console.log('Every group has finished.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
