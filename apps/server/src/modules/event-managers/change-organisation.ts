import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { eventManagers } from '../../db/schema/index.js';
import { organiserOf } from './organiser-of.js';
import type { Viewer } from './sees-every-organiser.js';

/** Renames an organiser's organisation: the club's admins, or the event manager themself. */
export async function changeOrganisation(
  db: Database,
  viewer: Viewer,
  actor: Actor,
  eventManagerId: number,
  organisation: string | undefined,
) {
  const organiser = await organiserOf(db, viewer, eventManagerId);
  if (organisation === undefined) return;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ organisation: eventManagers.organisation })
      .from(eventManagers)
      .where(eq(eventManagers.id, organiser.id));
    await tx
      .update(eventManagers)
      .set({ organisation, updated_at: new Date(), updated_by: actor.userId })
      .where(and(eq(eventManagers.id, organiser.id), inClub(eventManagers, viewer.golfCourseId)));
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'event_manager',
      entityId: organiser.id,
      detail: { before, after: { organisation } },
    });
  });
}
