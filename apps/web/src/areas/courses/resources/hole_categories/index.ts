import type { holeCategoryRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { scopedToCourse } from '../../../../layout/crud/courseScope';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { coursesLabels } from '../../labels/coursesLabels';
import { anyClubPages, resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

export const holeCategories: ResourceDeclaration<z.output<typeof holeCategoryRecord>> = {
  name: 'hole_categories',
  listPath: '/settings/hole_categories',
  recordPath: '/settings/hole_category',
  recordRepresentation: (teeSet) => teeSet.name,
  cardFields: ['name', 'colour', 'gender', 'sort_order'],
  defaultSort: { field: 'sort_order', order: 'ASC' },
  subtitle: 'fairway.courses.subtitles.hole_categories',
  list: lazyScreen(() => import('./HoleCategoryList'), 'HoleCategoryList', coursesLabels),
  create: lazyScreen(() => import('./HoleCategoryCreate'), 'HoleCategoryCreate', coursesLabels),
  edit: lazyScreen(() => import('./HoleCategoryEdit'), 'HoleCategoryEdit', coursesLabels),
};

/**
 * The super admin's copy (spec section 2, `/hole_category`): the same list and forms, for the golf course picked on
 * the list (decision 0034).
 */
export const anyClubHoleCategories: ResourceDeclaration<z.output<typeof holeCategoryRecord>> = {
  ...holeCategories,
  listPath: '/hole_category',
  recordPath: '/hole_category',
  list: scopedToCourse(holeCategories.list),
  create: scopedToCourse(holeCategories.create!),
  edit: scopedToCourse(holeCategories.edit!),
};

export const routes: readonly DeclaredRoute[] = [
  ...resourcePages(holeCategories),
  ...anyClubPages(anyClubHoleCategories, 'fairway.menu.setting-hole-categories'),
];
