import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { countries, golfCourseMembers, golfCourses, members, userRoles } from '../../db/schema/index.js';
import { logoUrlSql } from '../golf-courses/index.js';
import { userName } from './user-name.js';
import { userInitial } from './user-initial.js';

/**
 * `GET /api/init/`: who the caller is, and the approved courses they may choose from (every one for a super admin),
 * each saying whether the caller is its guest, or belongs to it otherwise (a super admin overseeing a club does not).
 */
export async function getInitData(db: Database, caller: Caller) {
  const name = userName(caller.firstName, caller.lastName);
  const guestCourseIds = await guestCourseIdsOf(db, caller.id);
  const ownCourseIds = db
    .select({ id: sql<number>`${userRoles.golf_course_id}` })
    .from(userRoles)
    .where(eq(userRoles.user_id, caller.id));
  const courses = await db
    .select({
      id: golfCourses.id,
      name: golfCourses.name,
      logo: logoUrlSql,
      time_zone: golfCourses.time_zone,
      date_format: golfCourses.date_format,
      distance_unit: golfCourses.distance_unit,
      currency: golfCourses.currency,
      individual_rounds_enabled: golfCourses.individual_rounds_enabled,
      members_read_own_statement: golfCourses.members_read_own_statement,
      competition_purse: golfCourses.competition_purse,
      // Aliased: in a single-table select Drizzle leaves column names unqualified.
      hasRole: sql<boolean>`exists (
        select 1 from user_roles own where own.user_id = ${caller.id} and own.golf_course_id = "golf_courses"."id"
      )`,
      country: countries.iso_code,
    })
    .from(golfCourses)
    .leftJoin(countries, eq(countries.id, golfCourses.country_id))
    .where(
      and(eq(golfCourses.status, 'approved'), caller.isSuperAdmin ? undefined : inArray(golfCourses.id, ownCourseIds)),
    )
    .orderBy(asc(golfCourses.name), asc(golfCourses.id));
  return {
    user_name: name,
    user_initial: userInitial(name),
    data: courses.map(({ hasRole, ...course }) => ({
      ...course,
      is_guest: guestCourseIds.has(course.id),
      is_member: hasRole && !guestCourseIds.has(course.id),
    })),
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
