import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { tournaments } from '../../db/schema/index.js';
import { tournamentsOfOrganiser } from './tournaments-of-organiser.js';

export type TournamentRow = typeof tournaments.$inferSelect;

/** A tournament of the active club that the actor runs, or undefined (another club's, or another organiser's). */
export async function tournamentOf(
  db: Database,
  actor: Actor,
  tournamentId: number,
): Promise<TournamentRow | undefined> {
  const reach = tournamentsOfOrganiser(actor);
  const [tournament] = await db
    .select()
    .from(tournaments)
    .where(
      and(
        eq(tournaments.id, tournamentId),
        inClub(tournaments, actor.golfCourseId!),
        reach ? sql`${tournaments.id} in ${reach}` : undefined,
      ),
    );
  return tournament;
}
