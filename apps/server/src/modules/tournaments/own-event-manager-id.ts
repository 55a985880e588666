import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { eventManagers } from '../../db/schema/index.js';

/** The actor's own organiser record in the active club, while it is active; null for anyone else. */
export async function ownEventManagerId(db: Database, actor: Actor): Promise<number | null> {
  if (actor.userId === null) return null;
  const [own] = await db
    .select({ id: eventManagers.id })
    .from(eventManagers)
    .where(
      and(
        inClub(eventManagers, actor.golfCourseId!),
        eq(eventManagers.user_id, actor.userId),
        eq(eventManagers.is_active, true),
      ),
    );
  return own?.id ?? null;
}
