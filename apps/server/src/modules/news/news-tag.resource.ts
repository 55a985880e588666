import { newsTagInput, newsTagRecord, Role } from '@fairway/contract';
import { newsTags } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

/** The words the club files its articles under: every role of the club reads them (the feed's filter), its admins keep them. */
export const newsTagResource: Resource = {
  name: 'news_tag',
  thing: 'news tag',
  area: 'news',
  table: newsTags,
  scope: 'golf_course',
  list: {
    search: [newsTags.name, newsTags.slug],
    ordering: { id: newsTags.id, name: newsTags.name, slug: newsTags.slug },
    defaultOrdering: 'name',
    filters: {},
  },
  record: newsTagRecord,
  input: newsTagInput,
  access: { read: {}, write: { roles: [Role.admin] } },
};
