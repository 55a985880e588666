import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { countries, golfCourseMembers, golfCourses, members, userRoles } from '../../db/schema/index.js';
import { logoUrlSql } from '../golf-courses/index.js';
import { userName } from './user-name.js';
import { userInitial } from './user-initial.js';

/** `GET /api/init/`: who the caller is, and the approved courses they may choose from (every one for a super admin). */
export async function getInitData(db: Database, caller: Caller) {
  const name = userName(caller.firstName, caller.lastName);
  const guestCourseIds = await guestCourseIdsOf(db, caller.id);
  const courses = await db
    .select({
      id: golfCourses.id,
      name: golfCourses.name,
      logo: logoUrlSql,
      time_zone: golfCourses.time_zone,
      date_format: golfCourses.date_format,
      distance_unit: golfCourses.distance_unit,
      currency: golfCourses.currency,
      country: countries.iso_code,
    })
    .from(golfCourses)
    .leftJoin(countries, eq(countries.id, golfCourses.country_id))
    .where(
      and(
        eq(golfCourses.status, 'approved'),
        caller.isSuperAdmin
          ? undefined
          : inArray(
              golfCourses.id,
              db
                .select({ id: sql<number>`${userRoles.golf_course_id}` })
                .from(userRoles)
                .where(eq(userRoles.user_id, caller.id)),
            ),
      ),
    )
    .orderBy(asc(golfCourses.name), asc(golfCourses.id));
  return {
    user_name: name,
    user_initial: userInitial(name),
    data: courses.map((course) => ({ ...course, is_guest: guestCourseIds.has(course.id) })),
  };
}

async function guestCourseIdsOf(db: Database, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ golfCourseId: golfCourseMembers.golf_course_id })
    .from(golfCourseMembers)
    .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
    .where(and(eq(members.user_id, userId), eq(golfCourseMembers.is_guest, true)));
  return new Set(rows.map((row) => row.golfCourseId));
}
