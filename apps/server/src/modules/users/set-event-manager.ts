import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import type { Database } from '../../db/client.js';
import { eventManagers } from '../../db/schema/index.js';

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
