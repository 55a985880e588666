import { billingLabels } from '../../labels/areas';
import { lazyScreen } from '../../layout/lazyScreen';
import { rolesOf, type RouteEntry } from '../../routes/routeEntry';

/** A member's statement over a period: on screen, as a PDF or CSV, and mailed to them. */
export const routes: readonly RouteEntry[] = [
  {
    path: '/member-account-statements',
    access: 'course',
    roles: rolesOf('/member-account-statements'),
    label: 'fairway.menu.member-account-statements',
    screen: lazyScreen(() => import('./MemberAccountStatements'), 'MemberAccountStatements', billingLabels),
  },
];
