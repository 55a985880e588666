import type { holeIntermediatePointRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { scopedToCourse } from '../../../../layout/crud/courseScope';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { coursesLabels } from '../../labels/coursesLabels';
import { anyClubPages, resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

export const holeIntermediatePoints: ResourceDeclaration<z.output<typeof holeIntermediatePointRecord>> = {
  name: 'hole_intermediate_points',
  listPath: '/golf_course_holes_periphery',
  recordPath: '/golf_course_holes_periphery',
  recordRepresentation: (point) => `${point.hole_number}, ${point.label || point.kind.replaceAll('_', ' ')}`,
  cardFields: ['hole_number', 'kind', 'label', 'latitude', 'longitude', 'sort_order'],
  subtitle: 'fairway.courses.subtitles.hole_intermediate_points',
  list: lazyScreen(() => import('./HoleIntermediatePointList'), 'HoleIntermediatePointList', coursesLabels),
  create: lazyScreen(() => import('./HoleIntermediatePointCreate'), 'HoleIntermediatePointCreate', coursesLabels),
  edit: lazyScreen(() => import('./HoleIntermediatePointEdit'), 'HoleIntermediatePointEdit', coursesLabels),
};

/**
 * The super admin's copy (spec section 2: the duplicates of the periphery pages live under `/hole_detail`): the same
 * list, diagram and forms, for the golf course picked on the list (decision 0034).
 */
export const anyClubHoleIntermediatePoints: ResourceDeclaration<z.output<typeof holeIntermediatePointRecord>> = {
  ...holeIntermediatePoints,
  listPath: '/hole_detail/golf_course_holes_periphery',
  recordPath: '/hole_detail/golf_course_holes_periphery',
  list: scopedToCourse(holeIntermediatePoints.list),
  create: scopedToCourse(holeIntermediatePoints.create!),
  edit: scopedToCourse(holeIntermediatePoints.edit!),
};

export const routes: readonly DeclaredRoute[] = [
  ...resourcePages(holeIntermediatePoints),
  ...anyClubPages(anyClubHoleIntermediatePoints, 'fairway.menu.golf_course_holes_periphery'),
];
