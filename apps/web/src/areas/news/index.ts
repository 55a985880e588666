import { Role } from '@fairway/contract';
import {
  mdiAccountTie,
  mdiBullhorn,
  mdiComment,
  mdiFolder,
  mdiNewspaper,
  mdiNewspaperVariant,
  mdiNewspaperVariantMultipleOutline,
  mdiTag,
} from '@mdi/js';
import type { WebArea } from '../../layout/routing/routeEntry';
import * as golfCoursePosts from './resources/golf_course_posts';
import * as newsArticle from './resources/news_article';
import * as newsAuthor from './resources/news_author';
import * as newsCategory from './resources/news_category';
import * as newsComment from './resources/news_comment';
import * as newsTag from './resources/news_tag';
import * as news from './screens/news';

/** News: the members' feed, and the club's categories, tags, authors, articles, comments and posts. */
export const newsArea: WebArea = {
  routes: [news, newsCategory, newsTag, newsAuthor, newsArticle, newsComment, golfCoursePosts].flatMap(
    (part) => part.routes,
  ),
  dashboardCards: news.dashboardCards,
  menu: [
    // Not in the spec's menu: the members' news feed, for every role of the club (decision 0057).
    {
      entry: {
        tag: 'news-feed',
        icon: mdiNewspaperVariantMultipleOutline,
        roles: news.feedReaders,
        path: '/news',
      },
      order: 20,
    },
    {
      entry: {
        tag: 'news',
        icon: mdiNewspaper,
        roles: [Role.admin],
        children: [
          { tag: 'news-tags', icon: mdiTag, roles: [Role.admin], path: '/news-tags' },
          { tag: 'news-categories', icon: mdiFolder, roles: [Role.admin], path: '/news-category' },
          { tag: 'news-authors', icon: mdiAccountTie, roles: [Role.admin], path: '/news-authors' },
          { tag: 'news-articles', icon: mdiNewspaperVariant, roles: [Role.admin], path: '/news-article' },
          { tag: 'news-comments', icon: mdiComment, roles: [Role.admin], path: '/news-comment' },
          // Not in the spec's menu: the club's notices at the top of Club News (decision 0057).
          { tag: 'news-posts', icon: mdiBullhorn, roles: [Role.admin], path: '/news-posts' },
        ],
      },
      group: 'settings',
      order: 30,
    },
  ],
};
