import type { waitingListInput } from '@fairway/contract';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { clubNow } from '../../core/club-dates.js';
import { ConflictError, InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { postgresErrorOf } from '../../db/database-faults.js';
import { ballots, teeTimes, waitingList } from '../../db/schema/index.js';
import { bookingMemberOf } from './booking-member-of.js';
import { daySheet } from './day-sheet.js';

/** The kinds of slot a member books, and so waits for. */
const membersKinds = new Set(['open', 'members_only']);
const alreadyWaiting = 'You are already on the waiting list for this day: withdraw that request to ask for another.';

/**
 * A member asks for a window of times on a day (a club admin may ask for a member): refused when the day or window
 * has passed, when a ballot not yet drawn covers it (enter the ballot), when a tee time of the window has the places
 * free (book it instead), or when they already wait for the day, each a 409 saying so. Places to be confirmed stand
 * for the others until the member books.
 */
export async function askWaitingList(
  db: Database,
  actor: Actor,
  input: z.output<typeof waitingListInput>,
): Promise<number> {
  const golfCourseId = actor.golfCourseId!;
  const places = input.places ?? 1;
  if (input.to_time < input.from_time)
    throw new InvalidInputError({ to_time: [`The window ends at ${input.to_time}, before it starts.`] });
  try {
    return await db.transaction(async (tx) => {
      const member = await bookingMemberOf(tx, actor, input.member_id);
      const { now } = await clubNow(tx, golfCourseId);
      if (`${input.date}T${input.to_time}` <= now) throw new ConflictError('The times you ask for have passed.');
      const [ballot] = await tx
        .select({ closesAt: ballots.closes_at })
        .from(ballots)
        .where(
          and(
            inClub(ballots, golfCourseId),
            eq(ballots.date, input.date),
            eq(ballots.status, 'open'),
            lte(ballots.from_time, input.to_time),
            gte(ballots.to_time, input.from_time),
          ),
        );
      if (ballot)
        throw new ConflictError(
          `These times are balloted: enter the ballot before it closes on ${ballot.closesAt.replace('T', ' at ')}.`,
        );
      const [waiting] = await tx
        .select({ id: waitingList.id })
        .from(waitingList)
        .where(
          and(
            inClub(waitingList, golfCourseId),
            eq(waitingList.member_id, member.id),
            eq(waitingList.date, input.date),
            inArray(waitingList.status, ['waiting', 'offered']),
          ),
        );
      if (waiting) throw new ConflictError(alreadyWaiting);
      const { day } = await daySheet(tx, golfCourseId, input.date);
      const taken = await tx
        .select()
        .from(teeTimes)
        .where(and(inClub(teeTimes, golfCourseId), eq(teeTimes.date, input.date)));
      const free = (day?.slots ?? []).find((slot) => {
        if (slot.block !== null || !membersKinds.has(slot.kind)) return false;
        if (slot.time < input.from_time || slot.time > input.to_time || `${input.date}T${slot.time}` <= now)
          return false;
        const row = taken.find((teeTime) => teeTime.time === slot.time && teeTime.tee === slot.tee);
        return (row ? row.capacity - row.places_taken : slot.capacity) >= places;
      });
      if (free)
        throw new ConflictError(
          `The tee time ${free.time} on ${input.date} has ${places === 1 ? 'a place' : `${places} places`} free: book it instead.`,
        );
      const [request] = await tx
        .insert(waitingList)
        .values({
          golf_course_id: golfCourseId,
          member_id: member.id,
          date: input.date,
          from_time: input.from_time,
          to_time: input.to_time,
          places,
          others: Array.from({ length: places - 1 }, () => ({ kind: 'tbc' as const })),
          created_by: actor.userId,
          updated_by: actor.userId,
        })
        .returning({ id: waitingList.id });
      await writeAudit(tx, actor, {
        action: 'create',
        entity: 'waiting_list',
        entityId: request!.id,
        detail: { ...input, member_id: member.id },
      });
      return request!.id;
    });
  } catch (error) {
    if (postgresErrorOf(error)?.code === '23505') throw new ConflictError(alreadyWaiting);
    throw error;
  }
}
