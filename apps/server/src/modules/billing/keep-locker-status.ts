import { and, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { inClub } from '../../db/club-scope.js';
import { lockers, memberLockers } from '../../db/schema/index.js';
import type { BillingChange } from './club-member-errors.js';

/**
 * After a holding changes, its locker (and the one it left) reads `assigned` while someone holds it today, and
 * `available` once nobody does; a locker out of service stays so.
 */
export async function keepLockerStatus({ tx, input, existing, actor }: BillingChange): Promise<void> {
  const golfCourseId = actor.golfCourseId!;
  const ids = [...new Set([input.locker_id, existing?.locker_id].filter((id): id is number => typeof id === 'number'))];
  if (ids.length === 0) return;
  const today = new Date().toISOString().slice(0, 10);
  const heldToday = sql<boolean>`exists (select 1 from ${memberLockers} where ${and(
    eq(memberLockers.locker_id, lockers.id),
    sql`${memberLockers.from_date} <= ${today}`,
    or(isNull(memberLockers.to_date), gte(memberLockers.to_date, today)),
  )})`;
  await tx
    .update(lockers)
    .set({ status: sql`case when ${heldToday} then 'assigned' else 'available' end` })
    .where(and(inClub(lockers, golfCourseId), inArray(lockers.id, ids), ne(lockers.status, 'out_of_service')));
}
