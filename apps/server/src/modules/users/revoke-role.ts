import { Role } from '@fairway/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { writeAudit } from '../../core/audit.js';
import type { Database } from '../../db/client.js';
import { userRoles } from '../../db/schema/index.js';
import { keepAnAdmin } from './keep-an-admin.js';
import { setEventManager } from './set-event-manager.js';
import { type RoleChanger, userSeenBy } from './user-seen-by.js';
import { chooseAClub, onlySuperAdmins } from './role-refusals.js';

/**
 * Takes a role away in the changer's club (or the global super admin role): never a club's last admin; revoking a
 * role the user does not hold changes nothing. The user's next request already goes without it.
 */
export async function revokeRole(db: Database, changer: RoleChanger, userId: number, role: number) {
  if (role === Role.superAdmin && !changer.isSuperAdmin) throw onlySuperAdmins();
  const golfCourseId = role === Role.superAdmin ? null : changer.actor.golfCourseId;
  if (role !== Role.superAdmin && golfCourseId === null) throw chooseAClub();
  await db.transaction(async (tx) => {
    await userSeenBy(tx, changer, userId);
    if (role === Role.admin) await keepAnAdmin(tx, golfCourseId!, userId);
    const removed = await tx
      .delete(userRoles)
      .where(
        and(
          eq(userRoles.user_id, userId),
          eq(userRoles.role, role),
          golfCourseId === null ? isNull(userRoles.golf_course_id) : eq(userRoles.golf_course_id, golfCourseId),
        ),
      )
      .returning({ id: userRoles.id });
    if (removed.length > 0) {
      await writeAudit(tx, changer.actor, {
        action: 'role_revoked',
        entity: 'users',
        entityId: userId,
        detail: { role, golf_course_id: golfCourseId },
      });
    }
    if (role === Role.eventManager) await setEventManager(tx, changer.actor, golfCourseId!, userId, false);
  });
}
