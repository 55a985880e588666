import type { newsAuthorRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { newsLabels } from '../../labels/newsLabels';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

export const newsAuthor: ResourceDeclaration<z.output<typeof newsAuthorRecord>> = {
  name: 'news_author',
  listPath: '/news-authors',
  recordPath: '/news-authors',
  recordRepresentation: (author) => author.name,
  defaultSort: { field: 'name', order: 'ASC' },
  cardFields: ['name', 'bio'],
  list: lazyScreen(() => import('./NewsAuthorList'), 'NewsAuthorList', newsLabels),
  create: lazyScreen(() => import('./NewsAuthorCreate'), 'NewsAuthorCreate', newsLabels),
  edit: lazyScreen(() => import('./NewsAuthorEdit'), 'NewsAuthorEdit', newsLabels),
};

export const routes: readonly DeclaredRoute[] = resourcePages(newsAuthor);
