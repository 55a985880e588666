import { sql } from 'drizzle-orm';
import { arrayColumn } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { inClubs } from '../../db/club-scope.js';
import { memberTypeMappings } from '../../db/schema/index.js';

/**
 * Members' types in their clubs on days (billing's member type mapping holding it, the latest started when two do), for
 * members of several clubs and days at once (a batch of several clubs' bookings), in one statement: each member's type
 * in their club on their day, in the order asked, undefined for a member with none.
 */
export async function memberTypesOfClubs(
  db: Database,
  asked: readonly { golfCourseId: number; memberId: number; date: string }[],
): Promise<(number | undefined)[]> {
  if (asked.length === 0) return [];
  const found = await db.execute(sql`
    select distinct on (asked.golf_course_id, asked.member_id, asked.date)
      asked.golf_course_id as "golfCourseId", asked.member_id as "memberId",
      to_char(asked.date, 'YYYY-MM-DD') as date, ${memberTypeMappings.member_type_id} as "memberTypeId"
    from unnest(${arrayColumn(
      asked.map((one) => one.golfCourseId),
      'integer',
    )}, ${arrayColumn(
      asked.map((one) => one.memberId),
      'integer',
    )}, ${arrayColumn(
      asked.map((one) => one.date),
      'date',
    )}) as asked(golf_course_id, member_id, date)
    join ${memberTypeMappings} on ${memberTypeMappings.golf_course_id} = asked.golf_course_id
      and ${memberTypeMappings.member_id} = asked.member_id and ${memberTypeMappings.from_date} <= asked.date
      and (${memberTypeMappings.to_date} is null or ${memberTypeMappings.to_date} >= asked.date)
    where ${inClubs(
      memberTypeMappings,
      asked.map((one) => one.golfCourseId),
    )}
    order by asked.golf_course_id, asked.member_id, asked.date, ${memberTypeMappings.from_date} desc`);
  // Both drivers answer the rows under `rows` (PGlite and node-postgres alike).
  const rows = (
    found as unknown as { rows: { golfCourseId: number; memberId: number; date: string; memberTypeId: number }[] }
  ).rows;
  const typeOf = new Map(
    rows.map((row) => [`${Number(row.golfCourseId)} ${Number(row.memberId)} ${row.date}`, Number(row.memberTypeId)]),
  );
  return asked.map(({ golfCourseId, memberId, date }) => typeOf.get(`${golfCourseId} ${memberId} ${date}`));
}
