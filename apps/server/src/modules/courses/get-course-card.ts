import type { CourseCard } from '@fairway/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { golfCourseHoles, holeCategories, holeDetails } from '../../db/schema/index.js';
import { courseOfClub } from './course-of-club.js';

/** The club's whole card: its holes by number, each with every tee set's distance (null where it has none). */
export async function getCourseCard(db: Database, golfCourseId: number): Promise<CourseCard> {
  const course = await courseOfClub(db, golfCourseId);
  const teeSets = await db
    .select()
    .from(holeCategories)
    .where(inClub(holeCategories, golfCourseId))
    .orderBy(asc(holeCategories.sort_order), asc(holeCategories.name), asc(holeCategories.id));
  const holes = await db
    .select()
    .from(golfCourseHoles)
    .where(inClub(golfCourseHoles, golfCourseId))
    .orderBy(asc(golfCourseHoles.number));
  const details = await db
    .select({
      hole_id: holeDetails.hole_id,
      hole_category_id: holeDetails.hole_category_id,
      distance: holeDetails.distance,
      distance_unit: holeDetails.distance_unit,
    })
    .from(holeDetails)
    .where(inClub(holeDetails, golfCourseId));
  const detailOf = new Map(details.map((detail) => [`${detail.hole_id} ${detail.hole_category_id}`, detail]));
  return {
    holes_count: course.holesCount,
    distance_unit: course.distanceUnit,
    tee_sets: teeSets,
    holes: holes.map((hole) => ({
      ...hole,
      distances: teeSets.map((teeSet) => {
        const detail = detailOf.get(`${hole.id} ${teeSet.id}`);
        return {
          hole_category_id: teeSet.id,
          distance: detail?.distance ?? null,
          distance_unit: detail?.distance_unit ?? course.distanceUnit,
        };
      }),
    })),
  };
}
