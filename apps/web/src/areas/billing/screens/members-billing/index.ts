import { billingLabels } from '../../labels/billingLabels';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { rolesOf, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

/** The month's bill run: pick a month, preview its bills, post them. */
export const routes: readonly DeclaredRoute[] = [
  {
    path: '/members-billing',
    access: 'course',
    roles: rolesOf('/members-billing'),
    label: 'fairway.menu.members-billing',
    screen: lazyScreen(() => import('./MembersBilling'), 'MembersBilling', billingLabels),
  },
];
