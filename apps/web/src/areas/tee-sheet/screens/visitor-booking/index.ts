import { lazyScreen } from '../../../../layout/lazyScreen';
import type { DeclaredRoute } from '../../../../layout/routing/routeEntry';
import { teeSheetLabels } from '../../labels/teeSheetLabels';

/** Visitors book a club's tee times without an account, confirmed by a mailed code. */
export const routes: readonly DeclaredRoute[] = [
  {
    path: '/golf-course/:golfCourseId/tee-times',
    access: 'link',
    roles: 'all',
    label: 'fairway.pages.visitor_booking',
    screen: lazyScreen(() => import('./VisitorBooking'), 'VisitorBooking', teeSheetLabels),
  },
];
