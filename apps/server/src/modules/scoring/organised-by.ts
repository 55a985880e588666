import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
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
