import { and, desc, eq, gt } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Actor } from '../core/actor.js';
import { clubDates, clubInstant } from '../core/club-dates.js';
import type { Database } from '../db/client.js';
import {
  ballotEntries,
  ballotEntryMembers,
  ballots,
  bookingPlayers,
  type GroupPlayer,
  mailOutbox,
} from '../db/schema/index.js';
import { drawBallot } from '../modules/tee-sheet/index.js';

/** A group of a demo ballot: its entering member, the others, and its window of preferred times. */
export type DemoBallotGroup = { memberId: number; others: GroupPlayer[]; from_time: string; to_time: string };

/** A demo ballot: its day, its window of times, its close (club-local `YYYY-MM-DDTHH:MM`), and its groups. */
export type DemoBallot = {
  date: string;
  from_time: string;
  to_time: string;
  closes_at: string;
  groups: DemoBallotGroup[];
};

/**
 * A ballot of the demo's sheet with its groups entered, as members enter them. Given a seed, it is drawn as the server
 * draws it at its close (`drawBallot`, with that seed recorded so it is the same draw on every install): its winners
 * booked and charged, its losers on the waiting list, every entrant mailed. A ballot drawn behind today was drawn at its
 * close, its result mails sent then, and its players checked in on the day.
 */
export async function seedDemoBallot(
  tx: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  actor: Actor,
  ballot: DemoBallot,
  drawnWithSeed?: number,
) {
  const golfCourseId = actor.golfCourseId!;
  const stamp = { golf_course_id: golfCourseId, created_by: actor.userId, updated_by: actor.userId };
  const [made] = await tx
    .insert(ballots)
    .values({
      ...stamp,
      date: ballot.date,
      from_time: ballot.from_time,
      to_time: ballot.to_time,
      closes_at: ballot.closes_at,
    })
    .returning({ id: ballots.id });
  const ballotId = made!.id;
  const entryIds = (
    await tx
      .insert(ballotEntries)
      .values(
        ballot.groups.map((group) => ({
          ...stamp,
          ballot_id: ballotId,
          member_id: group.memberId,
          others: group.others,
          from_time: group.from_time,
          to_time: group.to_time,
        })),
      )
      .returning({ id: ballotEntries.id })
  ).map((entry) => entry.id);
  await tx.insert(ballotEntryMembers).values(
    ballot.groups.flatMap((group, index) =>
      [group.memberId, ...group.others.flatMap((other) => (other.kind === 'member' ? [other.member_id] : []))].map(
        (memberId) => ({
          golf_course_id: golfCourseId,
          ballot_id: ballotId,
          ballot_entry_id: entryIds[index]!,
          member_id: memberId,
        }),
      ),
    ),
  );
  if (drawnWithSeed === undefined) return;

  const [lastMail] = await tx.select({ id: mailOutbox.id }).from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
  await drawBallot(tx, config, actor, ballotId, drawnWithSeed);
  const { timeZone } = await clubDates(tx, golfCourseId);
  const closed = clubInstant(ballot.closes_at.slice(0, 10), ballot.closes_at.slice(11), timeZone);
  await tx.update(ballots).set({ drawn_at: closed }).where(eq(ballots.id, ballotId));
  await tx
    .update(mailOutbox)
    .set({ status: 'sent', sent_at: closed, created_at: closed })
    .where(and(gt(mailOutbox.id, lastMail?.id ?? 0), eq(mailOutbox.status, 'queued')));
  const placed = await tx
    .select({ bookingId: ballotEntries.booking_id, time: ballotEntries.time })
    .from(ballotEntries)
    .where(and(eq(ballotEntries.ballot_id, ballotId), eq(ballotEntries.outcome, 'placed')));
  // Every winner's players turned up, checked in at their time as the rest of the demo's days behind are.
  for (const { bookingId, time } of placed)
    await tx
      .update(bookingPlayers)
      .set({ checked_in_at: new Date(`${ballot.date}T${time}:00Z`), checked_in_by: actor.userId })
      .where(eq(bookingPlayers.booking_id, bookingId!));
}
