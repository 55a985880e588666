import { handicapsLabels } from '../../labels/handicapsLabels';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { rolesOf, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

/** Rounds Not Returned: the handicap committee's list of rounds for handicap overdue, each with its penalty score. */
export const routes: readonly DeclaredRoute[] = [
  {
    path: '/rounds-not-returned',
    access: 'course',
    roles: rolesOf('/rounds-not-returned'),
    label: 'fairway.menu.rounds-not-returned',
    screen: lazyScreen(() => import('./RoundsNotReturned'), 'RoundsNotReturned', handicapsLabels),
  },
];
