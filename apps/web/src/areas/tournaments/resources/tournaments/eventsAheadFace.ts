import { Role } from '@fairway/contract';
import type { DashboardCardFace } from '../../../../layout/dashboardCard';
import { tournamentsQuestion } from '../../providers/dashboardQuestions';

/** An event as the tournaments' list answers it, with what the card reads of it. */
interface EventAhead {
  id: number | string;
  name?: unknown;
  status?: unknown;
  start_date?: unknown;
  end_date?: unknown;
  entries_count?: unknown;
}

/** The events an organiser runs that are open or in play, soonest first, opening the tournaments; nothing when none is. */
export const eventsAheadFace: DashboardCardFace<{ results: readonly EventAhead[] }> = {
  id: 'events-ahead',
  roles: [Role.admin, Role.eventManager],
  question: tournamentsQuestion,
  face({ results }, { translate, formatDate, today }) {
    const ahead = results
      .filter((event) => (event.status === 'open' || event.status === 'in_progress') && String(event.end_date) >= today)
      .slice(0, 3);
    if (ahead.length === 0) return null;
    return {
      to: '/tournament',
      title: translate('fairway.dashboard.events_ahead'),
      listed: true,
      lines: ahead.map((event) => ({
        look: 'item',
        text: translate('fairway.dashboard.event_line', {
          date: formatDate(String(event.start_date)),
          name: String(event.name),
          entries: Number(event.entries_count),
        }),
      })),
    };
  },
};
