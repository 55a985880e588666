import { newsEndpoints, type EndpointAnswer } from '@fairway/contract';
import { callEndpoint } from '../../../providers/endpointClient';

/** The news actions: the members' feed and an article's page, commenting, moderating, the club's news settings. */

export { fetchFeed, type FeedArticle, type FeedPage, type FeedQuery } from './newsFeed';
export type FeedArticlePage = EndpointAnswer<typeof newsEndpoints.feedArticle>;

export const fetchFeedArticle = (id: number) => callEndpoint(newsEndpoints.feedArticle, { params: { id } });

export const postComment = (id: number, body: string) =>
  callEndpoint(newsEndpoints.comment, { params: { id }, body: { body } });

export const moderateComments = (ids: number[], status: 'approved' | 'rejected') =>
  callEndpoint(newsEndpoints.moderate, { body: { ids, status } });

export type PublicNews = EndpointAnswer<typeof newsEndpoints.publicNews>;
export type PublicArticleCard = PublicNews['results'][number];
export type PublicArticle = EndpointAnswer<typeof newsEndpoints.publicArticle>;

/** A club's latest public articles, for anyone: the page its RSS feed's channel links to. */
export const fetchPublicNews = (golfCourseId: number) =>
  callEndpoint(newsEndpoints.publicNews, { params: { golf_course_id: golfCourseId } });

/** A club's public article, for anyone: the page its RSS feed links to. */
export const fetchPublicArticle = (golfCourseId: number, id: number) =>
  callEndpoint(newsEndpoints.publicArticle, { params: { golf_course_id: golfCourseId, id } });

export const fetchNewsSettings = () => callEndpoint(newsEndpoints.readSettings, {});

export const saveNewsSettings = (trust: boolean) =>
  callEndpoint(newsEndpoints.saveSettings, { body: { trust_member_comments: trust } });

/** The public RSS feed of a club's public articles: a plain link, for feed readers. */
export const newsRssUrl = (golfCourseId: number) => `/api/news_rss/${golfCourseId}/`;
