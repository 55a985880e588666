import { and, eq, lte } from 'drizzle-orm';
import { visitorBookings } from '../../db/schema/index.js';

/** A visitors' hold that has expired by `now` unconfirmed: its places are to be freed. */
export const expiredHold = (now: Date) =>
  and(eq(visitorBookings.status, 'held'), lte(visitorBookings.hold_expires_at, now));
