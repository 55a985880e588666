import { lazyScreen } from '../../../../layout/lazyScreen';
import { rolesOf, type DeclaredRoute } from '../../../../layout/routing/routeEntry';
import { tournamentsLabels } from '../../labels/tournamentsLabels';
import { terminalScreenPath } from './terminalScreenPath';

/** The club-house terminal (decision 0126): the admin's page of the club's terminals, and the terminal's screen. */
export const routes: readonly DeclaredRoute[] = [
  {
    path: '/terminal',
    access: 'course',
    roles: rolesOf('/terminal'),
    label: 'fairway.menu.terminal',
    screen: lazyScreen(() => import('./ClubTerminalsPage'), 'ClubTerminalsPage', tournamentsLabels),
  },
  {
    // Opened signed in or not: once an admin has opened it, the screen holds no one's session. Full screen.
    path: terminalScreenPath,
    access: 'link',
    roles: 'all',
    label: 'fairway.menu.terminal',
    screen: lazyScreen(() => import('./TerminalPage'), 'TerminalPage', tournamentsLabels),
    topBar: false,
  },
];
