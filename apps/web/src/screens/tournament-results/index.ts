import { tournamentsLabels } from '../../labels/areas';
import { lazyScreen } from '../../layout/lazyScreen';
import { rolesOf, type RouteEntry } from '../../routes/routeEntry';

/**
 * A tournament's results: calculated, checked and published by its organisers, read once published by the club's
 * members (decision 0080); its cards' score details.
 */
export const routes: readonly RouteEntry[] = [
  {
    path: '/tournament-results',
    access: 'course',
    roles: rolesOf('/tournament-results'),
    label: 'fairway.pages.tournament_results',
    screen: lazyScreen(() => import('./TournamentResultsPage'), 'TournamentResultsPage', tournamentsLabels),
  },
  {
    path: '/tournament-score-details',
    access: 'course',
    roles: rolesOf('/tournament-score-details'),
    label: 'fairway.menu.tournament-score-details',
    screen: lazyScreen(() => import('./ScoreDetailsPage'), 'ScoreDetailsPage', tournamentsLabels),
  },
];
