import { z } from 'zod';
import { endpoint } from './endpoints.js';
import {
  commentModeration,
  commentModerationAnswer,
  feedArticlePage,
  feedPage,
  feedQuery,
  newCommentInput,
  newsCommentRecord,
  newsSettings,
  publicArticle,
  publicNews,
} from './news.js';

const articleParams = z.object({ id: z.number().int().positive() });

/** The news actions beside its resources: the members' feed, commenting, moderating and the club's settings. */
export const newsEndpoints = {
  /** The published articles of the club of X-Golf-Course, newest first: every role of the club. */
  feed: endpoint({ method: 'GET', path: '/api/news_feed/', query: feedQuery, answer: feedPage }),
  /** One published article as members read it, with its approved comments and the caller's own. */
  feedArticle: endpoint({
    method: 'GET',
    path: '/api/news_feed/{id}/',
    params: articleParams,
    answer: feedArticlePage,
  }),
  /** A comment on a published article by the caller: pending until approved, unless the club trusts its members. */
  comment: endpoint({
    method: 'POST',
    path: '/api/news_feed/{id}/comments/',
    params: articleParams,
    body: newCommentInput,
    status: 201,
    answer: newsCommentRecord,
  }),
  /** Approves or rejects several comments at once. */
  moderate: endpoint({
    method: 'POST',
    path: '/api/news_comment/moderate/',
    body: commentModeration,
    answer: commentModerationAnswer,
  }),
  /** A club's latest public articles, for anyone: the page the RSS feed's channel links to. */
  publicNews: endpoint({
    method: 'GET',
    path: '/api/news_public/{golf_course_id}/',
    params: z.object({ golf_course_id: z.number().int().positive() }),
    answer: publicNews,
  }),
  /** A club's published public article, for anyone: the page the RSS feed links to. */
  publicArticle: endpoint({
    method: 'GET',
    path: '/api/news_public/{golf_course_id}/{id}/',
    params: z.object({ golf_course_id: z.number().int().positive(), id: z.number().int().positive() }),
    answer: publicArticle,
  }),
  readSettings: endpoint({ method: 'GET', path: '/api/news_settings/', answer: newsSettings }),
  saveSettings: endpoint({ method: 'PUT', path: '/api/news_settings/', body: newsSettings, answer: newsSettings }),
};
