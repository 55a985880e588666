import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { tournaments } from '../../db/schema/index.js';
import { runsEveryEvent, tournamentsOfOrganiser } from '../tournaments/index.js';

/**
 * Whether the actor organises the tournament of `tournamentId` (a column), as a condition of a statement: the club's
 * admins and super admins organise every one, an event manager those of their own series; an individual round (no
 * tournament) only the club's admins.
 */
export function organisedBy(actor: Actor, tournamentId: SQLWrapper): SQL {
  if (runsEveryEvent(actor)) return sql`true`;
  if (actor.userId === null) return sql`false`;
  return sql`coalesce(${tournamentId} in ${tournamentsOfOrganiser(actor)!}, false)`;
}

/** Whether the actor organises the tournament (see `organisedBy`). */
export async function organisesTournament(db: Database, actor: Actor, tournamentId: number | null): Promise<boolean> {
  if (runsEveryEvent(actor)) return true;
  if (tournamentId === null || actor.userId === null) return false;
  const [found] = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(eq(tournaments.id, tournamentId), organisedBy(actor, tournaments.id)));
  return found !== undefined;
}
