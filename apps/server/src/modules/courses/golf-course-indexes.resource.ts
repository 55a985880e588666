import { courseLimits, golfCourseIndexInput, golfCourseIndexRecord, Role } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import type { FieldErrors } from '../../core/domain-errors.js';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { golfCourseIndexes, holeCategories } from '../../db/schema/index.js';
import type { Change, Resource } from '../../http/resource.js';
import { courseOfClub } from './course-of-club.js';

/**
 * A course rating is for the holes the course has: 50 to 90 on 18 holes or more, 25 to 45 on a 9-hole course (the
 * contract's schema takes both; the club's hole count decides).
 */
async function checkCourseRating({ tx, input, existing, actor }: Change): Promise<FieldErrors | null> {
  const courseRating = (input.course_rating ?? existing?.course_rating) as number;
  const { holesCount } = await courseOfClub(tx, actor.golfCourseId!);
  const bounds = holesCount === 9 ? courseLimits.nineHoleCourseRating : courseLimits.courseRating;
  if (courseRating >= bounds.min && courseRating <= bounds.max) return null;
  return {
    course_rating: [
      `A course rating of ${holesCount} holes is from ${bounds.min.toFixed(1)} to ${bounds.max.toFixed(1)}.`,
    ],
  };
}

/** The WHS ratings of the club's tee sets: every role of the club reads them, its admins keep them. */
export const golfCourseIndexesResource: Resource = {
  name: 'golf_course_indexes',
  thing: 'rating',
  area: 'courses',
  table: golfCourseIndexes,
  scope: 'golf_course',
  fields: {
    ...recordColumnsOf(golfCourseIndexes),
    golf_course_id: golfCourseIndexes.golf_course_id,
    hole_category_id: golfCourseIndexes.hole_category_id,
    hole_category_name: holeCategories.name,
    gender: golfCourseIndexes.gender,
    course_rating: golfCourseIndexes.course_rating,
    slope_rating: golfCourseIndexes.slope_rating,
    par: golfCourseIndexes.par,
    front_course_rating: golfCourseIndexes.front_course_rating,
    front_slope_rating: golfCourseIndexes.front_slope_rating,
    back_course_rating: golfCourseIndexes.back_course_rating,
    back_slope_rating: golfCourseIndexes.back_slope_rating,
    effective_from: golfCourseIndexes.effective_from,
  },
  joins: (query) => query.innerJoin(holeCategories, eq(holeCategories.id, golfCourseIndexes.hole_category_id)),
  list: {
    search: [holeCategories.name],
    ordering: {
      id: golfCourseIndexes.id,
      hole_category_name: holeCategories.name,
      tee_set_order: holeCategories.sort_order,
      gender: golfCourseIndexes.gender,
      effective_from: golfCourseIndexes.effective_from,
      course_rating: golfCourseIndexes.course_rating,
      slope_rating: golfCourseIndexes.slope_rating,
    },
    defaultOrdering: 'tee_set_order,gender,-effective_from',
    filters: {
      hole_category_id: { column: golfCourseIndexes.hole_category_id, kind: 'integer' },
      gender: { column: golfCourseIndexes.gender, kind: 'text' },
    },
  },
  references: { hole_category_id: holeCategories },
  validate: checkCourseRating,
  record: golfCourseIndexRecord,
  input: golfCourseIndexInput,
  access: { read: {}, write: { roles: [Role.admin] } },
};
