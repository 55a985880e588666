import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { eventManagers, users } from '../../db/schema/index.js';

/** `user_list_non_connected_event_manager`: the club's users who are not (or no longer) its organisers. */
export async function listEventManagerCandidates(db: Database, golfCourseId: number) {
  return db
    .select({
      id: users.id,
      user_name: sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`,
      email: users.email,
    })
    .from(users)
    .where(
      and(
        eq(users.is_active, true),
        sql`exists (select 1 from user_roles ur where ur.user_id = ${users.id} and ur.golf_course_id = ${golfCourseId})`,
        notExists(
          db
            .select({ id: eventManagers.id })
            .from(eventManagers)
            .where(
              and(
                inClub(eventManagers, golfCourseId),
                eq(eventManagers.user_id, users.id),
                eq(eventManagers.is_active, true),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id));
}
