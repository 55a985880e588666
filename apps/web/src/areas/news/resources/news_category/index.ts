import type { newsCategoryRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { newsLabels } from '../../labels/newsLabels';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

export const newsCategory: ResourceDeclaration<z.output<typeof newsCategoryRecord>> = {
  name: 'news_category',
  listPath: '/news-category',
  recordPath: '/news-category',
  recordRepresentation: (record) => record.name,
  defaultSort: { field: 'name', order: 'ASC' },
  cardFields: ['name', 'slug'],
  list: lazyScreen(() => import('./NewsCategoryList'), 'NewsCategoryList', newsLabels),
  create: lazyScreen(() => import('./NewsCategoryCreate'), 'NewsCategoryCreate', newsLabels),
  edit: lazyScreen(() => import('./NewsCategoryEdit'), 'NewsCategoryEdit', newsLabels),
};

export const routes: readonly DeclaredRoute[] = resourcePages(newsCategory);
