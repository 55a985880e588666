import { newsEndpoints, Role } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AreaDeps } from '../../http/area.js';
import { answerOf, endpointRoute } from '../../http/endpoint-route.js';
import { pageWithLinks } from '../../http/list-query.js';
import { actorOf } from '../../http/request-context.js';
import { getRecord } from '../../http/resource-service.js';
import { errorAnswers, idParam, idParams } from '../../http/schemas.js';
import { addComment } from './add-comment.js';
import { clubRss, rssItems } from './club-rss.js';
import { getNewsSettings } from './get-news-settings.js';
import { listFeed } from './list-feed.js';
import { moderateComments } from './moderate-comments.js';
import { newsCommentResource } from './news-comment.resource.js';
import { readFeedArticle } from './read-feed-article.js';
import { listPublicArticles, publicArticlesShown } from './list-public-articles.js';
import { readPublicArticle } from './read-public-article.js';
import { saveNewsSettings } from './save-news-settings.js';

/** The news actions beside its resources: the members' feed and comments, moderation, settings and the RSS feed. */
export function registerNewsRoutes(app: FastifyInstance, { db, config }: AreaDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['news'];
  const everyRole = { course: 'required' } as const;
  const admins = { course: 'required', roles: [Role.admin] } as const;

  routes.route({
    ...endpointRoute(newsEndpoints.feed),
    config: { access: everyRole },
    schema: {
      operationId: 'news_feed_list',
      tags,
      summary: "The members' news feed",
      description:
        'The published articles of the golf course of X-Golf-Course that readers see now (not the scheduled ones), newest first, for every role of the club: a page at a time (`page`, `page_size` up to 100), found with `search` (title, summary, body) and narrowed by `category_id` and `tag_id`. The club posts are `/api/golf_course_posts/?current=true`.',
      querystring: newsEndpoints.feed.query,
      response: { 200: newsEndpoints.feed.answer },
    },
    handler: async (request) =>
      pageWithLinks(await listFeed(db, request.golfCourseId!, request.query), {
        url: request.url,
        publicUrl: config.publicUrl,
      }),
  });

  routes.route({
    ...endpointRoute(newsEndpoints.feedArticle),
    config: { access: everyRole },
    schema: {
      operationId: 'news_feed_read',
      tags,
      summary: 'Read an article',
      description:
        "A published article of the golf course of X-Golf-Course as members read it, with its tags, its approved comments (oldest first) and the caller's own still waiting; a draft or scheduled article is not found.",
      params: idParams,
      response: { 200: newsEndpoints.feedArticle.answer },
    },
    handler: (request) =>
      readFeedArticle(db, { golfCourseId: request.golfCourseId!, userId: request.caller!.id }, request.params.id),
  });

  routes.route({
    ...endpointRoute(newsEndpoints.comment),
    config: { access: everyRole },
    schema: {
      operationId: 'news_feed_comments_create',
      tags,
      summary: 'Comment on an article',
      description:
        "A comment of plain text on a published article of the golf course of X-Golf-Course, by any role of the club: it waits for a moderator (`pending`) unless the caller is an admin, or a member of a club that trusts its members' comments. A draft or scheduled article is not found.",
      params: idParams,
      body: newsEndpoints.comment.body,
      response: { 201: newsEndpoints.comment.answer },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const id = await addComment(db, actor, {
        articleId: request.params.id,
        body: request.body.body,
        roles: request.courseRoles,
        isSuperAdmin: request.caller!.isSuperAdmin,
      });
      const comment = await getRecord(db, newsCommentResource, id, actor.golfCourseId);
      return reply.code(201).send(answerOf(newsEndpoints.comment, comment));
    },
  });

  routes.route({
    ...endpointRoute(newsEndpoints.moderate),
    config: { access: admins },
    schema: {
      operationId: 'news_comment_moderate',
      tags,
      summary: 'Approve or reject comments',
      description:
        'Gives several comments of the golf course of X-Golf-Course the same status, approved or rejected, all or none: an id of another club answers 404 and changes nothing.',
      body: newsEndpoints.moderate.body,
      response: { 200: newsEndpoints.moderate.answer, 404: errorAnswers[404] },
    },
    handler: async (request) => ({ changed: await moderateComments(db, actorOf(request), request.body) }),
  });

  routes.route({
    ...endpointRoute(newsEndpoints.readSettings),
    config: { access: admins },
    schema: {
      operationId: 'news_settings_read',
      tags,
      summary: "Read the club's news settings",
      description: "Whether the members' comments of the golf course of X-Golf-Course show without a moderator.",
      response: { 200: newsEndpoints.readSettings.answer },
    },
    handler: (request) => getNewsSettings(db, request.golfCourseId!),
  });

  routes.route({
    ...endpointRoute(newsEndpoints.saveSettings),
    config: { access: admins },
    schema: {
      operationId: 'news_settings_update',
      tags,
      summary: "Save the club's news settings",
      description:
        "Sets whether the members' comments of the golf course of X-Golf-Course show at once, without a moderator.",
      body: newsEndpoints.saveSettings.body,
      response: { 200: newsEndpoints.saveSettings.answer },
    },
    handler: (request) => saveNewsSettings(db, actorOf(request), request.body),
  });

  routes.route({
    ...endpointRoute(newsEndpoints.publicNews),
    config: { access: { public: true } },
    schema: {
      operationId: 'news_public_list',
      tags,
      summary: "Read a club's public news",
      description: `The latest ${publicArticlesShown} published articles of an approved club marked public, newest first, for anyone, signed in or not: what the page the RSS feed's channel links to (\`/golf-course/{golf_course_id}/news\`) shows, with the club's name, logo, time zone and date format. An unknown or unapproved club is not found.`,
      params: z.object({ golf_course_id: idParam }),
      response: { 200: newsEndpoints.publicNews.answer },
    },
    handler: (request) => listPublicArticles(db, request.params.golf_course_id),
  });

  routes.route({
    ...endpointRoute(newsEndpoints.publicArticle),
    config: { access: { public: true } },
    schema: {
      operationId: 'news_public_read',
      tags,
      summary: "Read a club's public article",
      description: `A published article of an approved club marked public, for anyone, signed in or not: what the page the RSS feed links to (\`/golf-course/{golf_course_id}/news/{id}\`) shows, with the club's name, logo, time zone and date format. A draft, scheduled, archived or members-only article, or another club's, is not found.`,
      params: z.object({ golf_course_id: idParam, id: idParam }),
      response: { 200: newsEndpoints.publicArticle.answer },
    },
    handler: (request) => readPublicArticle(db, request.params.golf_course_id, request.params.id),
  });

  // Typed without the schema's types: the answer is RSS's XML, which the document describes as text.
  app.get<{ Params: { golf_course_id: number } }>(
    '/api/news_rss/:golf_course_id/',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'news_rss_read',
        tags,
        summary: "A club's public news as RSS",
        description: `The RSS 2.0 feed of an approved club's public articles, for anyone: the latest ${rssItems} published ones marked public, newest first, with their titles, summaries and links to their public pages (\`/golf-course/{golf_course_id}/news/{id}\`, readable without signing in). An unknown or unapproved club is not found.`,
        params: z.object({ golf_course_id: idParam }),
        response: {
          200: {
            description: 'The RSS document.',
            content: { 'application/rss+xml': { schema: z.string().meta({ description: 'RSS 2.0 XML' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const baseUrl = config.publicUrl ?? `http://localhost:${config.port}`;
      const rss = await clubRss(db, request.params.golf_course_id, baseUrl);
      return reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(rss);
    },
  );
}
