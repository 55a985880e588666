import type { newsTagRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { newsLabels } from '../../labels/newsLabels';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

export const newsTag: ResourceDeclaration<z.output<typeof newsTagRecord>> = {
  name: 'news_tag',
  listPath: '/news-tags',
  recordPath: '/news-tags',
  recordRepresentation: (record) => record.name,
  defaultSort: { field: 'name', order: 'ASC' },
  cardFields: ['name', 'slug'],
  list: lazyScreen(() => import('./NewsTagList'), 'NewsTagList', newsLabels),
  create: lazyScreen(() => import('./NewsTagCreate'), 'NewsTagCreate', newsLabels),
  edit: lazyScreen(() => import('./NewsTagEdit'), 'NewsTagEdit', newsLabels),
};

export const routes: readonly DeclaredRoute[] = resourcePages(newsTag);
