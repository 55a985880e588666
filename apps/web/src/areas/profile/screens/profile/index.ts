import { peopleLabels } from '../../../members';
import { lazyScreen } from '../../../../layout/lazyScreen';
import type { DeclaredRoute } from '../../../../layout/routing/routeEntry';
import type { DashboardCard } from '../../../../layout/dashboardCard';
import { handicapIndexFace } from './handicapIndexFace';

/** My profile, and the page the mail confirming a new e-mail address opens. */
export const routes: readonly DeclaredRoute[] = [
  {
    path: '/confirm-email',
    access: 'link',
    roles: 'all',
    label: 'fairway.profile.confirm_title',
    screen: lazyScreen(() => import('./ConfirmEmail'), 'ConfirmEmail', peopleLabels),
  },
  {
    path: '/profile',
    access: 'course-or-super-admin',
    roles: 'all',
    label: 'fairway.account.profile',
    screen: lazyScreen(() => import('./Profile'), 'Profile', peopleLabels),
  },
];

/** A golfer's own Handicap Index on the dashboard, opening My Profile. */
export const dashboardCards: readonly DashboardCard[] = [
  {
    id: handicapIndexFace.id,
    roles: handicapIndexFace.roles,
    card: lazyScreen(() => import('./HandicapIndexCard'), 'HandicapIndexCard'),
  },
];
