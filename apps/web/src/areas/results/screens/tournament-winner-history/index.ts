import { tournamentsLabels } from '../../../tournaments';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { rolesOf, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

/** The winners of every edition of a series of tournaments, by year and category. */
export const routes: readonly DeclaredRoute[] = [
  {
    path: '/tournament-winner-history',
    access: 'course',
    roles: rolesOf('/tournament-winner-history'),
    label: 'fairway.menu.tournament-winner-history',
    screen: lazyScreen(() => import('./WinnerHistoryPage'), 'WinnerHistoryPage', tournamentsLabels),
  },
];
