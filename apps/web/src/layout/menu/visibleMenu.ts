import { isAllowed, requiresSuperAdmin } from './roles';
import type { MenuEntry } from './menuEntry';

export interface MenuContext {
  roles: readonly number[];
  showIndividualRounds: boolean;
  /** The active club has individual rounds enabled (its setting). */
  clubIndividualRounds: boolean;
  /** The active club lets its members read their own statements (its setting). */
  clubOwnStatements?: boolean;
  /** The active club takes entry fees from members' competition purses (its setting). */
  clubCompetitionPurse?: boolean;
  /** The user is a member or a guest of the active club. */
  golferOfClub?: boolean;
  golfCourseCount: number;
  /** Without a chosen course only the entries that need none show: the course choice and the Super Admin group. */
  courseChosen: boolean;
}

/** Spec section 6 applied to the menu data: entries the user may see; groups left with no visible entry go too. */
export function visibleMenu(entries: readonly MenuEntry[], context: MenuContext): MenuEntry[] {
  return entries.flatMap((entry) => {
    if (!isAllowed(entry.roles, context.roles)) return [];
    if (entry.needsIndividualRounds && !context.showIndividualRounds) return [];
    if (entry.needsClubIndividualRounds && !context.clubIndividualRounds) return [];
    if (entry.needsClubOwnStatements && !context.clubOwnStatements) return [];
    if (entry.needsClubCompetitionPurse && !context.clubCompetitionPurse) return [];
    if (entry.needsGolfer && !context.golferOfClub) return [];
    if (entry.needsSeveralCourses && context.golfCourseCount < 2) return [];
    if (!context.courseChosen && !entry.worksWithoutCourse && !requiresSuperAdmin(entry.roles)) return [];
    if (!entry.children) return [entry];
    const children = visibleMenu(entry.children, context);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

/** Every leaf with the labels of the groups above it, in menu order. */
export function menuLeaves(
  entries: readonly MenuEntry[],
  parents: readonly MenuEntry[] = [],
): { entry: MenuEntry; parents: readonly MenuEntry[] }[] {
  return entries.flatMap((entry) =>
    entry.children ? menuLeaves(entry.children, [...parents, entry]) : [{ entry, parents }],
  );
}
