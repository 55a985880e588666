import { Role, type EndpointAnswer, type tournamentEndpoints } from '@fairway/contract';
import { handicapText } from '@fairway/golf';
import type { CardLine, DashboardCardFace } from '../../../../layout/dashboardCard';
import { ownRoundsQuestion } from '../../providers/dashboardQuestions';

type OwnRounds = EndpointAnswer<typeof tournamentEndpoints.ownRounds>;

/**
 * A golfer's next round at the club: the event, day, tee time (or shotgun hole) and group, tee set, playing handicap
 * and the group's players; nothing when no round of theirs lies ahead.
 */
export const nextRoundFace: DashboardCardFace<OwnRounds> = {
  id: 'next-round',
  roles: [Role.member],
  question: ownRoundsQuestion,
  face(rounds, { translate, formatDate, today }) {
    const next = rounds
      .filter((round) => round.play_date >= today && (round.status === 'scheduled' || round.status === 'active'))
      .sort((a, b) => a.play_date.localeCompare(b.play_date) || (a.start ?? '').localeCompare(b.start ?? ''))[0];
    if (!next) return null;
    const date = formatDate(next.play_date);
    const lines: CardLine[] = [
      { look: 'headline', text: next.tournament_name ?? '' },
      {
        look: 'text',
        text: next.start
          ? translate('fairway.dashboard.next_round_start', { date, start: next.start, group: next.group_number })
          : translate('fairway.dashboard.next_round_undrawn', { date }),
      },
    ];
    if (next.hole_category_name) {
      const handicap = handicapText(next.playing_handicap) || '–';
      const text = translate('fairway.dashboard.next_round_detail', { tees: next.hole_category_name, handicap });
      lines.push({ look: 'detail', text });
    }
    if (next.players.length > 1) {
      lines.push({
        look: 'detail',
        text: translate('fairway.dashboard.next_round_with', { players: next.players.join(', ') }),
      });
    }
    return { to: '/player-rounds', title: translate('fairway.dashboard.next_round'), lines };
  },
};
