import { Role } from '@fairway/contract';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { NotFoundError } from '../../core/domain-errors.js';
import { setPassword } from '../../core/set-password.js';
import type { Database } from '../../db/client.js';
import { golfCourseMembers, members, userRoles, users } from '../../db/schema/index.js';

/**
 * An admin sets a user's password: a super admin any user's; a club's admin (`golfCourseId`) the users of their club,
 * those with a role there or a golfer tied to it, super admins excepted (another's user answers 404). Every token and
 * mailed link of the user's ends. Audited.
 */
export async function setUserPassword(
  db: Database,
  input: { userId: number; newPassword: string; golfCourseId: number | null; isSuperAdmin: boolean; actor: Actor },
): Promise<{ id: number; email: string }> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, input.userId));
    if (!user) throw new NotFoundError();
    if (!input.isSuperAdmin) {
      const clubId = input.golfCourseId!;
      const roles = await tx
        .select({ role: userRoles.role, golfCourseId: userRoles.golf_course_id })
        .from(userRoles)
        .where(eq(userRoles.user_id, user.id));
      const [tied] = await tx
        .select({ id: golfCourseMembers.id })
        .from(golfCourseMembers)
        .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
        .where(and(eq(members.user_id, user.id), eq(golfCourseMembers.golf_course_id, clubId)));
      const inClub = Boolean(tied) || roles.some((role) => role.golfCourseId === clubId);
      if (!inClub || roles.some((role) => role.role === Role.superAdmin)) throw new NotFoundError();
    }
    await setPassword(tx, {
      userId: user.id,
      newPassword: input.newPassword,
      actor: input.actor,
      detail: { set_by_admin: true },
    });
    return { id: user.id, email: user.email };
  });
}
