import { and, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { memberTypeMappings } from '../../db/schema/index.js';

/** A member's type in the club on a day (billing's member type mapping holding it), or null for none. */
export async function memberTypeOn(
  db: Database,
  golfCourseId: number,
  memberId: number,
  date: string,
): Promise<number | null> {
  const [mapping] = await db
    .select({ memberTypeId: memberTypeMappings.member_type_id })
    .from(memberTypeMappings)
    .where(
      and(
        inClub(memberTypeMappings, golfCourseId),
        eq(memberTypeMappings.member_id, memberId),
        lte(memberTypeMappings.from_date, date),
        or(isNull(memberTypeMappings.to_date), gte(memberTypeMappings.to_date, date)),
      ),
    )
    .orderBy(desc(memberTypeMappings.from_date))
    .limit(1);
  return mapping?.memberTypeId ?? null;
}
