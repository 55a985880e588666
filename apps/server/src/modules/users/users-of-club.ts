import { sql, type SQL } from 'drizzle-orm';

/** The users who hold a role in a club: the only users that club's admins see. */
export function usersOfClub(golfCourseId: number): SQL {
  return sql`exists (select 1 from user_roles ur where ur.user_id = "users"."id" and ur.golf_course_id = ${golfCourseId})`;
}
