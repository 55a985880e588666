import { randomInt } from 'node:crypto';
import { visitorBookingLimits, type visitorHoldInput } from '@fairway/contract';
import { bookingAnswer } from '@fairway/golf';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { clubNow } from '../../core/club-dates.js';
import { ConflictError, InvalidInputError } from '../../core/domain-errors.js';
import { hashToken } from '../../core/tokens.js';
import type { Database } from '../../db/client.js';
import { postgresErrorOf } from '../../db/database-faults.js';
import { teeTimes, visitorBookings } from '../../db/schema/index.js';
import { announceTeeSheetChange } from './announce-tee-sheet-change.js';
import { clubBookingRules } from './club-booking-rules.js';
import { daySheet } from './day-sheet.js';
import { mailVisitorBooking } from './mail-visitor-booking.js';
import { refusalMessage } from './refusal-message.js';
import { lockedTeeTimes } from './locked-tee-times.js';
import { releaseExpiredHolds } from './release-expired-holds.js';
import { visitorBookingRules } from './visitor-booking-rules.js';
import { visitorClub } from './visitor-club.js';
import { visitorGreenFees } from './visitor-green-fees.js';

export type VisitorHoldInput = z.output<typeof visitorHoldInput>;

/** A code of `codeDigits` digits, leading zeros kept: every code as likely. */
const newCode = () =>
  String(randomInt(0, 10 ** visitorBookingLimits.codeDigits)).padStart(visitorBookingLimits.codeDigits, '0');

/**
 * A visitor asks to book a time of a club's day for their group: the club's rules decide as for a member
 * (`bookingAnswer` with a visitor: members-only, ladies' and society times, blocks and the places left refuse with a
 * 409 in their words). The places are taken on the slot's row under its lock, as a member's booking takes them, and
 * held for `holdMinutes` while the code mailed to the visitor confirms them; the group's green fee is recorded, owed.
 */
export async function holdVisitorBooking(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  actor: Actor,
  golfCourseId: number,
  input: VisitorHoldInput,
): Promise<number> {
  const tee = input.tee ?? 1;
  try {
    return await db.transaction(async (tx) => {
      await visitorClub(tx, golfCourseId);
      const rules = await clubBookingRules(tx, golfCourseId);
      const clock = await clubNow(tx, golfCourseId);
      const { day } = await daySheet(tx, golfCourseId, input.date);
      const slot = day?.slots.find((candidate) => candidate.time === input.time && candidate.tee === tee);
      if (!slot)
        throw new InvalidInputError({
          time: [`The sheet of ${input.date} has no tee time ${input.time} on tee ${tee}.`],
        });
      const teeTime = (
        await lockedTeeTimes(tx, [{ golfCourseId, date: input.date, time: input.time, tee, capacity: slot.capacity }])
      )[0]!;
      const placesTaken = (await releaseExpiredHolds(tx, [teeTime])).get(teeTime.id)!;
      const answer = bookingAnswer({
        now: clock.now,
        date: input.date,
        slot: { ...slot, capacity: teeTime.capacity, placesTaken },
        players: input.players,
        booker: { kind: 'visitor' },
        rules: visitorBookingRules(rules),
      });
      if (!answer.allowed) throw new ConflictError(refusalMessage(answer));

      const feeAt = await visitorGreenFees(tx, golfCourseId, input.date);
      const now = new Date();
      await tx
        .update(teeTimes)
        .set({ places_taken: placesTaken + input.players, updated_at: now })
        .where(eq(teeTimes.id, teeTime.id));
      const code = newCode();
      const [hold] = await tx
        .insert(visitorBookings)
        .values({
          golf_course_id: golfCourseId,
          tee_time_id: teeTime.id,
          date: input.date,
          time: input.time,
          tee,
          name: input.name,
          email: input.email,
          handicap_index: input.handicap_index,
          players: input.players,
          code_hash: hashToken(code),
          hold_expires_at: new Date(now.getTime() + visitorBookingLimits.holdMinutes * 60_000),
          green_fee_minor: feeAt(input.time) * input.players,
        })
        .returning();
      await announceTeeSheetChange(tx, golfCourseId, input.date);
      await writeAudit(
        tx,
        { ...actor, golfCourseId },
        {
          action: 'create',
          entity: 'visitor_bookings',
          entityId: hold!.id,
          detail: { date: input.date, time: input.time, tee, players: input.players },
        },
      );
      await mailVisitorBooking(tx, config, hold!, { code });
      return hold!.id;
    });
  } catch (error) {
    if (postgresErrorOf(error)?.code === '23514')
      throw new ConflictError('This tee time was taken while you booked it: see the times again.');
    throw error;
  }
}
