import type { EndpointAnswer, EndpointInput, newsEndpoints } from '@fairway/contract';
import { callEndpoint, endpointRoute } from '../../../providers/endpointClient';

/**
 * The members' news feed, through its route alone: the dashboard's latest news card reads it, without the news
 * endpoints' schemas (decision 0099). `newsApi.ts` re-exports it for the news screens.
 */

export type FeedPage = EndpointAnswer<typeof newsEndpoints.feed>;
export type FeedArticle = FeedPage['results'][number];
export type FeedQuery = NonNullable<EndpointInput<typeof newsEndpoints.feed>['query']>;

const feedRoute = endpointRoute<typeof newsEndpoints.feed>({ method: 'GET', path: '/api/news_feed/' });

export const fetchFeed = (query: FeedQuery = {}) => callEndpoint(feedRoute, { query });
