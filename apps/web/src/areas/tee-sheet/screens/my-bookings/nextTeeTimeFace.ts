import { Role, type EndpointAnswer, type teeSheetEndpoints } from '@fairway/contract';
import type { DashboardCardFace } from '../../../../layout/dashboardCard';
import { ownBookingsQuestion } from '../../providers/dashboardQuestions';

type Bookings = EndpointAnswer<typeof teeSheetEndpoints.bookings>;

/** A member's next tee time: its day, time and tee, and who plays; nothing when they have none ahead. */
export const nextTeeTimeFace: DashboardCardFace<Bookings> = {
  id: 'next-tee-time',
  roles: [Role.member],
  question: ownBookingsQuestion,
  face(bookings, { translate, formatDate, today }) {
    const next = bookings.results.find((booking) => booking.date >= today);
    if (!next) return null;
    const players = next.players.map((player) => player.name || translate('fairway.dashboard.tee_time_tbc'));
    return {
      to: '/my-bookings',
      title: translate('fairway.dashboard.next_tee_time'),
      lines: [
        {
          look: 'headline',
          text: translate('fairway.dashboard.next_tee_time_when', {
            date: formatDate(next.date),
            time: next.time,
            tee: next.tee === 10 ? '10' : '1',
          }),
        },
        { look: 'detail', text: translate('fairway.dashboard.next_tee_time_with', { players: players.join(', ') }) },
      ],
    };
  },
};
