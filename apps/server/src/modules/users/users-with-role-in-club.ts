import { sql, type SQL } from 'drizzle-orm';

/** The users who hold one role in a club (the users list's role filter, in a club). */
export function usersWithRoleInClub(role: number, golfCourseId: number): SQL {
  return sql`exists (select 1 from user_roles ur where ur.user_id = "users"."id" and ur.role = ${role} and ur.golf_course_id = ${golfCourseId})`;
}
