import { lazyScreen } from '../../../../layout/lazyScreen';
import { rolesOf, type DeclaredRoute } from '../../../../layout/routing/routeEntry';
import { ballotLabels } from '../../labels/ballotLabels';

/** Ballots: the club's admins keep and draw them and read why each group got its time; members enter a group. */
export const routes: readonly DeclaredRoute[] = [
  {
    path: '/ballots',
    access: 'course',
    roles: rolesOf('/ballots'),
    label: 'fairway.menu.ballots',
    screen: lazyScreen(() => import('./Ballots'), 'Ballots', ballotLabels),
  },
];
