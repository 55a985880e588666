import { eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { golfCourses } from '../../db/schema/index.js';
import { entrantOf } from './entrant-of.js';
import type { Entrant } from './golfer-of-club.js';

/**
 * The caller as a visitor of another club's open event: their own golfer, a member (not a guest) of the active club,
 * which is their home club. Undefined when the caller is not a member of the active club.
 */
export async function visitorOf(db: Database, actor: Actor): Promise<Entrant | undefined> {
  const entrant = await entrantOf(db, actor);
  if (!entrant || entrant.isGuest) return undefined;
  const [club] = await db
    .select({ name: golfCourses.name })
    .from(golfCourses)
    .where(eq(golfCourses.id, actor.golfCourseId!));
  return { ...entrant, homeClub: { id: actor.golfCourseId!, name: club!.name } };
}
