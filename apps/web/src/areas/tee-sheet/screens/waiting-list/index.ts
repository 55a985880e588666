import { lazyScreen } from '../../../../layout/lazyScreen';
import { rolesOf, type DeclaredRoute } from '../../../../layout/routing/routeEntry';
import { ballotLabels } from '../../labels/ballotLabels';

/** The Waiting List: members ask for a window of a full day and take or turn down the places offered. */
export const routes: readonly DeclaredRoute[] = [
  {
    path: '/waiting-list',
    access: 'course',
    roles: rolesOf('/waiting-list'),
    label: 'fairway.menu.waiting-list',
    screen: lazyScreen(() => import('./WaitingList'), 'WaitingList', ballotLabels),
  },
];
