import type { holeDetailRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { scopedToCourse } from '../../../../layout/crud/courseScope';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { coursesLabels } from '../../labels/coursesLabels';
import { anyClubPages, resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

export const holeDetails: ResourceDeclaration<z.output<typeof holeDetailRecord>> = {
  name: 'hole_details',
  listPath: '/settings/hole_details',
  recordPath: '/settings/hole_detail',
  recordRepresentation: (detail) => `${detail.hole_number}, ${detail.hole_category_name}`,
  cardFields: ['hole_number', 'hole_category_name', 'distance', 'distance_unit', 'par', 'stroke_index'],
  defaultSort: { field: 'hole_number', order: 'ASC' },
  list: lazyScreen(() => import('./HoleDetailList'), 'HoleDetailList', coursesLabels),
  create: lazyScreen(() => import('./HoleDetailCreate'), 'HoleDetailCreate', coursesLabels),
  edit: lazyScreen(() => import('./HoleDetailEdit'), 'HoleDetailEdit', coursesLabels),
};

/**
 * The super admin's copy (spec section 2, `/hole_detail`): the same list and forms, for the golf course picked on
 * the list (decision 0034).
 */
export const anyClubHoleDetails: ResourceDeclaration<z.output<typeof holeDetailRecord>> = {
  ...holeDetails,
  listPath: '/hole_detail',
  recordPath: '/hole_detail',
  list: scopedToCourse(holeDetails.list),
  create: scopedToCourse(holeDetails.create!),
  edit: scopedToCourse(holeDetails.edit!),
};

export const routes: readonly DeclaredRoute[] = [
  ...resourcePages(holeDetails),
  ...anyClubPages(anyClubHoleDetails, 'fairway.menu.setting-hole-details'),
];
