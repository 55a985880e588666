import { Role } from '@fairway/contract';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub, ofOwnGolfer } from '../../db/club-scope.js';
import { bookings } from '../../db/schema/index.js';

/**
 * A booking of the actor's club, locked for the rest of the transaction: any of the club's for a club admin, a
 * member's own otherwise. Another club's booking, or another member's, is not found.
 */
export async function lockedBooking(tx: Database, actor: Actor, bookingId: number) {
  const isAdmin = actor.roles?.includes(Role.admin) ?? false;
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(
      and(
        inClub(bookings, actor.golfCourseId!),
        eq(bookings.id, bookingId),
        isAdmin ? undefined : ofOwnGolfer(bookings.member_id, actor.userId!),
      ),
    )
    .for('update');
  if (!booking) throw new NotFoundError();
  return booking;
}
