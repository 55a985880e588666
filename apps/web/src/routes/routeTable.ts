import { Role } from '@fairway/contract';
import { matchRoutes } from 'react-router-dom';
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
import { gatheredMenu, type MenuEntry } from '../layout/menu/menuEntry';
import type { Audience } from '../layout/menu/roles';
import { routeWithMenu, type RouteEntry, type WebArea } from '../layout/routing/routeEntry';

export type { RouteEntry } from '../layout/routing/routeEntry';

/**
 * Every path of spec section 2 and the side menu, gathered from the areas: each `areas/<area>/index.ts` exports its
 * `<area>Area`, its routes (path, roles, name, screen), its menu entries with their places, and the `dashboardCards`
 * of what it has live, if any. A new area adds one line here. The dashboard draws the cards in this order.
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

/** The side menu of spec section 2: the areas' entries, each where its area places it. */
export const menu: readonly MenuEntry[] = gatheredMenu(areas.flatMap((area) => area.menu ?? []));

/**
 * The pages with the roles and names of their menu entries. A super admin may open the super-admin screens without
 * choosing a course (a fresh install has no club).
 */
export const routeTable: readonly RouteEntry[] = areas
  .flatMap((area) => area.routes)
  .map((route) => routeWithMenu(route, menu))
  .map((entry) =>
    entry.access === 'course' && superAdminOnly(entry.roles) ? { ...entry, access: 'course-or-super-admin' } : entry,
  );

export const isOutsideAdmin = (entry: RouteEntry) =>
  entry.access === 'public' || entry.access === 'link' || entry.access === 'login';

/** The pages whose path has no parameter, by that path (each path is the table's once, routeTable.test.ts). */
const routeOfStaticPath = new Map(
  routeTable.filter((entry) => !/[:*]/.test(entry.path)).map((entry) => [entry.path, entry] as const),
);

/**
 * The route table's entry of a path: a page without parameters by its path, any other as react-router matches it.
 * `matchRoutes` ranks the whole table at each call, which cost the dashboard's first screen part of two long tasks
 * (decision 0137); a path's exact text can only be matched by its own page, as a static segment outranks a parameter.
 */
export function routeAt(pathname: string): RouteEntry | undefined {
  return routeOfStaticPath.get(pathname) ?? matchRoutes([...routeTable], pathname)?.[0]?.route;
}

/** A page that is built: a route with its screen. */
export const isBuilt = (path: string) => routeTable.some((entry) => entry.path === path && entry.screen !== undefined);

/** Every area's dashboard cards, in the order of the areas. */
export const dashboardCards: readonly DashboardCard[] = areas.flatMap((area) => area.dashboardCards ?? []);
