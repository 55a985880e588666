import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { tournaments } from '../../db/schema/index.js';
import { seriesOfOrganiser } from './series-of-organiser.js';

/**
 * The ids of the tournaments an event manager runs (those of their series) as a subquery, or undefined for a caller
 * who runs every event of the club.
 */
export function tournamentsOfOrganiser(actor: Actor): SQL | undefined {
  const series = seriesOfOrganiser(actor);
  if (!series) return undefined;
  return sql`(select ${tournaments.id} from ${tournaments} where ${tournaments.tournament_master_id} in ${series})`;
}
