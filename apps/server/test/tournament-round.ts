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
