import type { playerRoundRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { resourcePages, rolesOf, type DeclaredRoute } from '../../../../layout/routing/routeEntry';
import { roundsLabels } from '../../labels/roundsLabels';

/**
 * The club's rounds (Active Rounds): their list, and each round's page with its status and its tee sheet. Rounds are
 * made on their tournament's page; here they are drawn, rearranged, printed and moved through their statuses.
 */
export const playerRounds: ResourceDeclaration<z.output<typeof playerRoundRecord>> = {
  name: 'player_rounds',
  listPath: '/active_round',
  recordPath: '/active_round',
  recordRepresentation: (round) => `${round.tournament_name ?? ''} ${round.round_number}`.trim(),
  cardFields: ['tournament_name', 'status', 'round_number', 'play_date', 'groups_count', 'players_count'],
  subtitle: 'fairway.rounds.subtitle',
  list: lazyScreen(() => import('./PlayerRoundList'), 'PlayerRoundList', roundsLabels),
  edit: lazyScreen(() => import('./RoundPage'), 'RoundPage', roundsLabels),
};

export const routes: readonly DeclaredRoute[] = [
  ...resourcePages(playerRounds),
  // Player Rounds: the signed-in golfer's (or event manager's) own rounds at the active club.
  {
    path: '/player-rounds',
    access: 'course',
    roles: rolesOf('/player-rounds'),
    label: 'fairway.menu.player-rounds',
    screen: lazyScreen(() => import('./PlayerRounds'), 'PlayerRounds', roundsLabels),
  },
  {
    // The scoring page is a separate entry (score.html, decision 0061): reached from inside the admin app, the
    // browser loads it whole.
    path: '/player_round_group_scores/:title/:groupId',
    access: 'course',
    roles: rolesOf('/player-rounds'),
    label: 'fairway.pages.player_round_group_scores',
    screen: lazyScreen(() => import('./ScoringPageLoad'), 'ScoringPageLoad', roundsLabels),
  },
];
