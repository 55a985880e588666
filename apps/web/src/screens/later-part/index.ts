import { laterPage, laterResource, type RouteEntry } from '../../routes/routeEntry';

/** A contest's distances open from the three contest lists. */
const contests = ['/active-longest-drive', '/active-nearest-central', '/active-nearest-to-pin'];

/** The pages later parts of Fairway build: each shows a page naming its part until its issue builds it. */
export const routes: readonly RouteEntry[] = [
  // Tournaments.
  laterPage('tournaments', '/tournament-winner-history', 'fairway.menu.tournament-winner-history'),

  // Members and handicaps.
  laterPage('members', '/members-handicap-performance', 'fairway.menu.members-handicap-performance'),
  laterPage('members', '/my-performance', 'fairway.menu.my-performance'),
  ...laterResource('members', '/handicap-analysis'),

  // Rounds and contests.
  ...laterResource('rounds', '/active-longest-drive'),
  ...laterResource('rounds', '/active-nearest-central'),
  ...laterResource('rounds', '/active-nearest-to-pin'),
  laterPage(
    'rounds',
    '/active_member_distance/:title/:round_id/:hole_id/:hole_number',
    'fairway.pages.active_member_distance',
    contests,
  ),
];
