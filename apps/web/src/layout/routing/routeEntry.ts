import { Role, type RoleId } from '@fairway/contract';
import type { ComponentType } from 'react';
import type { ResourceDeclaration } from '../crud/resourceDeclaration';
import type { DashboardCard } from '../dashboardCard';
import type { MenuEntry, MenuPlacement } from '../menu/menuEntry';
import type { Audience } from '../menu/roles';
import { menuLeaves } from '../menu/visibleMenu';
import type { Access } from './guard';

/**
 * One page of spec section 2. Each area declares its own (`routes` in its `resources/<name>/index.ts` and
 * `screens/<name>/index.ts`, gathered by `areas/<area>/index.ts`); `routeTable.ts` gathers the areas.
 */
export interface RouteEntry {
  path: string;
  access: Access;
  /** Who may open it: the roles of its menu entry, or everyone signed in. */
  roles: Audience;
  /** i18n key of the page's name. */
  label: string;
  screen?: ComponentType;
  /** The resource whose page it is: its list and forms read their declaration from here. */
  resource?: ResourceDeclaration;
  /** Handicap Analysis: closed, like its menu entry, where the current user's `show_individual_rounds` is false. */
  needsIndividualRounds?: boolean;
  /** Individual Rounds: closed, like its menu entry, where the active club has individual rounds off. */
  needsClubIndividualRounds?: boolean;
  /** The top bar shows unless a route turns it off (public and login pages live outside the shell altogether). */
  topBar?: boolean;
}

/**
 * Roles or a name the menu gives: those of the menu entries leading to `paths`. The areas declare the menu's entries
 * beside their routes, so the route table reads them once it has gathered the menu.
 */
export interface FromMenu {
  fromMenu: readonly string[];
}

/** A page as its area declares it: its roles and name given, or those of its menu entries. */
export type DeclaredRoute = Omit<RouteEntry, 'roles' | 'label'> & {
  roles: Audience | FromMenu;
  label: string | FromMenu;
};

/**
 * What an area gives the app from `areas/<area>/index.ts`: its pages, its menu entries and their places, and the
 * dashboard's cards of what is live.
 */
export interface WebArea {
  routes: readonly DeclaredRoute[];
  menu?: readonly MenuPlacement[];
  dashboardCards?: readonly DashboardCard[];
}

/** A path's roles are those of the menu entries that lead to it (Tournament Master sits in two groups). */
export const rolesOf = (...paths: string[]): FromMenu => ({ fromMenu: paths });

/** A path's name is that of the first menu entry leading to it. */
export const labelOf = (path: string): FromMenu => ({ fromMenu: [path] });

const fromMenu = (value: Audience | FromMenu | string): value is FromMenu =>
  typeof value === 'object' && 'fromMenu' in value;

/** Each menu's entries by the path they lead to, gathered once: every page of the route table asks for its own. */
const entriesByPath = new WeakMap<readonly MenuEntry[], Map<string | undefined, MenuEntry[]>>();

/** The menu entries leading to `path`; a page no menu entry leads to is an error. */
function entriesAt(menu: readonly MenuEntry[], path: string): MenuEntry[] {
  let byPath = entriesByPath.get(menu);
  if (!byPath) {
    byPath = new Map();
    for (const { entry } of menuLeaves(menu)) byPath.set(entry.path, [...(byPath.get(entry.path) ?? []), entry]);
    entriesByPath.set(menu, byPath);
  }
  const entries = byPath.get(path);
  if (!entries) throw new Error(`No menu entry leads to ${path}`);
  return entries;
}

function menuRolesOf(menu: readonly MenuEntry[], paths: readonly string[]): Audience {
  const audiences = paths.flatMap((path) => entriesAt(menu, path)).map((entry) => entry.roles);
  if (audiences.includes('all')) return 'all';
  return [...new Set(audiences.flatMap((audience) => audience as readonly RoleId[]))];
}

/** A declared page with the roles and name its menu entries give it. */
export function routeWithMenu(route: DeclaredRoute, menu: readonly MenuEntry[]): RouteEntry {
  const roles = fromMenu(route.roles) ? menuRolesOf(menu, route.roles.fromMenu) : route.roles;
  const label = fromMenu(route.label)
    ? `fairway.menu.${entriesAt(menu, route.label.fromMenu[0]!)[0]!.tag}`
    : route.label;
  return { ...route, roles, label };
}

/** A resource's pages, with the roles and name of its menu entry: its list, and the forms it has. */
export function resourcePages(resource: ResourceDeclaration): DeclaredRoute[] {
  const { listPath, recordPath, list, create, edit } = resource;
  const shared = { access: 'course', roles: rolesOf(listPath), label: labelOf(listPath), resource } as const;
  const pages: DeclaredRoute[] = [{ path: listPath, ...shared, screen: list }];
  if (recordPath && create) pages.push({ path: `${recordPath}/create`, ...shared, screen: create });
  if (recordPath && edit) pages.push({ path: `${recordPath}/:id`, ...shared, screen: edit });
  return pages;
}

/**
 * A resource's pages that no menu entry leads to (a tournament's prizes and notes): the roles of the menu entries
 * whose screens open them, and a name of their own.
 */
export function reachedResourcePages(
  resource: ResourceDeclaration,
  label: string,
  reachedFrom: readonly string[],
): DeclaredRoute[] {
  const { listPath, recordPath, list, create, edit } = resource;
  const shared = { access: 'course', roles: rolesOf(...reachedFrom), label, resource } as const;
  const pages: DeclaredRoute[] = [{ path: listPath, ...shared, screen: list }];
  if (recordPath && create) pages.push({ path: `${recordPath}/create`, ...shared, screen: create });
  if (recordPath && edit) pages.push({ path: `${recordPath}/:id`, ...shared, screen: edit });
  return pages;
}

/**
 * A super admin's copy of a club's resource pages, for the club picked on its list (decision 0034): the super
 * admin's only, named like the club's own pages; no menu entry leads to them.
 */
export function anyClubPages(resource: ResourceDeclaration, label: string): DeclaredRoute[] {
  const { listPath, recordPath, list, create, edit } = resource;
  const shared = { access: 'course', roles: [Role.superAdmin], label, resource } as const;
  const pages: RouteEntry[] = [{ path: listPath, ...shared, screen: list }];
  if (recordPath && create) pages.push({ path: `${recordPath}/create`, ...shared, screen: create });
  if (recordPath && edit) pages.push({ path: `${recordPath}/:id`, ...shared, screen: edit });
  return pages;
}
