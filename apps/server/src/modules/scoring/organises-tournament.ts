import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { tournaments } from '../../db/schema/index.js';
import { runsEveryEvent, tournamentsOfOrganiser } from '../tournaments/index.js';

/**
 * Whether the actor organises the tournament: the club's admins and super admins organise every one, an event
 * manager those of their own series; an individual round (no tournament) only the club's admins.
 */
export async function organisesTournament(db: Database, actor: Actor, tournamentId: number | null): Promise<boolean> {
  if (runsEveryEvent(actor)) return true;
  if (tournamentId === null || actor.userId === null) return false;
  const reach = tournamentsOfOrganiser(actor)!;
  const [found] = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(eq(tournaments.id, tournamentId), sql`${tournaments.id} in ${reach}`));
  return found !== undefined;
}
