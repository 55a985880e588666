import { Role, type RoleId } from '@fairway/contract';
import type { ComponentType } from 'react';
import type { ResourceDeclaration } from '../layout/crud/resourceDeclaration';
import type { DashboardCard } from '../layout/dashboardCard';
import { menuItems } from '../layout/menu/menuItems';
import type { Audience } from '../layout/menu/roles';
import { menuLeaves } from '../layout/menu/visibleMenu';
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

/** What an area gives the app from `areas/<area>/index.ts`: its pages, and the dashboard's cards of what is live. */
export interface WebArea {
  routes: readonly RouteEntry[];
  dashboardCards?: readonly DashboardCard[];
}

/** A path's roles are those of the menu entries that lead to it (Tournament Master sits in two groups). */
export function rolesOf(path: string): Audience {
  const audiences = menuLeaves(menuItems)
    .filter(({ entry }) => entry.path === path)
    .map(({ entry }) => entry.roles);
  if (audiences.length === 0 || audiences.includes('all')) return 'all';
  return [...new Set(audiences.flatMap((roles) => roles as readonly RoleId[]))];
}

/** The roles of the menu entries leading to any of `paths`; a page no menu entry leads to is an error. */
function menuRolesOf(paths: readonly string[]): Audience {
  const audiences = paths.map((path) => {
    if (!menuLeaves(menuItems).some(({ entry }) => entry.path === path)) {
      throw new Error(`No menu entry leads to ${path}`);
    }
    return rolesOf(path);
  });
  if (audiences.includes('all')) return 'all';
  return [...new Set(audiences.flatMap((roles) => roles as readonly RoleId[]))];
}

function labelOf(path: string): string {
  const leaf = menuLeaves(menuItems).find(({ entry }) => entry.path === path);
  if (!leaf) throw new Error(`No menu entry leads to ${path}`);
  return `fairway.menu.${leaf.entry.tag}`;
}

/** A resource's pages, with the roles and name of its menu entry: its list, and the forms it has. */
export function resourcePages(resource: ResourceDeclaration): RouteEntry[] {
  const { listPath, recordPath, list, create, edit } = resource;
  const shared = { access: 'course', roles: rolesOf(listPath), label: labelOf(listPath), resource } as const;
  const pages: RouteEntry[] = [{ path: listPath, ...shared, screen: list }];
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
): RouteEntry[] {
  const { listPath, recordPath, list, create, edit } = resource;
  const shared = { access: 'course', roles: menuRolesOf(reachedFrom), label, resource } as const;
  const pages: RouteEntry[] = [{ path: listPath, ...shared, screen: list }];
  if (recordPath && create) pages.push({ path: `${recordPath}/create`, ...shared, screen: create });
  if (recordPath && edit) pages.push({ path: `${recordPath}/:id`, ...shared, screen: edit });
  return pages;
}

/**
 * A super admin's copy of a club's resource pages, for the club picked on its list (decision 0034): the super
 * admin's only, named like the club's own pages; no menu entry leads to them.
 */
export function anyClubPages(resource: ResourceDeclaration, label: string): RouteEntry[] {
  const { listPath, recordPath, list, create, edit } = resource;
  const shared = { access: 'course', roles: [Role.superAdmin], label, resource } as const;
  const pages: RouteEntry[] = [{ path: listPath, ...shared, screen: list }];
  if (recordPath && create) pages.push({ path: `${recordPath}/create`, ...shared, screen: create });
  if (recordPath && edit) pages.push({ path: `${recordPath}/:id`, ...shared, screen: edit });
  return pages;
}
