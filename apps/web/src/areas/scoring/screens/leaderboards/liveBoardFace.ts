import { Role } from '@fairway/contract';
import { toParText } from '@fairway/golf';
import type { DashboardCardFace } from '../../../../layout/dashboardCard';
import type { Leaderboard } from '../../providers/leaderboardApi';
import { thruText } from './boardRows';
import { liveBoardsQuestion } from '../../providers/dashboardQuestions';

/** The live board of the tournament in play (the first, when several are), its leaders; nothing when none is. */
export const liveBoardFace: DashboardCardFace<readonly Leaderboard[]> = {
  id: 'live-board',
  roles: [Role.member],
  question: liveBoardsQuestion,
  face([board], { translate }) {
    if (!board) return null;
    const score = (row: Leaderboard['rows'][number]) =>
      board.basis === 'stableford'
        ? `${row.points ?? 0} ${translate('fairway.dashboard.live_board_points')}`
        : toParText(row.to_par);
    const thru = (row: Leaderboard['rows'][number]) =>
      row.thru > 0
        ? ` (${translate('fairway.dashboard.live_board_thru')} ${thruText(row.thru, board.holes.length)})`
        : '';
    return {
      to: `/leader-board-detail?tournament=${board.tournament_id}`,
      title: translate('fairway.dashboard.live_board'),
      lines: [
        { look: 'headline', text: board.tournament_name },
        ...board.rows
          .filter((row) => row.position === 1)
          .map((row) => ({
            look: 'item' as const,
            text: translate('fairway.dashboard.live_board_leader', { name: row.name, score: score(row) }) + thru(row),
          })),
        { look: 'action', text: translate('fairway.dashboard.live_board_open') },
      ],
    };
  },
};
