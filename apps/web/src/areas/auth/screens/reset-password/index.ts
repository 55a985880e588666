import { lazyScreen } from '../../../../layout/lazyScreen';
import type { DeclaredRoute } from '../../../../layout/routing/routeEntry';

/** Change Password: a signed-in person's own password. */
export const routes: readonly DeclaredRoute[] = [
  {
    path: '/reset-password',
    access: 'course-or-super-admin',
    roles: 'all',
    label: 'fairway.account.change_password',
    screen: lazyScreen(() => import('./ResetPassword'), 'ResetPassword'),
  },
];
