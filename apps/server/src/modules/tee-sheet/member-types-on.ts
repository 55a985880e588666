import { and, asc, desc, gte, isNull, lte, or } from 'drizzle-orm';
import { amongIds } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { memberTypeMappings } from '../../db/schema/index.js';

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
  if (memberIds.length === 0) return new Map();
  const mappings = await db
    .selectDistinctOn([memberTypeMappings.member_id], {
      memberId: memberTypeMappings.member_id,
      memberTypeId: memberTypeMappings.member_type_id,
    })
    .from(memberTypeMappings)
    .where(
      and(
        inClub(memberTypeMappings, golfCourseId),
        amongIds(memberTypeMappings.member_id, [...new Set(memberIds)]),
        lte(memberTypeMappings.from_date, date),
        or(isNull(memberTypeMappings.to_date), gte(memberTypeMappings.to_date, date)),
      ),
    )
    .orderBy(asc(memberTypeMappings.member_id), desc(memberTypeMappings.from_date));
  return new Map(mappings.map((mapping) => [mapping.memberId, mapping.memberTypeId]));
}
