import type { newsArticleRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { newsLabels } from '../../labels/newsLabels';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

/** The club's articles; the form, with its rich-text editor, loads only when an article is opened or added. */
export const newsArticle: ResourceDeclaration<z.output<typeof newsArticleRecord>> = {
  name: 'news_article',
  listPath: '/news-article',
  recordPath: '/news-article',
  recordRepresentation: (article) => article.title,
  cardFields: ['title', 'status', 'category_name', 'published_at'],
  list: lazyScreen(() => import('./NewsArticleList'), 'NewsArticleList', newsLabels),
  create: lazyScreen(() => import('./NewsArticleCreate'), 'NewsArticleCreate', newsLabels),
  edit: lazyScreen(() => import('./NewsArticleEdit'), 'NewsArticleEdit', newsLabels),
};

export const routes: readonly DeclaredRoute[] = resourcePages(newsArticle);
