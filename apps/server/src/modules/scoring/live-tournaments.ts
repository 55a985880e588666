import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { tournaments } from '../../db/schema/index.js';
import type { TournamentRow } from './read-round-sheet.js';
import { visibleTournament } from './visible-tournament.js';

/** The tournaments in play at the caller's club whose boards the caller may see, the earliest first. */
export async function liveTournaments(db: Database, actor: Actor): Promise<TournamentRow[]> {
  const inPlay = await db
    .select()
    .from(tournaments)
    .where(and(inClub(tournaments, actor.golfCourseId!), eq(tournaments.status, 'in_progress')))
    .orderBy(asc(tournaments.start_date), asc(tournaments.id));
  const visible: TournamentRow[] = [];
  for (const row of inPlay) {
    const tournament = await visibleTournament(db, actor, row).catch(() => undefined);
    if (tournament) visible.push(tournament);
  }
  return visible;
}
