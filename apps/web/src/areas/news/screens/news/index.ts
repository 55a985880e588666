import { lazyScreen } from '../../../../layout/lazyScreen';
import { newsLabels } from '../../labels/newsLabels';
import { rolesOf, type DeclaredRoute } from '../../../../layout/routing/routeEntry';
import type { DashboardCard } from '../../../../layout/dashboardCard';
import { feedReaders, latestNewsFace } from './latestNewsFace';

export { feedReaders };

const loadPublicNews = () => import('./PublicNewsPages');

/** The members' news (decision 0057): the feed and an article's page, for every role of the club. */
export const routes: readonly DeclaredRoute[] = [
  {
    path: '/news',
    access: 'course',
    roles: rolesOf('/news'),
    label: 'fairway.menu.news-feed',
    screen: lazyScreen(() => import('./NewsFeed'), 'NewsFeed', newsLabels),
  },
  {
    path: '/news/:id',
    access: 'course',
    roles: rolesOf('/news'),
    label: 'fairway.menu.news-feed',
    screen: lazyScreen(() => import('./NewsArticlePage'), 'NewsArticlePage', newsLabels),
  },
  {
    // The links of the club's RSS feed (the contract's publicNewsPage and publicArticlePage), for anyone.
    path: '/golf-course/:golfCourseId/news',
    access: 'link',
    roles: 'all',
    label: 'fairway.menu.news-feed',
    screen: lazyScreen(loadPublicNews, 'PublicNewsPage', newsLabels),
  },
  {
    path: '/golf-course/:golfCourseId/news/:id',
    access: 'link',
    roles: 'all',
    label: 'fairway.menu.news-feed',
    screen: lazyScreen(loadPublicNews, 'PublicArticlePage', newsLabels),
  },
];

/** The club's latest three articles on the dashboard, for every role. */
export const dashboardCards: readonly DashboardCard[] = [
  {
    id: latestNewsFace.id,
    roles: latestNewsFace.roles,
    card: lazyScreen(() => import('./LatestNewsCard'), 'LatestNewsCard'),
  },
];
