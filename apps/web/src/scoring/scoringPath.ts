/** The scoring page's address, spec section 2: `/player_round_group_scores/{title}/{groupId}`. */
export const SCORING_PATH_PREFIX = '/player_round_group_scores/';

/** The admin app's login page (its route table's `LOGIN_ROUTE`), where the scoring page sends a phone with no session. */
export const LOGIN_PATH = '/auth/log-in';

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
