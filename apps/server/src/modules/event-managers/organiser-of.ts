import { and, eq } from 'drizzle-orm';
import { InvalidInputError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { eventManagers } from '../../db/schema/index.js';
import { seesEveryOrganiser, type Viewer } from './sees-every-organiser.js';
import { inClub } from '../../db/club-scope.js';

/**
 * The organiser a roster call is about: the one named, which must be of the club (and, for an event manager, be
 * themself), or the caller's own record when none is named.
 */
export async function organiserOf(db: Database, viewer: Viewer, eventManagerId: number | undefined) {
  const [organiser] = await db
    .select({ id: eventManagers.id, userId: eventManagers.user_id, isActive: eventManagers.is_active })
    .from(eventManagers)
    .where(
      and(
        inClub(eventManagers, viewer.golfCourseId),
        eventManagerId === undefined ? eq(eventManagers.user_id, viewer.userId) : eq(eventManagers.id, eventManagerId),
      ),
    );
  if (!organiser) {
    if (eventManagerId === undefined) {
      throw new InvalidInputError({ event_manager_id: ['Choose the event manager whose roster this is.'] });
    }
    throw new NotFoundError();
  }
  if (!seesEveryOrganiser(viewer) && (organiser.userId !== viewer.userId || !organiser.isActive)) {
    throw new NotFoundError();
  }
  return organiser;
}
