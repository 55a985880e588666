import type { TournamentResults } from '@fairway/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { tournamentPeoriaDraws, tournamentResults, tournaments } from '../../db/schema/index.js';
import { resultCorrections } from './result-corrections.js';
import { resultPrizes } from './result-prizes.js';
import { resultsAnswer } from './results-answer.js';

/** A tournament's results as stored, whoever asks, with what decides who may read them (`visibleResults`). */
export type StoredResults = {
  id: number;
  golf_course_id: number;
  leaderboard_visibility: string;
  /** The published results, else the calculated ones waiting to be published; null before any calculation. */
  results: TournamentResults | null;
};

/**
 * A tournament's current results as the results page answers them, or undefined for no such tournament: the published
 * snapshot while a recalculation after a correction waits, else the one calculated; the Peoria draw's hidden holes only
 * once published. The same for every caller, so it may be kept (only the tables read here change it).
 */
export async function storedResults(db: Database, tournamentId: number): Promise<StoredResults | undefined> {
  const [tournament] = await db
    .select({
      id: tournaments.id,
      golf_course_id: tournaments.golf_course_id,
      leaderboard_visibility: tournaments.leaderboard_visibility,
    })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  if (!tournament) return undefined;
  const currents = await db
    .select()
    .from(tournamentResults)
    .where(and(eq(tournamentResults.tournament_id, tournamentId), isNull(tournamentResults.replaced_at)));
  const snapshot = currents.find((current) => current.published) ?? currents[0];
  if (!snapshot) return { ...tournament, results: null };
  const [draw] =
    snapshot.published && snapshot.peoria_draw_id !== null
      ? await db
          .select({ hiddenHoles: tournamentPeoriaDraws.hidden_holes })
          .from(tournamentPeoriaDraws)
          .where(eq(tournamentPeoriaDraws.id, snapshot.peoria_draw_id))
      : [];
  return {
    ...tournament,
    results: resultsAnswer(
      snapshot,
      draw?.hiddenHoles ?? null,
      await resultPrizes(db, tournamentId),
      await resultCorrections(db, tournamentId),
    ),
  };
}

/** The tables `storedResults` reads: a change to any of them may change its answer. */
export const storedResultsTables = [
  'tournaments',
  'tournament_results',
  'tournament_peoria_draws',
  'tournament_prizes',
  'prize_types',
  'members',
  'tournament_teams',
] as const;
