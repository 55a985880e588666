import { Role } from '@fairway/contract';
import { sql } from 'drizzle-orm';

/**
 * A user's roles, each with its club: in every club for a super admin, in the active club only for a club's admin,
 * who is not told which other clubs the user belongs to. The member role says whether the user's golfer is tied to
 * the club as a guest (`is_guest`). Written with aliases: in a single-table select Drizzle leaves column names
 * unqualified.
 */
export function rolesField(golfCourseId: number | null) {
  const inClub = golfCourseId === null ? sql`` : sql`and ur.golf_course_id = ${golfCourseId}`;
  return sql<{ golf_course_id: number | null; golf_course_name: string | null; role: number; is_guest: boolean }[]>`(
      select coalesce(json_agg(json_build_object(
        'golf_course_id', ur.golf_course_id, 'golf_course_name', gc.name, 'role', ur.role,
        'is_guest', ur.role = ${Role.member} and exists (
          select 1 from golf_course_members gcm join members m on m.id = gcm.member_id
          where m.user_id = ur.user_id and gcm.golf_course_id = ur.golf_course_id and gcm.is_guest
        )
      ) order by ur.role, gc.name), '[]'::json)
      from user_roles ur left join golf_courses gc on gc.id = ur.golf_course_id
      where ur.user_id = "users"."id" ${inClub}
    )`.as('roles');
}
