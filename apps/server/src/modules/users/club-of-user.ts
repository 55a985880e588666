import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { eventManagers, golfCourses, userRoles, users } from '../../db/schema/index.js';

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

/**
 * Role 10 and the organiser's record go together: granting it makes (or brings back) the club's event manager row,
 * revoking it retires that row, keeping its roster for a later return.
 */
export async function setEventManager(
  tx: Database,
  actor: Actor,
  golfCourseId: number,
  userId: number,
  active: boolean,
) {
  const [existing] = await tx
    .select({ id: eventManagers.id, isActive: eventManagers.is_active })
    .from(eventManagers)
    .where(and(eq(eventManagers.golf_course_id, golfCourseId), eq(eventManagers.user_id, userId)));
  if (existing) {
    if (existing.isActive === active) return;
    await tx
      .update(eventManagers)
      .set({ is_active: active, updated_at: new Date(), updated_by: actor.userId })
      .where(eq(eventManagers.id, existing.id));
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'event_manager',
      entityId: existing.id,
      detail: { before: { is_active: !active }, after: { is_active: active } },
    });
    return;
  }
  if (!active) return;
  const [created] = await tx
    .insert(eventManagers)
    .values({ golf_course_id: golfCourseId, user_id: userId, created_by: actor.userId, updated_by: actor.userId })
    .returning({ id: eventManagers.id });
  await writeAudit(tx, actor, {
    action: 'create',
    entity: 'event_manager',
    entityId: created!.id,
    detail: { user_id: userId },
  });
}
