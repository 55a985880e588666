import { Role } from '@fairway/contract';
import { mdiFlagCheckered, mdiGolf, mdiMonitorAccount, mdiScoreboard, mdiTournament, mdiTrophy } from '@mdi/js';
import type { WebArea } from '../../layout/routing/routeEntry';
import * as playerRounds from './resources/player_rounds';
import * as tournamentMasters from './resources/tournament_masters';
import * as tournamentMembers from './resources/tournament_members';
import * as tournamentNotes from './resources/tournament_notes';
import * as tournamentPrizes from './resources/tournament_prizes';
import * as tournaments from './resources/tournaments';
import * as competitions from './screens/competitions';
import * as terminal from './screens/terminal';

export { knockoutLabels } from './labels/knockoutLabels';
export { roundsLabels } from './labels/roundsLabels';
export { KnockoutBoardChart } from './resources/tournaments/KnockoutBoardChart';
export { tournamentsLabels } from './labels/tournamentsLabels';
export { useActiveRounds } from './resources/player_rounds/ActiveRoundsProgress';
export type { ActiveRound } from './providers/activeRoundsApi';
export { RoundStatusChip } from './resources/player_rounds/RoundStatusChip';

/**
 * Tournaments: series, events and their parts (fields, prizes, notes), and their rounds: the club's rounds in play and
 * a golfer's own.
 */
export const tournamentsArea: WebArea = {
  routes: [
    tournamentMasters,
    tournaments,
    tournamentMembers,
    tournamentPrizes,
    tournamentNotes,
    playerRounds,
    competitions,
    terminal,
  ].flatMap((part) => part.routes),
  dashboardCards: [...tournaments.dashboardCards, ...competitions.dashboardCards],
  menu: [
    // Not in the spec's menu: the events a member enters themselves, their entries and waiting places (issue 52).
    {
      entry: {
        tag: 'competitions',
        icon: mdiFlagCheckered,
        roles: [Role.member],
        path: '/competitions',
        needsGolfer: true,
      },
      order: 45,
    },
    {
      entry: { tag: 'tournaments', icon: mdiTrophy, roles: [Role.admin, Role.eventManager], path: '/tournament' },
      order: 60,
    },
    // Not in the spec's menu: the club-house terminal an admin opens on a screen at the club (issue 52).
    {
      entry: { tag: 'terminal', icon: mdiMonitorAccount, roles: [Role.admin], path: '/terminal' },
      order: 215,
    },
    {
      entry: { tag: 'active_rounds', icon: mdiGolf, roles: [Role.admin, Role.eventManager], path: '/active_round' },
      order: 100,
    },
    {
      entry: {
        tag: 'player-rounds',
        icon: mdiScoreboard,
        roles: [Role.member, Role.eventManager],
        path: '/player-rounds',
      },
      order: 120,
    },
    // The series in two groups: the admin's settings, and the event manager's admin pages.
    {
      entry: { tag: 'tournament-masters', icon: mdiTournament, roles: [Role.admin], path: '/tournament-master' },
      group: 'settings',
      order: 20,
    },
    {
      entry: { tag: 'tournament-masters', icon: mdiTournament, roles: [Role.eventManager], path: '/tournament-master' },
      group: 'admin',
      order: 40,
    },
  ],
};
