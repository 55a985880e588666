import type { bookingsQuery } from '@fairway/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { bookings } from '../../db/schema/index.js';
import { type BookingRecord, readBookings } from './read-bookings.js';
import { visibleBookings } from './visible-bookings.js';

/** The bookings the caller may see (`visibleBookings`), of a day and a status when asked, by tee time. */
export async function listBookings(
  db: Database,
  actor: Actor,
  query: z.output<typeof bookingsQuery>,
): Promise<{ results: BookingRecord[] }> {
  const results = await readBookings(
    db,
    actor.golfCourseId!,
    and(
      visibleBookings(actor),
      query.date ? eq(bookings.date, query.date) : undefined,
      query.status ? eq(bookings.status, query.status) : undefined,
    ),
  );
  return { results };
}
