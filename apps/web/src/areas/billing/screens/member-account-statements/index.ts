import { billingLabels } from '../../labels/billingLabels';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { rolesOf, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

/**
 * A member's statement over a period: on screen, as a PDF or CSV, and mailed to them; with the club's aged balances
 * beside it. A member's own statement, where the club allows it, on a page of their own.
 */
export const routes: readonly DeclaredRoute[] = [
  {
    path: '/member-account-statements',
    access: 'course',
    roles: rolesOf('/member-account-statements'),
    label: 'fairway.menu.member-account-statements',
    screen: lazyScreen(() => import('./MemberAccountStatements'), 'MemberAccountStatements', billingLabels),
  },
  {
    path: '/my-statement',
    access: 'course',
    roles: rolesOf('/my-statement'),
    label: 'fairway.menu.my-statement',
    screen: lazyScreen(() => import('./MyStatement'), 'MyStatement', billingLabels),
  },
];
