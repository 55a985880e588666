import { handicapsLabels } from '../../labels/handicapsLabels';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { rolesOf, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

const pages = () => import('./HandicapAnalysisPages');

/**
 * Handicap analysis (MUI X Charts, in these screens' own chunks): My Performance, a member's own Handicap Analysis,
 * a golfer's analysis opened by the club's admins, and the club table of its golfers' performance.
 */
export const routes: readonly DeclaredRoute[] = [
  {
    path: '/my-performance',
    access: 'course',
    roles: rolesOf('/my-performance'),
    label: 'fairway.menu.my-performance',
    screen: lazyScreen(pages, 'MyPerformancePage', handicapsLabels),
  },
  {
    path: '/handicap-analysis',
    access: 'course',
    roles: rolesOf('/handicap-analysis'),
    label: 'fairway.menu.handicap-analysis',
    needsIndividualRounds: true,
    screen: lazyScreen(pages, 'OwnHandicapAnalysisPage', handicapsLabels),
  },
  {
    // Opened from the club table: its roles (decision 0077).
    path: '/handicap-analysis/:id',
    access: 'course',
    roles: rolesOf('/members-handicap-performance'),
    label: 'fairway.menu.handicap-analysis',
    screen: lazyScreen(pages, 'MemberHandicapAnalysisPage', handicapsLabels),
  },
  {
    path: '/members-handicap-performance',
    access: 'course',
    roles: rolesOf('/members-handicap-performance'),
    label: 'fairway.menu.members-handicap-performance',
    screen: lazyScreen(() => import('./MembersPerformancePage'), 'MembersPerformancePage', handicapsLabels),
  },
];
