import { holeIntermediatePointInput, holeIntermediatePointRecord, Role } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { golfCourseHoles, holeIntermediatePoints } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

/**
 * The holes' shapes (the periphery): every role of the club reads them (distances, nearest to centre), its admins
 * keep them.
 */
export const holeIntermediatePointsResource: Resource = {
  name: 'hole_intermediate_points',
  thing: 'hole point',
  area: 'courses',
  table: holeIntermediatePoints,
  scope: 'golf_course',
  fields: {
    ...recordColumnsOf(holeIntermediatePoints),
    golf_course_id: holeIntermediatePoints.golf_course_id,
    hole_id: holeIntermediatePoints.hole_id,
    hole_number: golfCourseHoles.number,
    kind: holeIntermediatePoints.kind,
    label: holeIntermediatePoints.label,
    latitude: holeIntermediatePoints.latitude,
    longitude: holeIntermediatePoints.longitude,
    sort_order: holeIntermediatePoints.sort_order,
  },
  joins: (query) => query.innerJoin(golfCourseHoles, eq(golfCourseHoles.id, holeIntermediatePoints.hole_id)),
  list: {
    search: [holeIntermediatePoints.label, holeIntermediatePoints.kind],
    ordering: {
      id: holeIntermediatePoints.id,
      hole_number: golfCourseHoles.number,
      sort_order: holeIntermediatePoints.sort_order,
      kind: holeIntermediatePoints.kind,
    },
    defaultOrdering: 'hole_number,sort_order',
    filters: {
      hole_id: { column: holeIntermediatePoints.hole_id, kind: 'integer' },
      kind: { column: holeIntermediatePoints.kind, kind: 'text' },
    },
  },
  references: { hole_id: golfCourseHoles },
  record: holeIntermediatePointRecord,
  input: holeIntermediatePointInput,
  access: { read: {}, write: { roles: [Role.admin] } },
};
