import { holeDetailInput, holeDetailRecord, Role } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { golfCourseHoles, holeCategories, holeDetails } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

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
  record: holeDetailRecord,
  input: holeDetailInput,
  access: { read: {}, write: { roles: [Role.admin] } },
};
