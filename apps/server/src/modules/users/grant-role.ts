import { Role } from '@fairway/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { writeAudit } from '../../core/audit.js';
import { ForbiddenError, InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { userRoles } from '../../db/schema/index.js';
import { type RoleChanger, setEventManager, userSeenBy } from './club-of-user.js';

export const onlySuperAdmins = () =>
  new ForbiddenError('Only a super admin may grant or take away the super admin role.');

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

export const chooseAClub = () =>
  new InvalidInputError({ non_field_errors: ['Choose a golf course: send its id in the X-Golf-Course header.'] });
