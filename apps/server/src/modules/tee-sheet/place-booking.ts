import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { bookings, type GroupPlayer, members, teeTimes } from '../../db/schema/index.js';
import { placePlayers } from './place-players.js';

/** A group given a tee time by the club rather than booked by its member: a ballot's winner, an offer accepted. */
export type GroupToBook = {
  memberId: number;
  others: readonly GroupPlayer[];
  date: string;
  time: string;
  tee: 1 | 10;
  /** The slot's capacity on the day's sheet, for its row when this is its first booking. */
  capacity: number;
  /** Places of the group already counted on the slot's row (an offer held for it): not counted again. */
  placesHeld: number;
  today: string;
  accountsHeadId: number | null;
  why: 'ballot' | 'waiting_list';
};

/**
 * Books a tee time the club gives a group, in the caller's transaction: the slot's row made if missing and locked, the
 * group's places added to its counter (under its CHECK: a place taken meanwhile fails the transaction), the booking
 * and its players placed and their green fees charged as a booking does (`placePlayers`). The booking rules are not
 * asked: the ballot or the waiting list gave the time.
 */
export async function placeBooking(tx: Database, actor: Actor, group: GroupToBook): Promise<number> {
  const golfCourseId = actor.golfCourseId!;
  const { date, time, tee } = group;
  const players = 1 + group.others.length;
  await tx
    .insert(teeTimes)
    .values({ golf_course_id: golfCourseId, date, time, tee, capacity: group.capacity })
    .onConflictDoNothing();
  const [teeTime] = await tx
    .update(teeTimes)
    .set({
      places_taken: sql`${teeTimes.places_taken} + ${players - group.placesHeld}`,
      updated_at: new Date(),
      updated_by: actor.userId,
    })
    .where(and(inClub(teeTimes, golfCourseId), eq(teeTimes.date, date), eq(teeTimes.time, time), eq(teeTimes.tee, tee)))
    .returning({ id: teeTimes.id });
  const [booking] = await tx
    .insert(bookings)
    .values({
      golf_course_id: golfCourseId,
      tee_time_id: teeTime!.id,
      date,
      time,
      tee,
      member_id: group.memberId,
      created_by: actor.userId,
      updated_by: actor.userId,
    })
    .returning({ id: bookings.id });
  const memberIds = [
    group.memberId,
    ...group.others.flatMap((other) => (other.kind === 'member' ? [other.member_id] : [])),
  ];
  const names = await tx
    .select({ id: members.id, name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})` })
    .from(members)
    .where(inArray(members.id, memberIds));
  await placePlayers(
    tx,
    actor,
    {
      id: booking!.id,
      memberId: group.memberId,
      date,
      time,
      today: group.today,
      accountsHeadId: group.accountsHeadId,
    },
    [{ kind: 'member' as const, member_id: group.memberId }, ...group.others].map((player, index) => ({
      position: index + 1,
      player,
    })),
    new Map(names.map((member) => [member.id, member.name])),
  );
  await writeAudit(tx, actor, {
    action: 'create',
    entity: 'bookings',
    entityId: booking!.id,
    detail: { date, time, tee, member_id: group.memberId, others: group.others, given_by: group.why },
  });
  return booking!.id;
}
