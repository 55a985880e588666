import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { golfCourseHoles, holeDetails } from '../../db/schema/index.js';
import { getSectionHoles } from './get-section-holes.js';

/** A hole of a round's card, with what each tee set changes of it (a par or stroke index of its own). */
export type RoundCardHole = {
  id: number;
  number: number;
  par: number;
  strokeIndex: number;
  strokeIndexLadies: number | null;
  teeSets: Map<number, { par: number | null; strokeIndex: number | null }>;
};

/** Which holes a round plays: a section of the course, or the first or last nine, or every hole. */
export type RoundHolesChoice = { sectionId: number | null; holes: number; nine: string | null };

/** The holes a round plays, in card order, from the club's course. */
export async function roundCardHoles(
  db: Database,
  golfCourseId: number,
  choice: RoundHolesChoice,
): Promise<RoundCardHole[]> {
  let holes = choice.sectionId
    ? await getSectionHoles(db, golfCourseId, choice.sectionId)
    : await db
        .select()
        .from(golfCourseHoles)
        .where(inClub(golfCourseHoles, golfCourseId))
        .orderBy(asc(golfCourseHoles.number));
  if (!choice.sectionId && choice.holes === 9 && holes.length > 9) {
    holes = choice.nine === 'back' ? holes.slice(9, 18) : holes.slice(0, 9);
  }
  const details =
    holes.length === 0
      ? []
      : await db
          .select({
            hole_id: holeDetails.hole_id,
            hole_category_id: holeDetails.hole_category_id,
            par: holeDetails.par,
            stroke_index: holeDetails.stroke_index,
          })
          .from(holeDetails)
          .where(
            inArray(
              holeDetails.hole_id,
              holes.map((hole) => hole.id),
            ),
          );
  return holes.map((hole) => ({
    id: hole.id,
    number: hole.number,
    par: hole.par,
    strokeIndex: hole.stroke_index,
    strokeIndexLadies: hole.stroke_index_ladies,
    teeSets: new Map(
      details
        .filter((detail) => detail.hole_id === hole.id)
        .map((detail) => [detail.hole_category_id, { par: detail.par, strokeIndex: detail.stroke_index }]),
    ),
  }));
}
