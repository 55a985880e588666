import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** Who changes a user, and in which club: a super admin anywhere, a club's admin in the active club only. */
export type RoleChanger = { actor: Actor; isSuperAdmin: boolean };

/**
 * The user, if the changer may see them: any user for a super admin, else only a user who holds a role in the
 * changer's club (another club's user answers 404, as if there were none).
 */
export async function userSeenBy(tx: Database, changer: RoleChanger, userId: number) {
  const [user] = await tx
    .select({ id: users.id, firstName: users.first_name, lastName: users.last_name, isActive: users.is_active })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        changer.isSuperAdmin
          ? undefined
          : sql`exists (select 1 from user_roles ur where ur.user_id = ${users.id} and ur.golf_course_id = ${changer.actor.golfCourseId})`,
      ),
    );
  if (!user) throw new NotFoundError();
  return user;
}
