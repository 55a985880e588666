/** The scoring page's address, spec section 2: `/player_round_group_scores/{title}/{groupId}`. */
export const SCORING_PATH_PREFIX = '/player_round_group_scores/';

/** The admin app's login page (its route table's `LOGIN_ROUTE`), where the scoring page sends a phone with no session. */
export const LOGIN_PATH = '/auth/log-in';

/** The admin app's club choice, where a session with no club chosen goes. */
export const CHOOSE_CLUB_PATH = '/select-golf-course';

/**
 * The admin app's `page` asked to come back to `returnTo` once signed in and the club chosen: its `?next=`, read by
 * `layout/routing/returnPath.ts`, which takes only a path of this site.
 */
export function returnedFrom(page: string, returnTo: string): string {
  return `${page}?${new URLSearchParams({ next: returnTo }).toString()}`;
}

export interface ScoringAddress {
  title: string;
  groupId: number;
}

/** The group a scoring address names, or null when it names none (the start screen then offers the golfer's own). */
export function readScoringPath(pathname: string): ScoringAddress | null {
  if (!pathname.startsWith(SCORING_PATH_PREFIX)) return null;
  const [rawTitle, rawGroupId] = pathname.slice(SCORING_PATH_PREFIX.length).split('/');
  const groupId = Number(rawGroupId);
  if (rawTitle === undefined || !Number.isInteger(groupId) || groupId < 1) return null;
  let title = rawTitle;
  try {
    title = decodeURIComponent(rawTitle);
  } catch {
    // A title with a stray `%` is still only a heading: the group id is what the page reads.
  }
  return { title, groupId };
}

export function scoringPath(title: string, groupId: number): string {
  return `${SCORING_PATH_PREFIX}${encodeURIComponent(title)}/${groupId}`;
}
