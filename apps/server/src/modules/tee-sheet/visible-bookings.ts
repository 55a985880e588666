import { Role } from '@fairway/contract';
import { or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { ofOwnGolfer } from '../../db/club-scope.js';
import { bookingPlayers, bookings } from '../../db/schema/index.js';

/** The bookings the caller may see: a club admin every booking of the club; anyone else those they book or play in. */
export function visibleBookings(actor: Actor): SQL | undefined {
  if (actor.roles?.includes(Role.admin)) return undefined;
  return or(
    ofOwnGolfer(bookings.member_id, actor.userId!),
    sql`${bookings.id} in (select ${bookingPlayers.booking_id} from ${bookingPlayers} where ${ofOwnGolfer(bookingPlayers.member_id, actor.userId!)})`,
  );
}
