import { randomInt } from 'node:crypto';
import { ballotDraw, type BallotSlot } from '@fairway/golf';
import { and, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { clubNow } from '../../core/club-dates.js';
import { ConflictError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { ballotEntries, ballotEntryMembers, ballots, teeTimes, waitingList } from '../../db/schema/index.js';
import { ballotExplanation } from './ballot-explanation.js';
import { clubBookingRules } from './club-booking-rules.js';
import { daySheet } from './day-sheet.js';
import { mailBallotResult } from './mail-ballot-result.js';
import { placeBookings } from './place-bookings.js';

/** An entry's result as the draw writes it. */
type EntryResult = {
  id: number;
  outcome: string;
  draw_order: number;
  weight: number;
  slots_it_could_take: { time: string; tee: number }[];
  time: string | null;
  tee: number | null;
  booking_id: number | null;
  explanation: string;
};

/** The kinds of slot a ballot gives out: the members' times, not the ladies', visitors' or societies'. */
const ballotedKinds = new Set(['open', 'members_only']);

const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Draws a ballot once its close has passed (409 before, and once drawn), in one transaction holding the ballot's row,
 * so that two draws at once make its bookings once: `ballotDraw` over its entries, each weighted by its members'
 * ballots lost in the club's recent days, and the free places of its window's slots, from a seed drawn now (or given,
 * to draw again as recorded) and kept on the ballot. Each winning group is booked as a booking is, its green fees
 * charged; each losing group goes on the waiting list for its window; every entry keeps why; every entrant is mailed.
 * The demo gives its seed, so that its drawn ballot is the same on every install.
 */
export async function drawBallot(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  actor: Actor,
  ballotId: number,
  seed = randomInt(0, 2 ** 31 - 1),
): Promise<void> {
  const golfCourseId = actor.golfCourseId!;
  await db.transaction(async (tx) => {
    const [ballot] = await tx
      .select()
      .from(ballots)
      .where(and(inClub(ballots, golfCourseId), eq(ballots.id, ballotId)))
      .for('update');
    if (!ballot) throw new NotFoundError();
    if (ballot.status === 'drawn') throw new ConflictError('This ballot is drawn already.');
    const clock = await clubNow(tx, golfCourseId);
    if (clock.now < ballot.closes_at)
      throw new ConflictError(`The ballot closes on ${ballot.closes_at.replace('T', ' at ')}: it is drawn then.`);
    const rules = await clubBookingRules(tx, golfCourseId);

    const entries = await tx
      .select()
      .from(ballotEntries)
      .where(eq(ballotEntries.ballot_id, ballot.id))
      .orderBy(ballotEntries.id)
      .for('update');
    const entryMembers = await tx
      .select({ entryId: ballotEntryMembers.ballot_entry_id, memberId: ballotEntryMembers.member_id })
      .from(ballotEntryMembers)
      .where(eq(ballotEntryMembers.ballot_id, ballot.id));
    const memberIds = entryMembers.map((member) => member.memberId);
    const losses =
      memberIds.length === 0
        ? []
        : await tx
            .select({ memberId: ballotEntryMembers.member_id, lost: sql<number>`count(*)::int` })
            .from(ballotEntryMembers)
            .innerJoin(ballotEntries, eq(ballotEntries.id, ballotEntryMembers.ballot_entry_id))
            .innerJoin(ballots, eq(ballots.id, ballotEntryMembers.ballot_id))
            .where(
              and(
                inClub(ballots, golfCourseId),
                inArray(ballotEntryMembers.member_id, memberIds),
                ne(ballotEntries.outcome, 'placed'),
                gte(ballots.date, daysBefore(ballot.date, rules.ballot_losses_within_days)),
                lt(ballots.date, ballot.date),
              ),
            )
            .groupBy(ballotEntryMembers.member_id);

    const { day } = await daySheet(tx, golfCourseId, ballot.date);
    const taken = await tx
      .select()
      .from(teeTimes)
      .where(
        and(
          inClub(teeTimes, golfCourseId),
          eq(teeTimes.date, ballot.date),
          gte(teeTimes.time, ballot.from_time),
          sql`${teeTimes.time} <= ${ballot.to_time}`,
        ),
      )
      .for('update');
    const slots: (BallotSlot & { capacity: number })[] = (day?.slots ?? [])
      .filter(
        (slot) =>
          slot.block === null &&
          ballotedKinds.has(slot.kind) &&
          ballot.from_time <= slot.time &&
          slot.time <= ballot.to_time,
      )
      .map((slot) => {
        const row = taken.find((teeTime) => teeTime.time === slot.time && teeTime.tee === slot.tee);
        return {
          time: slot.time,
          tee: slot.tee,
          capacity: row?.capacity ?? slot.capacity,
          placesFree: Math.max((row?.capacity ?? slot.capacity) - (row?.places_taken ?? 0), 0),
        };
      });

    const draw = ballotDraw({
      seed,
      slots,
      entries: entries.map((entry) => ({
        id: String(entry.id),
        members: entryMembers
          .filter((member) => member.entryId === entry.id)
          .map((member) => ({
            id: String(member.memberId),
            recentLosses: losses.find((loss) => loss.memberId === member.memberId)?.lost ?? 0,
          })),
        places: 1 + entry.others.length,
        window: { from: entry.from_time, to: entry.to_time },
      })),
    });

    const drawActor: Actor = { ...actor, golfCourseId };
    const results: EntryResult[] = [];
    const losers: (typeof waitingList.$inferInsert)[] = [];
    const drawn = draw.drawOrder.map((entryId) => ({
      entry: entries.find((candidate) => String(candidate.id) === entryId)!,
      outcome: draw.entries.find((candidate) => candidate.entryId === entryId)!,
    }));
    const winners = drawn.filter(({ outcome }) => outcome.slot !== null);
    const bookingIds = await placeBookings(
      tx,
      drawActor,
      winners.map(({ entry, outcome }) => ({
        memberId: entry.member_id,
        others: entry.others,
        date: ballot.date,
        time: outcome.slot!.time,
        tee: outcome.slot!.tee,
        capacity: slots.find((free) => free.time === outcome.slot!.time && free.tee === outcome.slot!.tee)!.capacity,
        placesHeld: 0,
      })),
      () => ({ today: clock.today, accountsHeadId: rules.green_fee_accounts_head_id }),
    );
    for (const { entry, outcome } of drawn) {
      const places = 1 + entry.others.length;
      const slot = outcome.slot;
      const winner = winners.findIndex((candidate) => candidate.entry === entry);
      results.push({
        id: entry.id,
        outcome: outcome.outcome,
        draw_order: outcome.drawOrder,
        weight: outcome.weight,
        slots_it_could_take: outcome.slotsItCouldTake,
        time: slot?.time ?? null,
        tee: slot?.tee ?? null,
        booking_id: winner < 0 ? null : bookingIds[winner]!,
        explanation: ballotExplanation(
          outcome,
          { places, from: entry.from_time, to: entry.to_time },
          { entries: entries.length, lossesWithinDays: rules.ballot_losses_within_days },
        ),
      });
      if (!slot)
        losers.push({
          golf_course_id: golfCourseId,
          member_id: entry.member_id,
          date: ballot.date,
          from_time: entry.from_time,
          to_time: entry.to_time,
          others: entry.others,
          places,
          ballot_entry_id: entry.id,
          created_by: actor.userId,
          updated_by: actor.userId,
        });
    }
    // Every entry's result in one statement, and every loser's request in another: a ballot is hundreds of entries.
    if (results.length > 0)
      await tx.execute(sql`update ${ballotEntries} set
          outcome = result.outcome, draw_order = result.draw_order, weight = result.weight,
          slots_it_could_take = result.slots_it_could_take, time = result.time, tee = result.tee,
          booking_id = result.booking_id, explanation = result.explanation,
          updated_at = now(), updated_by = ${actor.userId}
        from jsonb_to_recordset(${JSON.stringify(results)}::jsonb) as result(id int, outcome text, draw_order smallint,
          weight float8, slots_it_could_take jsonb, time text, tee smallint, booking_id int, explanation text)
        where ${ballotEntries.id} = result.id`);
    // A member already waiting for the day keeps the request they made.
    if (losers.length > 0) await tx.insert(waitingList).values(losers).onConflictDoNothing();
    await tx
      .update(ballots)
      .set({ status: 'drawn', seed, drawn_at: new Date(), updated_at: new Date(), updated_by: actor.userId })
      .where(eq(ballots.id, ballot.id));
    await writeAudit(tx, drawActor, {
      action: 'update',
      entity: 'ballots',
      entityId: ballot.id,
      detail: { status: 'drawn', seed, draw_order: draw.drawOrder, booking_ids: bookingIds },
    });
    await mailBallotResult(tx, config, ballot);
  });
}
