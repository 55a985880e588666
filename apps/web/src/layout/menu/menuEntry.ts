import { Role } from '@fairway/contract';
import { mdiAccountCheck, mdiCog, mdiShieldAccount } from '@mdi/js';
import type { Audience } from './roles';

/**
 * An entry of the side menu of spec section 2, as data. Each entry carries its own roles: our reading of spec section 6
 * is the table in shared/design/screens.md. Labels are i18n keys (`fairway.menu.<tag>`).
 */
export interface MenuEntry {
  tag: string;
  /** An @mdi/js path. */
  icon: string;
  roles: Audience;
  /** Leaves have a path; groups have children (up to three levels). */
  path?: string;
  children?: readonly MenuEntry[];
  /** Handicap Analysis: hidden when the current user's `show_individual_rounds` is false. */
  needsIndividualRounds?: boolean;
  /**
   * Individual Rounds: hidden where the active club has switched individual rounds off (its own setting, whoever the
   * user is: an event manager records rounds without being the club's member or guest).
   */
  needsClubIndividualRounds?: boolean;
  /** My Statement: hidden where the active club does not let its members read their own statements (its setting). */
  needsClubOwnStatements?: boolean;
  /** Competition Purses: hidden where the active club does not take entry fees from members' purses (its setting). */
  needsClubCompetitionPurse?: boolean;
  /**
   * A golfer's own page (My Performance, My Statement): hidden from a user who is neither member nor guest of the
   * active club, to whom it could only say they are not a golfer of it.
   */
  needsGolfer?: boolean;
  /** Select Golf Course: shown when the user has more than one course. */
  needsSeveralCourses?: boolean;
  /** Shown before a course is chosen, like the super admin's own entries (which need none either). */
  worksWithoutCourse?: boolean;
}

const { admin, superAdmin, eventManager } = Role;

/** The menu's own groups, which close it in this order: each holds the entries of several areas for its roles. */
const menuGroups = [
  { tag: 'settings', icon: mdiCog, roles: [admin] },
  { tag: 'super-admin', icon: mdiShieldAccount, roles: [superAdmin] },
  { tag: 'admin', icon: mdiAccountCheck, roles: [admin, eventManager] },
] as const satisfies readonly MenuEntry[];

export type MenuGroupTag = (typeof menuGroups)[number]['tag'];

/**
 * An area's entry (a page, or a group of its own pages) and its place: at the top of the menu or in one of its groups,
 * `order` placing it among the other areas' entries there.
 */
export interface MenuPlacement {
  entry: MenuEntry;
  group?: MenuGroupTag;
  order: number;
}

/** The menu gathered from the areas' entries: the top level's in order, then each group with its entries in order. */
export function gatheredMenu(placements: readonly MenuPlacement[]): MenuEntry[] {
  const inOrder = (group?: MenuGroupTag) => {
    const placed = placements.filter((placement) => placement.group === group).sort((a, b) => a.order - b.order);
    const repeated = placed.find((placement, index) => placed[index - 1]?.order === placement.order);
    if (repeated) throw new Error(`Two menu entries take place ${repeated.order} in ${group ?? 'the top level'}`);
    return placed.map((placement) => placement.entry);
  };
  return [...inOrder(), ...menuGroups.map((group) => ({ ...group, children: inOrder(group.tag) }))];
}
