import { and, eq, inArray } from 'drizzle-orm';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { golfCourseHoles, playerRoundSections } from '../../db/schema/index.js';

/**
 * The holes of one of the club's sections in playing order. A hole deleted since the section was saved is left out:
 * the section keeps playing the holes that remain.
 */
export async function getSectionHoles(db: Database, golfCourseId: number, sectionId: number) {
  const [section] = await db
    .select({ hole_ids: playerRoundSections.hole_ids })
    .from(playerRoundSections)
    .where(and(eq(playerRoundSections.id, sectionId), inClub(playerRoundSections, golfCourseId)));
  if (!section) throw new NotFoundError();
  if (section.hole_ids.length === 0) return [];
  const holes = await db
    .select()
    .from(golfCourseHoles)
    .where(and(inArray(golfCourseHoles.id, section.hole_ids), inClub(golfCourseHoles, golfCourseId)));
  const holeOf = new Map(holes.map((hole) => [hole.id, hole]));
  return section.hole_ids.flatMap((id) => holeOf.get(id) ?? []);
}
