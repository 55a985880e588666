import { Role, type EndpointAnswer, type enteringEndpoints } from '@fairway/contract';
import type { DashboardCardFace } from '../../../../layout/dashboardCard';
import { competitionsQuestion } from '../../providers/dashboardQuestions';

type Competitions = EndpointAnswer<typeof enteringEndpoints.competitions>;

/** The events a member may enter now, soonest first, opening their Competitions page; nothing when none is open. */
export const openForEntryFace: DashboardCardFace<Competitions> = {
  id: 'open-for-entry',
  roles: [Role.member],
  question: competitionsQuestion,
  face(competitions, { translate, formatDate }) {
    const open = competitions.filter((competition) => competition.may_enter).slice(0, 3);
    if (open.length === 0) return null;
    return {
      to: '/competitions',
      title: translate('fairway.dashboard.open_for_entry'),
      listed: true,
      lines: open.map((competition) => ({
        look: 'item',
        text: translate('fairway.dashboard.open_for_entry_line', {
          date: formatDate(competition.start_date),
          name: competition.name,
          closes: formatDate(competition.entries_close_at, { withTime: true }),
        }),
      })),
    };
  },
};
