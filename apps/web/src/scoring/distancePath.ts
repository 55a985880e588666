/**
 * The side contests' page at the hole, spec section 2: `/active_member_distance/{title}/{round_id}/{hole_id}/{hole_number}`,
 * part of the phone entry (decision 0074). Its `title` is the contest's kind as the API names it (`longest_drive`,
 * `nearest_to_pin`, `nearest_to_centre`): with the round and the hole's number it names one contest. `?group=` keeps
 * the page to one group's players, as the scoring page's link at that hole does.
 */
export const DISTANCE_PATH_PREFIX = '/active_member_distance/';

export const distanceKinds = ['longest_drive', 'nearest_to_pin', 'nearest_to_centre'] as const;
export type DistanceKind = (typeof distanceKinds)[number];

export interface DistanceAddress {
  kind: DistanceKind;
  roundId: number;
  holeId: number;
  holeNumber: number;
  groupId: number | null;
}

const wholeNumber = (text: string | undefined | null, least: number) => {
  const value = Number(text);
  return text && Number.isInteger(value) && value >= least ? value : null;
};

/** The contest a page address names, or null when it names none. */
export function readDistancePath(pathname: string, search = ''): DistanceAddress | null {
  if (!pathname.startsWith(DISTANCE_PATH_PREFIX)) return null;
  const [title, round, hole, number] = pathname.slice(DISTANCE_PATH_PREFIX.length).split('/');
  const kind = distanceKinds.find((each) => each === title);
  const roundId = wholeNumber(round, 1);
  const holeId = wholeNumber(hole, 0);
  const holeNumber = wholeNumber(number, 1);
  if (!kind || roundId === null || holeId === null || holeNumber === null) return null;
  return { kind, roundId, holeId, holeNumber, groupId: wholeNumber(new URLSearchParams(search).get('group'), 1) };
}

/** The page of a contest: its kind, round and hole (`holeId` 0 when the course's card has no hole of that number). */
export function distancePath(
  contest: { kind: DistanceKind; player_round_id: number; hole_id: number | null; hole_number: number },
  groupId?: number,
): string {
  const path = `${DISTANCE_PATH_PREFIX}${contest.kind}/${contest.player_round_id}/${contest.hole_id ?? 0}/${contest.hole_number}`;
  return groupId ? `${path}?group=${groupId}` : path;
}
