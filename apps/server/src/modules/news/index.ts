import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../../http/area.js';
import { registerResource } from '../../http/resource-routes.js';
import { golfCoursePostsResource } from './golf-course-posts.resource.js';
import { newsArticleResource } from './news-article.resource.js';
import { newsAuthorResource } from './news-author.resource.js';
import { newsCategoryResource } from './news-category.resource.js';
import { newsCommentResource } from './news-comment.resource.js';
import { registerNewsRoutes } from './news-routes.js';
import { newsTagResource } from './news-tag.resource.js';

/**
 * A club's news: its admins keep categories, tags, authors, articles (bodies sanitised on the server) and club
 * posts, and moderate comments; every role of the club reads the feed and comments; the public reads its RSS.
 */
export function registerNews(app: FastifyInstance, deps: AreaDeps) {
  // The actions' static paths first, beside the resources' `{id}` paths.
  registerNewsRoutes(app, deps);
  for (const resource of [
    newsCategoryResource,
    newsTagResource,
    newsAuthorResource,
    newsArticleResource,
    newsCommentResource,
    golfCoursePostsResource,
  ]) {
    registerResource(app, deps, resource);
  }
}
