import { newsCategoryInput, newsCategoryRecord, Role } from '@fairway/contract';
import { newsCategories } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

/** The sections of the club's news: every role of the club reads them (the feed's filter), its admins keep them. */
export const newsCategoryResource: Resource = {
  name: 'news_category',
  thing: 'news category',
  area: 'news',
  table: newsCategories,
  scope: 'golf_course',
  list: {
    search: [newsCategories.name, newsCategories.slug],
    ordering: { id: newsCategories.id, name: newsCategories.name, slug: newsCategories.slug },
    defaultOrdering: 'name',
    filters: {},
  },
  record: newsCategoryRecord,
  input: newsCategoryInput,
  access: { read: {}, write: { roles: [Role.admin] } },
};
