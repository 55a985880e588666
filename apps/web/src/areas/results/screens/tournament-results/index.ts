import { tournamentsLabels } from '../../../tournaments';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { rolesOf, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

/**
 * A tournament's results: calculated, checked and published by its organisers, read once published by the club's
 * members (decision 0080), and at the public link beside the TV's board (decision 0084); its cards' score details.
 */
export const routes: readonly DeclaredRoute[] = [
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
  {
    // Beside the club-house TV's board: a public tournament's published results, signed in or not (decision 0084).
    path: '/leaderboard/tv/:id/results',
    access: 'link',
    roles: 'all',
    label: 'fairway.pages.tournament_results',
    screen: lazyScreen(() => import('./PublicResultsPage'), 'PublicResultsPage', tournamentsLabels),
    topBar: false,
  },
];
