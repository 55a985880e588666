import type { holeCategoryRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../layout/lazyScreen';

export const holeCategories: ResourceDeclaration<z.output<typeof holeCategoryRecord>> = {
  name: 'hole_categories',
  listPath: '/settings/hole_categories',
  recordPath: '/settings/hole_category',
  recordRepresentation: (teeSet) => teeSet.name,
  cardFields: ['name', 'colour', 'gender', 'sort_order'],
  defaultSort: { field: 'sort_order', order: 'ASC' },
  list: lazyScreen(() => import('./HoleCategoryList'), 'HoleCategoryList'),
  create: lazyScreen(() => import('./HoleCategoryCreate'), 'HoleCategoryCreate'),
  edit: lazyScreen(() => import('./HoleCategoryEdit'), 'HoleCategoryEdit'),
};
