import { Role } from '@fairway/contract';
import type { Audience } from '../layout/menu/roles';
import * as billing from '../screens/billing';
import * as cities from '../resources/cities';
import * as countries from '../resources/countries';
import * as eventManagers from '../resources/event_manager';
import * as golfCourseHoles from '../resources/golf_course_holes';
import * as golfCourseIndexes from '../resources/golf_course_indexes';
import * as golfCoursePosts from '../resources/golf_course_posts';
import * as golfCourses from '../resources/golf_courses';
import * as holeCategories from '../resources/hole_categories';
import * as holeDetails from '../resources/hole_details';
import * as holeIntermediatePoints from '../resources/hole_intermediate_points';
import * as mailOutbox from '../resources/mail_outbox';
import * as members from '../resources/members';
import * as playerRounds from '../resources/player_rounds';
import * as newsArticle from '../resources/news_article';
import * as newsAuthor from '../resources/news_author';
import * as newsCategory from '../resources/news_category';
import * as newsComment from '../resources/news_comment';
import * as newsTag from '../resources/news_tag';
import * as prizeTypes from '../resources/prize_types';
import * as scoreTerms from '../resources/score_terms';
import * as states from '../resources/states';
import * as tournamentMasters from '../resources/tournament_masters';
import * as tournamentMembers from '../resources/tournament_members';
import * as tournamentNotes from '../resources/tournament_notes';
import * as tournamentPrizes from '../resources/tournament_prizes';
import * as tournaments from '../resources/tournaments';
import * as unapprovedGolfCourses from '../resources/unapproved_golf_courses';
import * as userRegistrations from '../resources/user_registrations';
import * as userType from '../resources/user_type';
import * as users from '../resources/users';
import * as clubRegistration from '../screens/club-registration';
import * as contests from '../screens/contests';
import * as dashboard from '../screens/dashboard';
import * as handicapAnalysis from '../screens/handicap-analysis';
import * as leaderboards from '../screens/leaderboards';
import * as individualRounds from '../screens/individual-rounds';
import * as playerRoundsOwn from '../screens/player-rounds';
import * as news from '../screens/news';
import * as profile from '../screens/profile';
import * as publicPages from '../screens/public';
import * as registeredGolfCourses from '../screens/registered-golf-courses';
import * as resetPassword from '../screens/reset-password';
import * as selectGolfCourse from '../screens/select-golf-course';
import * as tournamentResults from '../screens/tournament-results';
import * as tournamentWinnerHistory from '../screens/tournament-winner-history';
import * as userRegistration from '../screens/user-registration';
import type { DashboardCard } from '../screens/dashboard/dashboardCard';
import type { RouteEntry } from './routeEntry';

export type { RouteEntry } from './routeEntry';

/**
 * Every path of spec section 2, gathered from the areas: each `resources/<name>/` and `screens/<name>/` folder
 * exports its own `routes` from its `index.ts` (path, roles, name, screen), and the `dashboardCards` of what it has
 * live, if any. A new area adds one line here.
 */
const areas: readonly { routes: readonly RouteEntry[]; dashboardCards?: readonly DashboardCard[] }[] = [
  // Public pages, the login page, and the pages mailed links open.
  publicPages,
  registeredGolfCourses,
  clubRegistration,
  userRegistration,
  // Signed in.
  selectGolfCourse,
  dashboard,
  profile,
  resetPassword,
  // Golf courses and holes.
  golfCourses,
  golfCourseIndexes,
  golfCourseHoles,
  holeIntermediatePoints,
  holeCategories,
  holeDetails,
  // People and administration.
  members,
  eventManagers,
  users,
  userRegistrations,
  unapprovedGolfCourses,
  mailOutbox,
  // Tournaments: series, events and their parts.
  tournamentMasters,
  tournaments,
  tournamentMembers,
  tournamentPrizes,
  tournamentNotes,
  tournamentResults,
  tournamentWinnerHistory,
  // Leader boards: every board in play, hole by hole, teams, the club-house TV.
  leaderboards,
  ...billing.billingAreas,
  // Master data (super admin).
  prizeTypes,
  scoreTerms,
  countries,
  states,
  cities,
  userType,
  // Rounds: the club's rounds and their tee sheets; a golfer's own rounds.
  playerRounds,
  individualRounds,
  playerRoundsOwn,
  // Side contests: the active ones of each kind, their standings, the page at the hole.
  contests,
  // News: the members' feed, and the club's categories, tags, authors, articles and comments.
  news,
  newsCategory,
  newsTag,
  newsAuthor,
  newsArticle,
  newsComment,
  golfCoursePosts,
  // Handicaps: a golfer's analysis (their own, or opened by the club's admins) and the club table.
  handicapAnalysis,
];

const superAdminOnly = (roles: Audience) =>
  roles !== 'all' && roles.length > 0 && roles.every((role) => role === Role.superAdmin);

/** A super admin may open the super-admin screens without choosing a course (a fresh install has no club). */
export const routeTable: readonly RouteEntry[] = areas
  .flatMap((area) => area.routes)
  .map((entry) =>
    entry.access === 'course' && superAdminOnly(entry.roles) ? { ...entry, access: 'course-or-super-admin' } : entry,
  );

export const isOutsideAdmin = (entry: RouteEntry) =>
  entry.access === 'public' || entry.access === 'link' || entry.access === 'login';

/** A page that is built: a route with its screen. */
export const isBuilt = (path: string) => routeTable.some((entry) => entry.path === path && entry.screen !== undefined);

/** Every area's dashboard cards, in the order of the areas. */
export const dashboardCards: readonly DashboardCard[] = areas.flatMap((area) => area.dashboardCards ?? []);
