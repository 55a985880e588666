import { tournamentsLabels } from '../../labels/areas';
import { lazyScreen } from '../../layout/lazyScreen';
import { rolesOf, type RouteEntry } from '../../routes/routeEntry';

/** A tournament's results: calculated, checked and published by its organisers. */
export const routes: readonly RouteEntry[] = [
  {
    path: '/tournament-results',
    access: 'course',
    roles: rolesOf('/tournament'),
    label: 'fairway.pages.tournament_results',
    screen: lazyScreen(() => import('./TournamentResultsPage'), 'TournamentResultsPage', tournamentsLabels),
  },
];
