import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { golfCourseMembers, golfCourses, members, userRoles } from '../../db/schema/index.js';
import type { Caller } from '../../plugins/access.js';
import { Role } from './roles.js';
import { userInitial, userName } from './user-initial.js';

/** `GET /api/init/`: who the caller is, and the approved courses they may choose from (every one for a super admin). */
export async function getInitData(db: Database, caller: Caller) {
  const name = userName(caller.firstName, caller.lastName);
  const guestCourseIds = await guestCourseIdsOf(db, caller.id);
  const courses = await db
    .select({
      id: golfCourses.id,
      name: golfCourses.name,
      logo: golfCourses.logo,
      time_zone: golfCourses.time_zone,
      date_format: golfCourses.date_format,
      distance_unit: golfCourses.distance_unit,
      currency: golfCourses.currency,
    })
    .from(golfCourses)
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

/**
 * `GET /api/users/current/`: the caller's roles in the active course and whether they see individual rounds:
 * the club has them enabled and the caller is one of its members or guests.
 */
export async function getCurrentUser(
  db: Database,
  caller: Caller,
  course: { golfCourseId: number | null; courseRoles: number[] },
) {
  const name = userName(caller.firstName, caller.lastName);
  let showIndividualRounds = false;
  let roles: number[] = caller.isSuperAdmin ? [Role.superAdmin] : [];
  if (course.golfCourseId !== null) {
    roles = course.courseRoles;
    const [row] = await db
      .select({ enabled: golfCourses.individual_rounds_enabled })
      .from(golfCourses)
      .innerJoin(golfCourseMembers, eq(golfCourseMembers.golf_course_id, golfCourses.id))
      .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
      .where(
        and(
          eq(golfCourses.id, course.golfCourseId),
          eq(members.user_id, caller.id),
          eq(golfCourseMembers.status, 'active'),
        ),
      );
    showIndividualRounds = row?.enabled ?? false;
  }
  return {
    user_name: name,
    user_profile_pic: caller.profilePic,
    user_initial: userInitial(name),
    user_roles: [...new Set(roles)].sort((a, b) => a - b).map((id) => ({ id })),
    show_individual_rounds: showIndividualRounds,
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
