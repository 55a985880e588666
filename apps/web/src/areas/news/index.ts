import type { WebArea } from '../../routes/routeEntry';
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
};
