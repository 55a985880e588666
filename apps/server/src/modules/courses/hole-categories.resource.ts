import { holeCategoryInput, holeCategoryRecord, Role } from '@fairway/contract';
import { holeCategories } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

/** The club's tee sets: every role of the club reads them (cards, ratings), its admins keep them. */
export const holeCategoriesResource: Resource = {
  name: 'hole_categories',
  thing: 'tee set',
  area: 'courses',
  table: holeCategories,
  scope: 'golf_course',
  list: {
    search: [holeCategories.name],
    ordering: {
      id: holeCategories.id,
      name: holeCategories.name,
      gender: holeCategories.gender,
      sort_order: holeCategories.sort_order,
    },
    defaultOrdering: 'sort_order,name',
    filters: { gender: { column: holeCategories.gender, kind: 'text' } },
  },
  record: holeCategoryRecord,
  input: holeCategoryInput,
  access: { read: {}, write: { roles: [Role.admin] } },
};
