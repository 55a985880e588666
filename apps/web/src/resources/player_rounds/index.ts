import { Role, type playerRoundRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../layout/lazyScreen';
import { roundsLabels } from '../../labels/areas';
import { resourcePages, type RouteEntry } from '../../routes/routeEntry';
import type { DashboardCard } from '../../screens/dashboard/dashboardCard';

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

export const routes: readonly RouteEntry[] = resourcePages(playerRounds);

/** An organiser's card of the rounds in play, with how far their groups have played. */
export const dashboardCards: readonly DashboardCard[] = [
  {
    id: 'rounds-in-play',
    roles: [Role.admin, Role.eventManager],
    card: lazyScreen(() => import('./ActiveRoundsCard'), 'ActiveRoundsCard', roundsLabels),
  },
];
