import { holeDetailInput, holeDetailRecord, Role } from '@fairway/contract';
import { strokeIndexProblems } from '@fairway/golf';
import { and, eq } from 'drizzle-orm';
import type { FieldErrors } from '../../core/domain-errors.js';
import { inClub } from '../../db/club-scope.js';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { golfCourseHoles, holeCategories, holeDetails } from '../../db/schema/index.js';
import type { Change, Resource } from '../../http/resource.js';
import { courseOfClub } from './course-of-club.js';

/**
 * A tee set's own stroke index for a hole keeps that tee set's allocation whole: it clashes with no other hole's index
 * from the same tee set (its own where it has one, else the hole's).
 */
async function checkTeeStrokeIndex({ tx, input, existing, actor }: Change): Promise<FieldErrors | null> {
  const detail = { ...existing, ...input };
  const strokeIndex = detail.stroke_index as number | null | undefined;
  if (strokeIndex === null || strokeIndex === undefined) return null;
  const golfCourseId = actor.golfCourseId!;
  const holes = await tx
    .select({
      id: golfCourseHoles.id,
      number: golfCourseHoles.number,
      strokeIndex: golfCourseHoles.stroke_index,
      teeStrokeIndex: holeDetails.stroke_index,
    })
    .from(golfCourseHoles)
    .leftJoin(
      holeDetails,
      and(
        eq(holeDetails.hole_id, golfCourseHoles.id),
        eq(holeDetails.hole_category_id, detail.hole_category_id as number),
      ),
    )
    .where(inClub(golfCourseHoles, golfCourseId));
  const hole = holes.find((each) => each.id === detail.hole_id);
  // A hole of another club: the reference check has said so already.
  if (!hole) return null;
  const { holesCount } = await courseOfClub(tx, golfCourseId);
  const problems = strokeIndexProblems(
    holes.map((each) => ({
      number: each.number,
      strokeIndex: each.id === hole.id ? strokeIndex : (each.teeStrokeIndex ?? each.strokeIndex),
    })),
    holesCount,
  );
  const outOfRange = problems.outOfRange.find((problem) => problem.number === hole.number);
  if (outOfRange)
    return { stroke_index: [`On a course of ${holesCount} holes a stroke index is 1 to ${outOfRange.maximum}.`] };
  const clash = problems.clashes.find((problem) => problem.number === hole.number || problem.sameAs === hole.number);
  if (!clash) return null;
  const otherHole = clash.number === hole.number ? clash.sameAs : clash.number;
  return { stroke_index: [`Stroke index ${strokeIndex} is also on hole ${otherHole} from this tee set.`] };
}

/** Each hole from each tee set: its distance, and par and stroke index where they differ from the hole's. */
export const holeDetailsResource: Resource = {
  name: 'hole_details',
  thing: 'hole detail',
  area: 'courses',
  table: holeDetails,
  scope: 'golf_course',
  fields: {
    ...recordColumnsOf(holeDetails),
    golf_course_id: holeDetails.golf_course_id,
    hole_id: holeDetails.hole_id,
    hole_number: golfCourseHoles.number,
    hole_category_id: holeDetails.hole_category_id,
    hole_category_name: holeCategories.name,
    distance: holeDetails.distance,
    distance_unit: holeDetails.distance_unit,
    par: holeDetails.par,
    stroke_index: holeDetails.stroke_index,
  },
  joins: (query) =>
    query
      .innerJoin(golfCourseHoles, eq(golfCourseHoles.id, holeDetails.hole_id))
      .innerJoin(holeCategories, eq(holeCategories.id, holeDetails.hole_category_id)),
  list: {
    search: [holeCategories.name],
    ordering: {
      id: holeDetails.id,
      hole_number: golfCourseHoles.number,
      hole_category_name: holeCategories.name,
      tee_set_order: holeCategories.sort_order,
      distance: holeDetails.distance,
    },
    defaultOrdering: 'hole_number,tee_set_order',
    filters: {
      hole_id: { column: holeDetails.hole_id, kind: 'integer' },
      hole_category_id: { column: holeDetails.hole_category_id, kind: 'integer' },
    },
  },
  references: { hole_id: golfCourseHoles, hole_category_id: holeCategories },
  validate: checkTeeStrokeIndex,
  record: holeDetailRecord,
  input: holeDetailInput,
  access: { read: {}, write: { roles: [Role.admin] } },
};
