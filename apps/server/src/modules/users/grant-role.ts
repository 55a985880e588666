import { Role } from '@fairway/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { writeAudit } from '../../core/audit.js';
import type { Database } from '../../db/client.js';
import { userRoles } from '../../db/schema/index.js';
import { chooseAClub, onlySuperAdmins } from './role-refusals.js';
import { setEventManager } from './set-event-manager.js';
import { type RoleChanger, userSeenBy } from './user-seen-by.js';

/** Grants a role in the changer's club (or the global super admin role); granting a role the user has changes nothing. */
export async function grantRole(db: Database, changer: RoleChanger, userId: number, role: number) {
  if (role === Role.superAdmin && !changer.isSuperAdmin) throw onlySuperAdmins();
  const golfCourseId = role === Role.superAdmin ? null : changer.actor.golfCourseId;
  if (role !== Role.superAdmin && golfCourseId === null) throw chooseAClub();
  await db.transaction(async (tx) => {
    await userSeenBy(tx, changer, userId);
    const [held] = await tx
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(
        and(
          eq(userRoles.user_id, userId),
          eq(userRoles.role, role),
          golfCourseId === null ? isNull(userRoles.golf_course_id) : eq(userRoles.golf_course_id, golfCourseId),
        ),
      );
    if (!held) {
      await tx
        .insert(userRoles)
        .values({ user_id: userId, role, golf_course_id: golfCourseId, created_by: changer.actor.userId });
      await writeAudit(tx, changer.actor, {
        action: 'role_granted',
        entity: 'users',
        entityId: userId,
        detail: { role, golf_course_id: golfCourseId },
      });
    }
    if (role === Role.eventManager) await setEventManager(tx, changer.actor, golfCourseId!, userId, true);
  });
}
