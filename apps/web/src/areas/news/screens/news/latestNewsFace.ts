import { Role } from '@fairway/contract';
import type { DashboardCardFace } from '../../../../layout/dashboardCard';
import type { FeedPage } from '../../providers/newsFeed';
import { newsFeedQuestion } from '../../providers/dashboardQuestions';

/** The feed's readers: every role of the club (its menu entry's and its dashboard card's). */
export const feedReaders = [Role.admin, Role.user, Role.member, Role.eventManager];

/** The club's latest three articles, each opening its page, for every role; nothing while the club has none. */
export const latestNewsFace: DashboardCardFace<FeedPage> = {
  id: 'latest-news',
  roles: feedReaders,
  question: newsFeedQuestion,
  face({ results }, { translate, formatDate }) {
    if (results.length === 0) return null;
    return {
      title: translate('fairway.dashboard.latest_news'),
      titleTo: '/news',
      listed: true,
      lines: results.flatMap((article) => [
        { look: 'item' as const, text: article.title, to: `/news/${article.id}` },
        { look: 'caption' as const, text: formatDate(article.published_at) },
      ]),
    };
  },
};
