import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { playerRounds } from '../../db/schema/index.js';
import { tournamentsOfOrganiser } from './tournaments-of-organiser.js';

/** The ids of the rounds of an event manager's tournaments as a subquery, or undefined for one who runs them all. */
export function roundsOfOrganiser(actor: Actor): SQL | undefined {
  const reach = tournamentsOfOrganiser(actor);
  if (!reach) return undefined;
  return sql`(select ${playerRounds.id} from ${playerRounds} where ${playerRounds.tournament_id} in ${reach})`;
}
