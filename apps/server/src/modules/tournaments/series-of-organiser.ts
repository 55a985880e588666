import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { eventManagers, tournamentMasters } from '../../db/schema/index.js';
import { runsEveryEvent } from './runs-every-event.js';

/**
 * The ids of the series an event manager runs in the active club (a subquery), or undefined for a caller who runs
 * every event of the club.
 */
export function seriesOfOrganiser(actor: Actor): SQL | undefined {
  if (runsEveryEvent(actor)) return undefined;
  return sql`(select ${tournamentMasters.id} from ${tournamentMasters} where ${tournamentMasters.golf_course_id} = ${actor.golfCourseId} and ${tournamentMasters.event_manager_id} in (select ${eventManagers.id} from ${eventManagers} where ${eventManagers.user_id} = ${actor.userId} and ${eventManagers.golf_course_id} = ${actor.golfCourseId} and ${eventManagers.is_active}))`;
}
