import type { golfCoursePostRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { newsLabels } from '../../labels/newsLabels';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

/** The club's notices (`golf_course_posts`): not in the spec's routes, kept beside the news (decision 0057). */
export const golfCoursePosts: ResourceDeclaration<z.output<typeof golfCoursePostRecord>> = {
  name: 'golf_course_posts',
  listPath: '/news-posts',
  recordPath: '/news-posts',
  recordRepresentation: (post) => post.title,
  cardFields: ['title', 'pinned', 'expires_at'],
  list: lazyScreen(() => import('./GolfCoursePostList'), 'GolfCoursePostList', newsLabels),
  create: lazyScreen(() => import('./GolfCoursePostCreate'), 'GolfCoursePostCreate', newsLabels),
  edit: lazyScreen(() => import('./GolfCoursePostEdit'), 'GolfCoursePostEdit', newsLabels),
};

export const routes: readonly DeclaredRoute[] = resourcePages(golfCoursePosts);
