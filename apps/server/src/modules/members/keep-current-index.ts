import { LOW_HANDICAP_INDEX_WINDOW_DAYS } from '@fairway/golf';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { memberIndexes, members } from '../../db/schema/index.js';

/**
 * Sets a golfer's current Handicap Index from their history, inside the change's transaction: the latest entry on or
 * before today, and the Low Handicap Index (WHS Rule 5.7): the lowest index in force at any time in the last 365 days,
 * the one in force when that year began included. Today is the database's day, the one the entries are written on.
 */
export async function keepCurrentIndex(tx: Database, memberId: number) {
  const windowStart = sql`current_date - ${LOW_HANDICAP_INDEX_WINDOW_DAYS}::integer`;
  const [current] = await tx
    .select({ handicap_index: memberIndexes.handicap_index })
    .from(memberIndexes)
    .where(sql`${memberIndexes.member_id} = ${memberId} and ${memberIndexes.effective_on} <= current_date`)
    .orderBy(sql`${memberIndexes.effective_on} desc`)
    .limit(1);
  const [low] = await tx
    .select({ low: sql<string | null>`min(${memberIndexes.handicap_index})` })
    .from(memberIndexes)
    .where(
      sql`${memberIndexes.member_id} = ${memberId} and ${memberIndexes.effective_on} <= current_date
        and ${memberIndexes.effective_on} >= coalesce(
          (select max(${memberIndexes.effective_on}) from ${memberIndexes}
            where ${memberIndexes.member_id} = ${memberId} and ${memberIndexes.effective_on} <= ${windowStart}),
          ${windowStart})`,
    );
  await tx
    .update(members)
    .set({
      handicap_index: current?.handicap_index ?? null,
      low_handicap_index: low?.low === null || low?.low === undefined ? null : Number(low.low),
    })
    .where(eq(members.id, memberId));
}
