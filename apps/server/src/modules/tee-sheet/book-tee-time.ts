import type { bookingInput } from '@fairway/contract';
import { bookingAnswer } from '@fairway/golf';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError, InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { postgresErrorOf } from '../../db/database-faults.js';
import { bookings, golfCourseMembers, teeTimes } from '../../db/schema/index.js';
import { announceTeeSheetChange } from './announce-tee-sheet-change.js';
import { bookerOf } from './booker-of.js';
import { bookingMemberOf } from './booking-member-of.js';
import { clubBookingRules } from './club-booking-rules.js';
import { clubNow } from '../../core/club-dates.js';
import { daySheet } from './day-sheet.js';
import { mailBooking } from './mail-booking.js';
import { otherMembersOf } from './other-members-of.js';
import { placePlayers } from './place-players.js';
import { refusalMessage } from './refusal-message.js';
import { refuseBallotedTime } from './refuse-balloted-time.js';
import { refuseMembersPlaying } from './refuse-members-playing.js';
import { lockedTeeTime } from './locked-tee-time.js';
import { releaseExpiredHolds } from './release-expired-holds.js';

export type BookingInput = z.output<typeof bookingInput>;

/** Unique violations and CHECK failures a race past the rules' own answer ends in (decision 0107). */
const raceCodes = new Set(['23505', '23514']);

/**
 * A member books a tee time for themself and up to three others (members of the club, guests, places to be
 * confirmed), by the club's rules (`bookingAnswer`, a refusal is a 409 in its words). The slot's row is locked while
 * the places are counted and taken, so bookings of one slot are answered in the order the database saw them, and its
 * CHECK and the players' unique index hold the capacity and one place a member a tee time whatever happens. Guests'
 * (and members') green fees are posted to the booking member's account; every member in the booking is mailed.
 */
export async function bookTeeTime(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  actor: Actor,
  input: BookingInput,
): Promise<number> {
  const golfCourseId = actor.golfCourseId!;
  const tee = input.tee ?? 1;
  const others = input.others ?? [];
  try {
    return await db.transaction(async (tx) => {
      const member = await bookingMemberOf(tx, actor, input.member_id);
      // One booking of a member at a time: the bookings they hold are counted once the last one has committed.
      await tx
        .select({ id: golfCourseMembers.id })
        .from(golfCourseMembers)
        .where(and(inClub(golfCourseMembers, golfCourseId), eq(golfCourseMembers.member_id, member.id)))
        .for('update');
      const otherMembers = await otherMembersOf(tx, golfCourseId, member.id, others);
      const rules = await clubBookingRules(tx, golfCourseId);
      const clock = await clubNow(tx, golfCourseId);
      const { day } = await daySheet(tx, golfCourseId, input.date);
      const slot = day?.slots.find((candidate) => candidate.time === input.time && candidate.tee === tee);
      if (!slot)
        throw new InvalidInputError({
          time: [`The sheet of ${input.date} has no tee time ${input.time} on tee ${tee}.`],
        });
      const memberNames = new Map<number, string>(
        [member, ...otherMembers].map((player) => [player.id, player.name] as const),
      );
      await refuseBallotedTime(tx, golfCourseId, input.date, input.time);
      await refuseMembersPlaying(tx, golfCourseId, input, [...memberNames.keys()]);

      const teeTime = await lockedTeeTime(tx, golfCourseId, {
        date: input.date,
        time: input.time,
        tee,
        capacity: slot.capacity,
      });
      const placesTaken = await releaseExpiredHolds(tx, teeTime);
      const players = 1 + others.length;
      const guests = others.filter((other) => other.kind === 'guest').length;
      const { booker, rules: bookingRules } = await bookerOf(tx, golfCourseId, member, input.date, clock, rules);
      const answer = bookingAnswer({
        now: clock.now,
        date: input.date,
        slot: { ...slot, capacity: teeTime.capacity, placesTaken },
        players,
        guests,
        booker,
        rules: bookingRules,
      });
      if (!answer.allowed) throw new ConflictError(refusalMessage(answer));

      await tx
        .update(teeTimes)
        .set({ places_taken: placesTaken + players, updated_at: new Date(), updated_by: actor.userId })
        .where(eq(teeTimes.id, teeTime.id));
      const [booking] = await tx
        .insert(bookings)
        .values({
          golf_course_id: golfCourseId,
          tee_time_id: teeTime.id,
          date: input.date,
          time: input.time,
          tee,
          member_id: member.id,
          created_by: actor.userId,
          updated_by: actor.userId,
        })
        .returning({ id: bookings.id });
      await placePlayers(
        tx,
        actor,
        {
          id: booking!.id,
          memberId: member.id,
          date: input.date,
          time: input.time,
          today: clock.today,
          accountsHeadId: rules.green_fee_accounts_head_id,
        },
        [{ kind: 'member' as const, member_id: member.id }, ...others].map((player, index) => ({
          position: index + 1,
          player,
        })),
        memberNames,
      );
      await writeAudit(tx, actor, {
        action: 'create',
        entity: 'bookings',
        entityId: booking!.id,
        detail: { ...input, member_id: member.id },
      });
      await mailBooking(tx, config, golfCourseId, booking!.id, 'booked');
      await announceTeeSheetChange(tx, golfCourseId, input.date);
      return booking!.id;
    });
  } catch (error) {
    if (raceCodes.has(postgresErrorOf(error)?.code ?? ''))
      throw new ConflictError('This tee time was taken while you booked it: see the sheet again.');
    throw error;
  }
}
