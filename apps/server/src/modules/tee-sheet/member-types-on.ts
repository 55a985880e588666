import type { Database } from '../../db/client.js';
import { memberTypesOfClubs } from './member-types-of-clubs.js';

/**
 * Members' types in the club on a day (billing's member type mapping holding it, the latest started when two do), by
 * member id, read in one statement; a member with none is missing.
 */
export async function memberTypesOn(
  db: Database,
  golfCourseId: number,
  memberIds: readonly number[],
  date: string,
): Promise<Map<number, number>> {
  const ids = [...new Set(memberIds)];
  const types = await memberTypesOfClubs(
    db,
    ids.map((memberId) => ({ golfCourseId, memberId, date })),
  );
  return new Map(ids.flatMap((memberId, index) => (types[index] === undefined ? [] : [[memberId, types[index]]])));
}
