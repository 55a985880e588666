import type { bookingMoveInput } from '@fairway/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError, InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { postgresErrorOf } from '../../db/database-faults.js';
import { bookingPlayers, bookings, teeTimes } from '../../db/schema/index.js';
import { announceTeeSheetChange } from './announce-tee-sheet-change.js';
import { daySheet } from './day-sheet.js';
import { lockedBooking } from './locked-booking.js';
import { mailBookings } from './mail-bookings.js';
import { refusalMessage } from './refusal-message.js';
import { refuseMembersPlaying } from './refuse-members-playing.js';

/**
 * The pro shop moves a booking to another tee time of its day, its players and their green fees as they are. The
 * two slots' rows are locked in one order (the earlier time first), so a move waits for bookings of either slot as a
 * booking does, and the places leave the one counter and join the other under their CHECK (decision 0107): a full
 * slot or a block answers 409 in the words a booking is refused in, a member already playing at the new time names
 * them. Its members are mailed the new time. Another club's booking is not found.
 */
export async function moveBooking(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  actor: Actor,
  bookingId: number,
  input: z.output<typeof bookingMoveInput>,
): Promise<void> {
  const golfCourseId = actor.golfCourseId!;
  const tee = input.tee ?? 1;
  try {
    await db.transaction(async (tx) => {
      const booking = await lockedBooking(tx, actor, bookingId);
      if (booking.status === 'cancelled') throw new ConflictError('This booking is cancelled.');
      if (booking.time === input.time && booking.tee === tee)
        throw new ConflictError(`This booking is already at ${input.time} on tee ${tee}.`);
      const { day } = await daySheet(tx, golfCourseId, booking.date);
      const slot = day?.slots.find((candidate) => candidate.time === input.time && candidate.tee === tee);
      if (!slot)
        throw new InvalidInputError({
          time: [`The sheet of ${booking.date} has no tee time ${input.time} on tee ${tee}.`],
        });
      if (slot.block)
        throw new ConflictError(
          refusalMessage({ reason: 'blocked', blockKind: slot.block.kind, blockReason: slot.block.reason }),
        );
      const places = await tx
        .select({ id: bookingPlayers.id, memberId: bookingPlayers.member_id })
        .from(bookingPlayers)
        .where(and(eq(bookingPlayers.booking_id, booking.id), eq(bookingPlayers.active, true)));
      const memberIds = places.flatMap((place) => (place.memberId === null ? [] : [place.memberId]));
      await refuseMembersPlaying(
        tx,
        golfCourseId,
        { date: booking.date, time: input.time, bookingId: booking.id },
        memberIds,
      );

      await tx
        .insert(teeTimes)
        .values({ golf_course_id: golfCourseId, date: booking.date, time: input.time, tee, capacity: slot.capacity })
        .onConflictDoNothing();
      const locked = await tx
        .select()
        .from(teeTimes)
        .where(
          and(
            inClub(teeTimes, golfCourseId),
            eq(teeTimes.date, booking.date),
            inArray(teeTimes.time, [booking.time, input.time]),
            inArray(teeTimes.tee, [booking.tee, tee]),
          ),
        )
        .orderBy(asc(teeTimes.time), asc(teeTimes.tee))
        .for('update');
      const from = locked.find((row) => row.id === booking.tee_time_id)!;
      const to = locked.find((row) => row.time === input.time && row.tee === tee)!;
      const placesLeft = to.capacity - to.places_taken;
      if (places.length > placesLeft) throw new ConflictError(refusalMessage({ reason: 'slot_full', placesLeft }));

      const now = new Date();
      await tx
        .update(teeTimes)
        .set({ places_taken: from.places_taken - places.length, updated_at: now, updated_by: actor.userId })
        .where(eq(teeTimes.id, from.id));
      await tx
        .update(teeTimes)
        .set({ places_taken: to.places_taken + places.length, updated_at: now, updated_by: actor.userId })
        .where(eq(teeTimes.id, to.id));
      await tx
        .update(bookings)
        .set({ tee_time_id: to.id, time: input.time, tee, updated_at: now, updated_by: actor.userId })
        .where(eq(bookings.id, booking.id));
      await tx
        .update(bookingPlayers)
        .set({ time: input.time, updated_at: now, updated_by: actor.userId })
        .where(eq(bookingPlayers.booking_id, booking.id));
      await writeAudit(tx, actor, {
        action: 'update',
        entity: 'bookings',
        entityId: booking.id,
        detail: { moved_from: { time: booking.time, tee: booking.tee }, time: input.time, tee },
      });
      await mailBookings(tx, config, golfCourseId, [booking.id], 'booked');
      await announceTeeSheetChange(tx, golfCourseId, booking.date);
    });
  } catch (error) {
    if (['23505', '23514'].includes(postgresErrorOf(error)?.code ?? ''))
      throw new ConflictError('This tee time was taken while you moved the booking: see the sheet again.');
    throw error;
  }
}
