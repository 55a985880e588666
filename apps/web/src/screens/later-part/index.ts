import { laterPage, laterResource, type RouteEntry } from '../../routes/routeEntry';

/** The pages later parts of Fairway build: each shows a page naming its part until its issue builds it. */
export const routes: readonly RouteEntry[] = [
  // Members and handicaps.
  laterPage('members', '/members-handicap-performance', 'fairway.menu.members-handicap-performance'),
  laterPage('members', '/my-performance', 'fairway.menu.my-performance'),
  ...laterResource('members', '/handicap-analysis'),
];
