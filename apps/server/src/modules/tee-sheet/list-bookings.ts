import type { bookingsQuery } from '@fairway/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { bookings, members } from '../../db/schema/index.js';
import { type BookingRecord, readBookings } from './read-bookings.js';
import { visibleBookings } from './visible-bookings.js';

/**
 * The bookings the caller may see (`visibleBookings`), or only their own (`mine`, a club admin's too), of a day and a
 * status when asked, by tee time; with the caller's own golfer, to tell the bookings they made.
 */
export async function listBookings(
  db: Database,
  actor: Actor,
  query: z.output<typeof bookingsQuery>,
): Promise<{ results: BookingRecord[]; own_member_id: number | null }> {
  const results = await readBookings(
    db,
    actor.golfCourseId!,
    and(
      visibleBookings(query.mine === 'true' ? { ...actor, roles: [] } : actor),
      query.date ? eq(bookings.date, query.date) : undefined,
      query.status ? eq(bookings.status, query.status) : undefined,
    ),
  );
  const [own] = await db.select({ id: members.id }).from(members).where(eq(members.user_id, actor.userId!)).limit(1);
  return { results, own_member_id: own?.id ?? null };
}
