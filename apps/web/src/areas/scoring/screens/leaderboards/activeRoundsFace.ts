import { Role } from '@fairway/contract';
import type { DashboardCardFace } from '../../../../layout/dashboardCard';
import type { ActiveRound } from '../../../tournaments';
import { activeRoundsQuestion } from '../../providers/dashboardQuestions';

/** An organiser's rounds in play, each with its slowest group's holes and its cards signed; nothing when none is. */
export const activeRoundsFace: DashboardCardFace<readonly ActiveRound[]> = {
  id: 'rounds-in-play',
  roles: [Role.admin, Role.eventManager],
  question: activeRoundsQuestion,
  face(rounds, { translate }) {
    if (rounds.length === 0) return null;
    return {
      to: '/active_round',
      title: translate('fairway.dashboard.rounds_in_play'),
      lines: [
        ...rounds.map((round) => {
          const players = round.groups.reduce((count, group) => count + group.players.length, 0);
          const signed = round.groups.reduce((count, group) => count + group.cards_signed, 0);
          const thru = Math.min(...round.groups.map((group) => group.thru));
          const progress = { thru: Number.isFinite(thru) ? thru : 0, holes: round.holes_count, signed, players };
          return {
            look: 'item' as const,
            strong: round.title,
            text: translate('fairway.dashboard.rounds_in_play_round', progress),
          };
        }),
        { look: 'action', text: translate('fairway.dashboard.rounds_in_play_open') },
      ],
    };
  },
};
