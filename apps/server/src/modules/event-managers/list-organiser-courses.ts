import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { eventManagers, golfCourses, userRoles } from '../../db/schema/index.js';
import type { Viewer } from './sees-every-organiser.js';
import { seesEveryOrganiser } from './sees-every-organiser.js';

/** `event_manager/ddl_golf_course/`: the clubs an organiser runs events at; for an admin, the active club. */
export async function listOrganiserCourses(db: Database, viewer: Viewer) {
  if (seesEveryOrganiser(viewer)) {
    return db
      .select({ id: golfCourses.id, name: golfCourses.name })
      .from(golfCourses)
      .where(eq(golfCourses.id, viewer.golfCourseId));
  }
  return db
    .select({ id: golfCourses.id, name: golfCourses.name })
    .from(golfCourses)
    .innerJoin(eventManagers, eq(eventManagers.golf_course_id, golfCourses.id))
    .innerJoin(
      userRoles,
      and(
        eq(userRoles.golf_course_id, golfCourses.id),
        eq(userRoles.user_id, eventManagers.user_id),
        eq(userRoles.role, 10),
      ),
    )
    .where(
      and(
        eq(eventManagers.user_id, viewer.userId),
        eq(eventManagers.is_active, true),
        eq(golfCourses.status, 'approved'),
      ),
    )
    .orderBy(asc(golfCourses.name), asc(golfCourses.id));
}
