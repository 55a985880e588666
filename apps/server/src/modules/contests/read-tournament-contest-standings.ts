import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { playerRounds } from '../../db/schema/index.js';
import { contestPlacings } from './contest-placings.js';
import { contestRows } from './contest-rows.js';

/** Every contest on a tournament's rounds with its full standings: what the tournament's live stream sends. */
export async function readTournamentContestStandings(db: Database, golfCourseId: number, tournamentId: number) {
  const contests = await contestRows(db, golfCourseId, eq(playerRounds.tournament_id, tournamentId));
  const standings = await contestPlacings(db, contests);
  return contests.map((contest) => ({ contest, standings: standings.get(contest.id) ?? [] }));
}
