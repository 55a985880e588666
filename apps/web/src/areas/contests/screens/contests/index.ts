import { contestsLabels } from '../../labels/contestsLabels';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { rolesOf, type DeclaredRoute } from '../../../../layout/routing/routeEntry';
import { contestScreens } from './contestKinds';

const activePage = (name: 'ActiveLongestDrives' | 'ActiveNearestCentral' | 'ActiveNearestToPin') =>
  lazyScreen(() => import('./ActiveContestsPage'), name, contestsLabels);
const standingsPage = (name: 'LongestDriveStandings' | 'NearestCentralStandings' | 'NearestToPinStandings') =>
  lazyScreen(() => import('./ContestStandingsPage'), name, contestsLabels);

/** A list of active contests and a contest's standings, with the roles and name of the list's menu entry. */
function contestPages(
  kind: keyof typeof contestScreens,
  list: ReturnType<typeof activePage>,
  standings: ReturnType<typeof standingsPage>,
): DeclaredRoute[] {
  const { listPath, label } = contestScreens[kind];
  const shared = { access: 'course', roles: rolesOf(listPath), label } as const;
  return [
    { path: listPath, ...shared, screen: list },
    { path: `${listPath}/:id`, ...shared, screen: standings },
  ];
}

/**
 * Side contests: the active longest drives, nearest the centre line and nearest the pin with their leaders, each
 * contest's live standings, and the page at the hole (the phone entry's: decision 0074).
 */
export const routes: readonly DeclaredRoute[] = [
  ...contestPages('longest_drive', activePage('ActiveLongestDrives'), standingsPage('LongestDriveStandings')),
  ...contestPages('nearest_to_centre', activePage('ActiveNearestCentral'), standingsPage('NearestCentralStandings')),
  ...contestPages('nearest_to_pin', activePage('ActiveNearestToPin'), standingsPage('NearestToPinStandings')),
  {
    // Reached from the contest lists, the standings and the scoring page's hole: by the lists' roles.
    path: '/active_member_distance/:title/:round_id/:hole_id/:hole_number',
    access: 'course',
    roles: rolesOf(contestScreens.longest_drive.listPath),
    label: 'fairway.pages.active_member_distance',
    screen: lazyScreen(() => import('./MeasurePageLoad'), 'MeasurePageLoad', contestsLabels),
  },
];
