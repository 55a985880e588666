import { lowHandicapIndex } from '@fairway/golf';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { memberIndexes, members } from '../../db/schema/index.js';

/**
 * Sets a golfer's current Handicap Index from their history, inside the change's transaction: the latest entry on or
 * before today, and the Low Handicap Index of `@fairway/golf` (WHS Rule 5.8) as of today, today's entry included.
 * Today is the database's day, the one the entries are written on.
 */
export async function keepCurrentIndex(tx: Database, memberId: number) {
  const history = await tx
    .select({
      effectiveOn: memberIndexes.effective_on,
      handicapIndex: memberIndexes.handicap_index,
      today: sql<string>`current_date::text`,
    })
    .from(memberIndexes)
    .where(sql`${memberIndexes.member_id} = ${memberId} and ${memberIndexes.effective_on} <= current_date`)
    .orderBy(asc(memberIndexes.effective_on));
  const today = history[0]?.today;
  await tx
    .update(members)
    .set({
      handicap_index: history.at(-1)?.handicapIndex ?? null,
      low_handicap_index: today === undefined ? null : lowHandicapIndex({ history, day: today, throughDay: true }),
    })
    .where(eq(members.id, memberId));
}
