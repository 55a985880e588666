import { Role } from '@fairway/contract';
import { authArea } from '../areas/auth';
import { billingArea } from '../areas/billing';
import { clubRegistrationArea } from '../areas/club-registration';
import { contestsArea } from '../areas/contests';
import { coursesArea } from '../areas/courses';
import { eventManagersArea } from '../areas/event-managers';
import { golfCoursesArea } from '../areas/golf-courses';
import { handicapsArea } from '../areas/handicaps';
import { mailArea } from '../areas/mail';
import { masterDataArea } from '../areas/master-data';
import { membersArea } from '../areas/members';
import { newsArea } from '../areas/news';
import { profileArea } from '../areas/profile';
import { resultsArea } from '../areas/results';
import { scoringArea } from '../areas/scoring';
import { teeSheetArea } from '../areas/tee-sheet';
import { tournamentsArea } from '../areas/tournaments';
import { userRegistrationArea } from '../areas/user-registration';
import { usersArea } from '../areas/users';
import type { DashboardCard } from '../layout/dashboardCard';
import type { Audience } from '../layout/menu/roles';
import type { RouteEntry, WebArea } from './routeEntry';

export type { RouteEntry } from './routeEntry';

/**
 * Every path of spec section 2, gathered from the areas: each `areas/<area>/index.ts` exports its `<area>Area`, its
 * routes (path, roles, name, screen) and the `dashboardCards` of what it has live, if any. A new area adds one line
 * here. The dashboard draws the cards in this order.
 */
const areas: readonly WebArea[] = [
  authArea,
  clubRegistrationArea,
  userRegistrationArea,
  usersArea,
  golfCoursesArea,
  profileArea,
  coursesArea,
  membersArea,
  eventManagersArea,
  mailArea,
  masterDataArea,
  tournamentsArea,
  scoringArea,
  resultsArea,
  contestsArea,
  newsArea,
  handicapsArea,
  billingArea,
  teeSheetArea,
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
