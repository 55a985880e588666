import type { bookingChangeInput } from '@fairway/contract';
import { bookingAnswer, bookingCancellation } from '@fairway/golf';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { settledAnswer } from '../../core/asks-together.js';
import { ConflictError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { postgresErrorOf } from '../../db/database-faults.js';
import { bookingPlayers, bookings, members, teeTimes } from '../../db/schema/index.js';
import { announceTeeSheetChange } from './announce-tee-sheet-change.js';
import { bookersOf } from './bookers-of.js';
import { clubBookingRules } from './club-booking-rules.js';
import { clubNow } from '../../core/club-dates.js';
import { daySheet } from './day-sheet.js';
import { mailBookings } from './mail-bookings.js';
import { otherMembersOf, type OtherPlayers } from './other-members-of.js';
import { placePlayers, type PlayerToPlace } from './place-players.js';
import { refusalMessage } from './refusal-message.js';
import { refuseMembersPlaying } from './refuse-members-playing.js';
import { lockedBooking } from './locked-booking.js';
import { offerFreedPlaces } from './offer-freed-places.js';
import { reverseGreenFee } from './reverse-green-fee.js';
import { releaseExpiredHolds } from './release-expired-holds.js';

type Place = typeof bookingPlayers.$inferSelect;

/** Whether a place already in the booking is the player asked for: the same member, guest, or a place still open. */
const samePlayer = (place: Place, player: OtherPlayers[number]) =>
  place.kind === player.kind &&
  (player.kind !== 'member' || place.member_id === player.member_id) &&
  (player.kind !== 'guest' || (place.guest_name === player.name && place.guest_email === player.email));

/**
 * Changes who plays beside the booking member, by its member or a club admin, under the rules a booking is made by
 * (`bookingAnswer` with the places the others leave free; a change is no new booking, so neither a suspension nor the
 * booking itself counts against it). Places kept stay as they are; a new player is placed and charged; a player taken
 * out is freed, their green fee reversed when in time and standing when late, as a cancellation, and the place
 * offered to the waiting list. Another club's
 * booking, or another member's, is not found.
 */
export async function changeBooking(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  actor: Actor,
  bookingId: number,
  input: z.output<typeof bookingChangeInput>,
): Promise<void> {
  const golfCourseId = actor.golfCourseId!;
  const { others } = input;
  try {
    await db.transaction(async (tx) => {
      const booking = await lockedBooking(tx, actor, bookingId);
      if (booking.status === 'cancelled') throw new ConflictError('This booking is cancelled.');
      const [bookingMember] = await tx
        .select({ firstName: members.first_name, lastName: members.last_name, gender: members.gender })
        .from(members)
        .where(eq(members.id, booking.member_id));
      const otherMembers = settledAnswer(
        (await otherMembersOf(tx, [{ golfCourseId, bookingMemberId: booking.member_id, others }]))[0]!,
      );
      const memberNames = new Map<number, string>([
        [booking.member_id, `${bookingMember!.firstName} ${bookingMember!.lastName}`.trim()],
        ...otherMembers.map((other) => [other.id, other.name] as const),
      ]);
      await refuseMembersPlaying(tx, golfCourseId, { ...booking, bookingId: booking.id }, [...memberNames.keys()]);
      const rules = await clubBookingRules(tx, golfCourseId);
      const clock = await clubNow(tx, golfCourseId);
      const { day } = await daySheet(tx, golfCourseId, booking.date);
      const slot = day?.slots.find((candidate) => candidate.time === booking.time && candidate.tee === booking.tee);
      if (!slot) throw new ConflictError(`The sheet of ${booking.date} no longer has the tee time ${booking.time}.`);
      const [teeTime] = await tx.select().from(teeTimes).where(eq(teeTimes.id, booking.tee_time_id)).for('update');
      const placesTaken = (await releaseExpiredHolds(tx, [teeTime!])).get(teeTime!.id)!;
      const places = await tx
        .select()
        .from(bookingPlayers)
        .where(and(eq(bookingPlayers.booking_id, booking.id), eq(bookingPlayers.active, true)))
        .orderBy(asc(bookingPlayers.position));
      const { bookers, rules: bookingRules } = (
        await bookersOf(tx, [
          {
            golfCourseId,
            date: booking.date,
            clock,
            rules,
            members: [{ id: booking.member_id, lady: bookingMember!.gender === 'F' }],
          },
        ])
      )[0]!;
      const booker = bookers.get(booking.member_id)!;
      const answer = bookingAnswer({
        now: clock.now,
        date: booking.date,
        slot: { ...slot, capacity: teeTime!.capacity, placesTaken: placesTaken - places.length },
        players: 1 + others.length,
        guests: others.filter((other) => other.kind === 'guest').length,
        booker:
          booker.kind === 'member'
            ? {
                ...booker,
                suspendedThrough: null,
                bookingsHeld: booker.bookingsHeld.filter(
                  (held) => held.date !== booking.date || held.time !== booking.time,
                ),
              }
            : booker,
        rules: bookingRules,
      });
      if (!answer.allowed) throw new ConflictError(refusalMessage(answer));

      const othersNow = places.filter((place) => place.member_id !== booking.member_id);
      const kept = new Map<number, number>();
      const toPlace: PlayerToPlace[] = [];
      for (const [index, player] of others.entries()) {
        const place = othersNow.find((candidate) => !kept.has(candidate.id) && samePlayer(candidate, player));
        if (place) kept.set(place.id, index + 2);
        else toPlace.push({ position: index + 2, player });
      }
      const now = new Date();
      const takenOut = othersNow.filter((place) => !kept.has(place.id));
      if (takenOut.length > 0)
        await tx
          .update(bookingPlayers)
          .set({ active: false, removed_at: now, removed_by: actor.userId, updated_at: now, updated_by: actor.userId })
          .where(
            inArray(
              bookingPlayers.id,
              takenOut.map((place) => place.id),
            ),
          );
      const { late } = bookingCancellation({
        now: clock.now,
        teeTime: `${booking.date}T${booking.time}`,
        cutOffHours: rules.cancel_cut_off_hours,
      });
      for (const place of takenOut) {
        if (late || place.member_expense_id === null) continue;
        await reverseGreenFee(tx, actor, place.member_expense_id, 'Player taken out in time');
      }
      for (const [id, position] of kept)
        await tx.update(bookingPlayers).set({ position }).where(eq(bookingPlayers.id, id));
      await placePlayers(
        tx,
        actor,
        {
          id: booking.id,
          memberId: booking.member_id,
          date: booking.date,
          time: booking.time,
          today: clock.today,
          accountsHeadId: rules.green_fee_accounts_head_id,
        },
        toPlace,
        memberNames,
      );
      await tx
        .update(teeTimes)
        .set({
          places_taken: placesTaken - places.length + 1 + others.length,
          updated_at: now,
          updated_by: actor.userId,
        })
        .where(eq(teeTimes.id, teeTime!.id));
      await tx.update(bookings).set({ updated_at: now, updated_by: actor.userId }).where(eq(bookings.id, booking.id));
      await writeAudit(tx, actor, { action: 'update', entity: 'bookings', entityId: booking.id, detail: input });
      await mailBookings(tx, config, golfCourseId, [booking.id], 'booked');
      if (takenOut.length > 0) await offerFreedPlaces(tx, config, golfCourseId, teeTime!.id);
      await announceTeeSheetChange(tx, golfCourseId, booking.date);
    });
  } catch (error) {
    if (['23505', '23514'].includes(postgresErrorOf(error)?.code ?? ''))
      throw new ConflictError('This tee time was taken while you changed the booking: see the sheet again.');
    throw error;
  }
}
