import { Role } from '@fairway/contract';
import { and, eq } from 'drizzle-orm';
import type { Caller } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { golfCourseMembers, golfCourses, members } from '../../db/schema/index.js';
import { userInitial, userName } from './user-name.js';

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
      .from(golfCourseMembers)
      .innerJoin(golfCourses, eq(golfCourses.id, golfCourseMembers.golf_course_id))
      .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
      .where(
        and(
          inClub(golfCourseMembers, course.golfCourseId),
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
