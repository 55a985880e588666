import { lazyScreen } from '../../../../layout/lazyScreen';
import { roundsLabels } from '../../../tournaments';
import { rolesOf, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

/** Individual Rounds: the golfer's own rounds outside tournaments, where the active club records them. */
export const routes: readonly DeclaredRoute[] = [
  {
    path: '/individual_round',
    access: 'course',
    roles: rolesOf('/individual_round'),
    label: 'fairway.menu.individual_rounds',
    needsClubIndividualRounds: true,
    screen: lazyScreen(() => import('./IndividualRounds'), 'IndividualRounds', roundsLabels),
  },
];
