import { lazyScreen } from '../../../../layout/lazyScreen';
import { rolesOf, type DeclaredRoute } from '../../../../layout/routing/routeEntry';
import { teeSheetLabels } from '../../labels/teeSheetLabels';

/** The Tee Sheet: a course's day, for every role of the club; members and admins book, the pro shop runs the day. */
export const routes: readonly DeclaredRoute[] = [
  {
    path: '/tee-sheet',
    access: 'course',
    roles: rolesOf('/tee-sheet'),
    label: 'fairway.menu.tee-sheet',
    screen: lazyScreen(() => import('./TeeSheetPage'), 'TeeSheetPage', teeSheetLabels),
  },
];
