import { expect } from 'vitest';
import type { callsAs, Who } from './test-app.js';

/**
 * A tournament's round as its organiser finds it, made with the tournament ("Rounds: N" makes rounds 1 to N), set on
 * `playDate` when it is another day: its id.
 */
export async function tournamentRound(
  call: ReturnType<typeof callsAs>,
  tournamentId: number,
  roundNumber: number,
  playDate?: string,
  who: Who = 'admin',
): Promise<number> {
  const listed = await call('GET', `/api/player_rounds/?tournament_id=${tournamentId}`, who);
  expect(listed.statusCode, listed.body).toBe(200);
  const round = (listed.json().results as { id: number; round_number: number; play_date: string }[]).find(
    (line) => line.round_number === roundNumber,
  );
  expect(round, `round ${roundNumber} of tournament ${tournamentId}`).toBeDefined();
  if (playDate !== undefined && playDate !== round!.play_date) {
    const moved = await call('PATCH', `/api/player_rounds/${round!.id}/`, who, { play_date: playDate });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return round!.id;
}

/** A tournament's round drawn at random in fours on tee times from 08:00 and in play; answers its id. */
export async function roundInPlay(
  call: ReturnType<typeof callsAs>,
  tournamentId: number,
  roundNumber: number,
  playDate: string,
  seed = 3,
): Promise<number> {
  const roundId = await tournamentRound(call, tournamentId, roundNumber, playDate);
  const drawn = await call('POST', '/api/player_round_groups/draw/', 'admin', {
    player_round_id: roundId,
    method: 'random',
    group_size: 4,
    start_type: 'tee_times',
    first_tee_time: '08:00',
    interval_minutes: 10,
    seed,
  });
  expect(drawn.statusCode, drawn.body).toBe(200);
  const active = await call('POST', '/api/player_rounds/change_player_round_status/', 'admin', {
    player_round_id: roundId,
    status: 'active',
  });
  expect(active.statusCode, active.body).toBe(200);
  return roundId;
}
