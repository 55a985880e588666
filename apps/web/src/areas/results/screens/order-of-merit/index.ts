import { tournamentsLabels } from '../../../tournaments';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { rolesOf, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

/** A series' order of merit: each player's points from its counting events, their best N counting. */
export const routes: readonly DeclaredRoute[] = [
  {
    path: '/order-of-merit',
    access: 'course',
    roles: rolesOf('/order-of-merit'),
    label: 'fairway.menu.order-of-merit',
    screen: lazyScreen(() => import('./OrderOfMeritPage'), 'OrderOfMeritPage', tournamentsLabels),
  },
];
