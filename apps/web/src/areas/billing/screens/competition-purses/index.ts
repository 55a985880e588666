import { billingLabels } from '../../labels/billingLabels';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { rolesOf, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

/** Competition Purses: what each member's purse holds, and the admin's top-up (decision 0120). */
export const routes: readonly DeclaredRoute[] = [
  {
    path: '/competition-purses',
    access: 'course',
    roles: rolesOf('/competition-purses'),
    label: 'fairway.menu.competition-purses',
    screen: lazyScreen(() => import('./CompetitionPurses'), 'CompetitionPurses', billingLabels),
  },
];
