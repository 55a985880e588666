import type { newsCommentRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { newsLabels } from '../../labels/newsLabels';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

/** The moderation queue of readers' comments; members comment on the article's page, so there is no Add here. */
export const newsComment: ResourceDeclaration<z.output<typeof newsCommentRecord>> = {
  name: 'news_comment',
  listPath: '/news-comment',
  recordPath: '/news-comment',
  recordRepresentation: (comment) => comment.body.slice(0, 40),
  cardFields: ['body', 'select', 'status', 'user_name', 'article_title'],
  subtitle: 'fairway.news.subtitles.news_comment',
  list: lazyScreen(() => import('./NewsCommentList'), 'NewsCommentList', newsLabels),
  edit: lazyScreen(() => import('./NewsCommentEdit'), 'NewsCommentEdit', newsLabels),
};

export const routes: readonly DeclaredRoute[] = resourcePages(newsComment);
