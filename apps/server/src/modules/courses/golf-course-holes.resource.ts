import { golfCourseHoleInput, golfCourseHoleRecord, Role } from '@fairway/contract';
import type { FieldErrors } from '../../core/domain-errors.js';
import { golfCourseHoles } from '../../db/schema/index.js';
import type { Change, Resource } from '../../http/resource.js';
import { checkHoleStrokeIndexes } from './check-hole-stroke-indexes.js';
import { courseOfClub } from './course-of-club.js';

/** A hole is numbered within the course's holes, and its stroke indexes clash with no other hole of its 18. */
async function checkHole({ tx, input, existing, actor }: Change): Promise<FieldErrors | null> {
  const hole = {
    id: (existing?.id as number | undefined) ?? null,
    number: (input.number ?? existing?.number) as number,
    stroke_index: (input.stroke_index ?? existing?.stroke_index) as number,
    stroke_index_ladies: (input.stroke_index_ladies !== undefined
      ? input.stroke_index_ladies
      : (existing?.stroke_index_ladies ?? null)) as number | null,
  };
  const { holesCount } = await courseOfClub(tx, actor.golfCourseId!);
  if (hole.number > holesCount) return { number: [`This course has ${holesCount} holes.`] };
  return checkHoleStrokeIndexes(tx, actor.golfCourseId!, holesCount, hole);
}

/**
 * The club's holes: every role of the club reads them (scoring needs them), its admins keep them. Swapping two holes'
 * stroke indexes is a change of the whole card (`PUT /api/golf_course_holes/card/`), as either half alone clashes.
 */
export const golfCourseHolesResource: Resource = {
  name: 'golf_course_holes',
  thing: 'hole',
  area: 'courses',
  table: golfCourseHoles,
  scope: 'golf_course',
  list: {
    search: [golfCourseHoles.name],
    ordering: {
      id: golfCourseHoles.id,
      number: golfCourseHoles.number,
      name: golfCourseHoles.name,
      par: golfCourseHoles.par,
      stroke_index: golfCourseHoles.stroke_index,
    },
    defaultOrdering: 'number',
    filters: { par: { column: golfCourseHoles.par, kind: 'integer' } },
  },
  validate: checkHole,
  record: golfCourseHoleRecord,
  input: golfCourseHoleInput,
  access: { read: {}, write: { roles: [Role.admin] } },
};
