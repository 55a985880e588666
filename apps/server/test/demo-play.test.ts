import { describe, expect, it } from 'vitest';
import { roundsToPlay } from '../src/scripts/demo-play-rounds.js';
import { useTestApp } from './test-app.js';

const t = useTestApp();

type RoundInPlay = { tournament_id: number | null; tournament_name: string | null; title: string; id: number };

/** The demo club's rounds in play as `npm run demo:play` reads them, with a club's own tournament started beside. */
async function roundsInPlay(): Promise<RoundInPlay[]> {
  const admin = await t.as('admin');
  const answer = await admin.call({ method: 'GET', url: '/api/player_rounds/active_rounds/' });
  expect(answer.statusCode).toBe(200);
  const clubsOwn = { id: 9001, tournament_id: 901, tournament_name: 'Winter Stableford', title: 'Winter Stableford' };
  return [...answer.json<RoundInPlay[]>(), clubsOwn];
}

describe('npm run demo:play chooses its rounds', () => {
  it("plays the demo's medal only, never a club's own tournament in play beside it", async () => {
    const chosen = roundsToPlay(await roundsInPlay(), undefined);
    expect(chosen.map((round) => round.title)).toEqual(['Monthly Medal: November']);
  });

  it('plays another tournament only when it is named with --tournament', async () => {
    expect(roundsToPlay(await roundsInPlay(), 901).map((round) => round.title)).toEqual(['Winter Stableford']);
  });

  it('refuses a tournament not in play, naming the ones that are and how to choose them', async () => {
    const rounds = await roundsInPlay();
    const medal = rounds.find((round) => round.title === 'Monthly Medal: November')!;
    expect(() => roundsToPlay(rounds, 4242)).toThrow(
      `Tournament 4242 has no round in play. In play: Monthly Medal: November (--tournament ${medal.tournament_id}), Winter Stableford (--tournament 901).`,
    );
    expect(() => roundsToPlay(rounds.slice(-1), undefined)).toThrow(
      "The demo's Monthly Medal: November has no round in play. In play: Winter Stableford (--tournament 901).",
    );
  });
});
