import { and, eq, sql } from 'drizzle-orm';
import { ConflictError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { golfCourses, userRoles, users } from '../../db/schema/index.js';

/** Refuses to leave a club without an admin: someone must be able to run it. */
export async function keepAnAdmin(tx: Database, golfCourseId: number, leavingUserId: number) {
  const others = await tx
    .select({ id: userRoles.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.user_id))
    .where(
      and(
        eq(userRoles.golf_course_id, golfCourseId),
        eq(userRoles.role, 1),
        eq(users.is_active, true),
        sql`${userRoles.user_id} <> ${leavingUserId}`,
      ),
    );
  if (others.length > 0) return;
  const [club] = await tx.select({ name: golfCourses.name }).from(golfCourses).where(eq(golfCourses.id, golfCourseId));
  throw new ConflictError(
    `This is the last admin of ${club?.name ?? 'the club'}. Make another user an admin of the club first.`,
  );
}
