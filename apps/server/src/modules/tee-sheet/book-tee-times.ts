import type { bookingInput } from '@fairway/contract';
import { bookingAnswer, type BookingRefusal, nearestTeeTimes, type TeeSheetSlot } from '@fairway/golf';
import { and, asc, TransactionRollbackError } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import type { AskSettled } from '../../core/asks-together.js';
import { writeAudits } from '../../core/audit.js';
import { clubNowIn, clubsDates } from '../../core/club-dates.js';
import { ConflictError, InvalidInputError } from '../../core/domain-errors.js';
import { amongIds, amongRows, arrayColumn } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { inClubs } from '../../db/club-scope.js';
import { postgresErrorOf } from '../../db/database-faults.js';
import { bookings, golfCourseMembers } from '../../db/schema/index.js';
import { announceTeeSheetChanges } from './announce-tee-sheet-changes.js';
import { ballotRefusals } from './ballot-refusals.js';
import { bookersOf } from './bookers-of.js';
import { type BookingMember, bookingMembersOf } from './booking-members-of.js';
import { noBookingRules } from './club-booking-rules.js';
import { clubsBookingRules } from './clubs-booking-rules.js';
import { daySheets } from './day-sheets.js';
import { lockedTeeTimes } from './locked-tee-times.js';
import { mailBookingRecords } from './mail-booking-records.js';
import { otherMembersOf } from './other-members-of.js';
import { type GroupToBook, placeBookings } from './place-bookings.js';
import { type BookingRecord, readBookings } from './read-bookings.js';
import { refusalMessage } from './refusal-message.js';
import { memberPlayingRefusal } from './member-playing-refusal.js';
import { membersPlayingOn } from './members-playing-on.js';
import { releaseExpiredHolds } from './release-expired-holds.js';
import { type TeeTimePlaces, teeTimesOnDays } from './tee-times-on-days.js';

export type BookingInput = z.output<typeof bookingInput>;

/** A member's ask to book a tee time: who asks, and what. */
export type BookingAsk = { actor: Actor; input: BookingInput };

/**
 * The most asks answered in one transaction (decision 0141): a club's rush of 2,000 is ten of them, and the first ask
 * of a batch waits for no more than 199 others' decisions and writes.
 */
export const largestBookingBatch = 200;

/** Refusals of a tee time, not of the member asking: the nearest other time they accept may still be theirs. */
const refusalsOfTheTime = new Set<BookingRefusal['reason']>([
  'tee_time_passed',
  'blocked',
  'society_time',
  'members_only',
  'ladies_only',
  'slot_full',
]);

/** Unique violations and CHECK failures a race past the rules' own answer ends in (decision 0107). */
const raceCodes = new Set(['23505', '23514']);

const slotKey = (slot: { time: string; tee: number }) => `${slot.time} ${slot.tee}`;

/**
 * Members' asks for tee times, of one club's day or of several clubs' days, answered together in one transaction in the
 * order they came (decisions 0141 and 0159; a single booking is a batch of one). Each ask is decided by its club's
 * rules (`bookingAnswer`, a refusal is a 409 in its words) with the places and bookings of the asks accepted before it
 * counted, so the first come are the first served: at the time asked or, where the member accepts one and the time
 * asked is refused for itself (full, blocked, kept for others), at the nearest time of the tee within their minutes
 * that the rules allow (`nearestTeeTimes`, decision 0150), so that a rush's refused members need not ask again one time
 * after another. The clubs' rules, clocks and sheets are read once, the asks' members, their bookings, suspensions and
 * the places they play read set-wise over all the batch's clubs (each row kept to its own club's asks), once the
 * booking members' ties to their clubs are locked (in id order). The slots' rows are read without a lock and the asks
 * decided on them; then only the rows of the slots booked are locked (in club, day, time and tee order), and should one
 * have changed meanwhile, those locks are let go and every slot the asks may take is locked and decided on again
 * (decision 0160): batches in two processes wait for each other and count each other's places. The slots' CHECK and the
 * players' unique index hold the capacity and one place a member a tee time whatever happens: should a race meet them,
 * the batch's asks are answered again one at a time, so that only the ask that met it is refused. Accepted bookings are
 * placed as the ballot's are (`placeBookings`, green fees posted to each booking member's account), audited, mailed and
 * announced once for the batch. A bad ask (400, 403) is answered on its own and does not fail the others.
 */
export async function bookTeeTimes(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  asks: readonly BookingAsk[],
): Promise<AskSettled<BookingRecord>[]> {
  try {
    return await db.transaction((tx) => answerInOrder(tx, config, asks));
  } catch (error) {
    if (!raceCodes.has(postgresErrorOf(error)?.code ?? '')) throw error;
    if (asks.length === 1)
      return [{ error: new ConflictError('This tee time was taken while you booked it: see the sheet again.') }];
    const settled: AskSettled<BookingRecord>[] = [];
    for (const ask of asks) settled.push(...(await bookTeeTimes(db, config, [ask])));
    return settled;
  }
}

/** A standing ask: its place in the batch, its club's day, the booking member and the members beside them. */
type Standing = {
  index: number;
  ask: BookingAsk;
  day: ClubDay;
  member: BookingMember;
  others: { id: number; name: string }[];
};

/** A club's day a batch books on: the asks of one club and date share it. */
type ClubDay = { key: string; golfCourseId: number; date: string };

async function answerInOrder(
  tx: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  asks: readonly BookingAsk[],
): Promise<AskSettled<BookingRecord>[]> {
  const settled = new Map<number, AskSettled<BookingRecord>>();
  const daysByKey = new Map<string, ClubDay>();
  const dayOfAsk = asks.map(({ actor, input }) => {
    const key = `${actor.golfCourseId} ${input.date}`;
    const day = daysByKey.get(key) ?? { key, golfCourseId: actor.golfCourseId!, date: input.date };
    daysByKey.set(key, day);
    return day;
  });
  const days = [...daysByKey.values()];
  const clubIds = [...new Set(days.map((day) => day.golfCourseId))];

  // The days' rules, clocks and sheets are read with the members: sent together, they cost the batch one wait, not two.
  const [bookingMembers, rulesOfClub, datesOfClub, sheets, ballotRefusalOfDay] = await Promise.all([
    bookingMembersOf(
      tx,
      asks.map(({ actor, input }) => ({ actor, memberId: input.member_id })),
    ),
    clubsBookingRules(tx, clubIds),
    clubsDates(tx, clubIds),
    daySheets(tx, days),
    ballotRefusals(tx, days),
  ]);
  const sheetOf = new Map(days.map((day, index) => [day, sheets[index]!.day]));
  const ballotRefusalOf = new Map(days.map((day, index) => [day, ballotRefusalOfDay[index]!]));
  const clockOf = new Map(clubIds.map((id) => [id, clubNowIn(datesOfClub.get(id)!.timeZone)]));
  const withMember = bookingMembers.flatMap((one, index) => {
    if ('error' in one) {
      settled.set(index, one);
      return [];
    }
    return [{ index, ask: asks[index]!, day: dayOfAsk[index]!, member: one.answer }];
  });
  const [, othersOf] = await Promise.all([
    // One booking of a member at a time: the bookings they hold are counted once the last one has committed.
    withMember.length === 0
      ? []
      : tx
          .select({ id: golfCourseMembers.id })
          .from(golfCourseMembers)
          .where(
            and(
              inClubs(golfCourseMembers, clubIds),
              amongRows(
                [golfCourseMembers.golf_course_id, golfCourseMembers.member_id],
                [
                  arrayColumn(
                    withMember.map(({ day }) => day.golfCourseId),
                    'integer',
                  ),
                  arrayColumn(
                    withMember.map(({ member }) => member.id),
                    'integer',
                  ),
                ],
              ),
            ),
          )
          .orderBy(asc(golfCourseMembers.id))
          .for('update'),
    otherMembersOf(
      tx,
      withMember.map(({ ask, day, member }) => ({
        golfCourseId: day.golfCourseId,
        bookingMemberId: member.id,
        others: ask.input.others ?? [],
      })),
    ),
  ]);
  const standing: Standing[] = withMember.flatMap((one, position) => {
    const others = othersOf[position]!;
    if ('error' in others) {
      settled.set(one.index, others);
      return [];
    }
    if (!rulesOfClub.has(one.day.golfCourseId)) {
      settled.set(one.index, { error: new ConflictError(noBookingRules) });
      return [];
    }
    return [{ ...one, others: others.answer }];
  });
  const answers = () => asks.map((_, index) => settled.get(index)!);
  if (standing.length === 0) return answers();

  // Each ask's tee times in the order it takes them: the time asked, then the nearest the member accepts. A rush's
  // asks are for a few times and windows: each is worked out once a batch, and its slots are the sheet's own objects.
  const slots = new Map<TeeSheetSlot, ClubDay>();
  const timesOf = new Map<number, TeeSheetSlot[]>();
  const nearestOf = new Map<string, TeeSheetSlot[]>();
  const onSheet = standing.filter(({ index, ask: { input }, day }) => {
    const tee = input.tee ?? 1;
    const sheet = sheetOf.get(day);
    const slot = sheet?.slots.find((candidate) => candidate.time === input.time && candidate.tee === tee);
    if (!slot) {
      settled.set(index, {
        error: new InvalidInputError({
          time: [`The sheet of ${day.date} has no tee time ${input.time} on tee ${tee}.`],
        }),
      });
      return false;
    }
    const within = input.or_nearest_within_minutes ?? 0;
    const nearestKey = `${day.key} ${slotKey(slot)} ${within}`;
    let times = nearestOf.get(nearestKey);
    if (!times) {
      times = nearestTeeTimes(sheet!.slots, slot, within);
      nearestOf.set(nearestKey, times);
      for (const time of times) slots.set(time, day);
    }
    timesOf.set(index, times);
    return true;
  });
  if (onSheet.length === 0) return answers();

  const membersOfDay = new Map<ClubDay, BookingMember[]>();
  for (const { day, member } of onSheet) {
    const members = membersOfDay.get(day);
    if (members) members.push(member);
    else membersOfDay.set(day, [member]);
  }
  const bookersAsked = [...membersOfDay].map(([day, members]) => ({
    ...day,
    clock: clockOf.get(day.golfCourseId)!,
    rules: rulesOfClub.get(day.golfCourseId)!,
    members,
  }));
  const now = new Date();
  // Read once the members' ties are locked: a batch of another process booking one of them committed before. Sent
  // together: the driver sends each statement as the one before it ends, without waiting for this code's turn.
  const [rowsRead, playing, bookersOfDays] = await Promise.all([
    teeTimesOnDays(tx, bookersAsked, now),
    membersPlayingOn(
      tx,
      onSheet.flatMap(({ day, member, others }) =>
        [member.id, ...others.map((other) => other.id)].map((memberId) => ({ ...day, memberId })),
      ),
    ),
    bookersOf(tx, bookersAsked),
  ]);
  const bookersOfDay = new Map(bookersAsked.map(({ key }, index) => [key, bookersOfDays[index]!]));
  const placesRead = new Map<TeeSheetSlot, TeeTimePlaces & { placesExpired: number }>();
  for (const { golfCourseId, date, time, tee, ...places } of rowsRead) {
    const sheet = sheetOf.get(daysByKey.get(`${golfCourseId} ${date}`)!);
    const slot = sheet?.slots.find((candidate) => candidate.time === time && candidate.tee === tee);
    if (slot) placesRead.set(slot, places);
  }
  const asRead = (slot: TeeSheetSlot) => placesRead.get(slot) ?? { capacity: slot.capacity, placesTaken: 0 };

  /** Each ask decided in its order on the slots' places (`placesOf`), with those of the asks accepted before it. */
  const decide = (placesOf: (slot: TeeSheetSlot) => TeeTimePlaces) => {
    const refused = new Map<number, ConflictError>();
    const accepted: (Standing & { slot: TeeSheetSlot; group: GroupToBook })[] = [];
    const placesAdded = new Map<TeeSheetSlot, number>();
    const placesTaken = (slot: TeeSheetSlot) => placesOf(slot).placesTaken + (placesAdded.get(slot) ?? 0);
    const playingNow = [...playing];
    for (const one of onSheet) {
      const { input } = one.ask;
      const { golfCourseId, date } = one.day;
      const clock = clockOf.get(golfCourseId)!;
      const ballotRefusal = ballotRefusalOf.get(one.day)!;
      const { bookers, rules: bookingRules } = bookersOfDay.get(one.day.key)!;
      const memberIds = [one.member.id, ...one.others.map((other) => other.id)];
      const others = input.others ?? [];
      const booker = bookers.get(one.member.id)!;
      const heldMeanwhile = accepted.filter(
        (earlier) => earlier.day.golfCourseId === golfCourseId && earlier.member.id === one.member.id,
      );
      const players = 1 + others.length;
      /** Why the member may not have `slot`: a refusal of the time (another may do) or of the member (none will). */
      const refusalAt = (slot: TeeSheetSlot): { error: ConflictError; ofTheTime: boolean } | null => {
        const balloted = ballotRefusal(slot.time);
        if (balloted) return { error: balloted, ofTheTime: true };
        const already = playingNow.find(
          (place) =>
            place.time === slot.time &&
            place.golfCourseId === golfCourseId &&
            place.date === date &&
            memberIds.includes(place.memberId!),
        );
        if (already) return { error: memberPlayingRefusal(already.name, { date, time: slot.time }), ofTheTime: true };
        const answer = bookingAnswer({
          now: clock.now,
          date,
          slot: { ...slot, capacity: placesOf(slot).capacity, placesTaken: placesTaken(slot) },
          players,
          guests: others.filter((other) => other.kind === 'guest').length,
          booker: {
            ...booker,
            bookingsHeld: [
              ...booker.bookingsHeld,
              ...heldMeanwhile.map((earlier) => ({ date: earlier.group.date, time: earlier.group.time })),
            ],
          },
          rules: bookingRules,
        });
        if (answer.allowed) return null;
        return { error: new ConflictError(refusalMessage(answer)), ofTheTime: refusalsOfTheTime.has(answer.reason) };
      };
      const times = timesOf.get(one.index)!;
      const asked = times[0]!;
      let refusal = refusalAt(asked);
      let slot = refusal ? undefined : asked;
      if (refusal?.ofTheTime) {
        // The nearest times after the one asked: read in place, as the batch's asks share their lists.
        for (let place = 1; place < times.length; place += 1) {
          const candidate = times[place]!;
          // A time without the places is refused for them whatever else holds: not asked of the rules.
          if (placesTaken(candidate) + players > placesOf(candidate).capacity) continue;
          const candidateRefusal = refusalAt(candidate);
          if (!candidateRefusal) {
            slot = candidate;
            break;
          }
          if (!candidateRefusal.ofTheTime) {
            refusal = candidateRefusal;
            break;
          }
        }
      }
      if (!slot) {
        refused.set(
          one.index,
          refusal!.ofTheTime && times.length > 1
            ? new ConflictError(
                `${refusal!.error.message} No other time within ${input.or_nearest_within_minutes} minutes of it ` +
                  `has ${players === 1 ? 'a place' : `${players} places`} you may book.`,
              )
            : refusal!.error,
        );
        continue;
      }
      placesAdded.set(slot, (placesAdded.get(slot) ?? 0) + players);
      playingNow.push(
        ...[one.member, ...one.others].map((player) => ({
          golfCourseId,
          date,
          memberId: player.id,
          time: slot.time,
          bookingId: 0,
          name: player.name,
        })),
      );
      accepted.push({
        ...one,
        slot,
        group: {
          memberId: one.member.id,
          others,
          date,
          time: slot.time,
          tee: slot.tee,
          capacity: slot.capacity,
          placesHeld: 0,
          actor: one.ask.actor,
        },
      });
    }
    return { refused, accepted };
  };

  /**
   * The slots' rows locked (made on their first booking), the expired holds of those that may have some freed: their
   * places as they now are.
   */
  const lockedPlaces = async (
    db: Database,
    toLock: readonly TeeSheetSlot[],
    mayHoldExpired: (slot: TeeSheetSlot) => boolean,
  ) => {
    const rows = await lockedTeeTimes(
      db,
      toLock.map((slot) => ({ ...slots.get(slot)!, time: slot.time, tee: slot.tee, capacity: slot.capacity })),
    );
    const placesTaken = await releaseExpiredHolds(
      db,
      rows.filter((_, position) => mayHoldExpired(toLock[position]!)),
      now,
    );
    return new Map(
      toLock.map((slot, position) => {
        const row = rows[position]!;
        return [slot, { capacity: row.capacity, placesTaken: placesTaken.get(row.id) ?? row.places_taken }];
      }),
    );
  };
  // Decided on the rows as read, only the slots booked are locked (decision 0160): a rush's member accepting any time
  // of the day would otherwise lock its sixty. Should a booked slot's row have changed before its lock (a batch of
  // another process, a visitor's hold), its locks are let go (a savepoint's rollback) and every slot the asks may
  // take is locked, in the one order, and decided on again.
  let decided = decide(asRead);
  const booked = [...new Set(decided.accepted.map(({ slot }) => slot))];
  const asDecided =
    booked.length === 0 ||
    (await tx
      .transaction(async (savepoint) => {
        // Holds expire by `now` alone: a row read without expired holds has none to free unless it changed meanwhile.
        const locked = await lockedPlaces(savepoint, booked, (slot) => (placesRead.get(slot)?.placesExpired ?? 0) > 0);
        for (const [slot, places] of locked) {
          const read = asRead(slot);
          if (places.capacity !== read.capacity || places.placesTaken !== read.placesTaken) savepoint.rollback();
        }
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return false;
        throw error;
      }));
  if (!asDecided) {
    const locked = await lockedPlaces(tx, [...slots.keys()], () => true);
    decided = decide((slot) => locked.get(slot)!);
  }
  for (const [index, error] of decided.refused) settled.set(index, { error });
  const { accepted } = decided;
  if (accepted.length === 0) return answers();

  const bookingIds = await placeBookings(
    tx,
    accepted[0]!.ask.actor,
    accepted.map(({ group }) => group),
    (golfCourseId) => ({
      today: clockOf.get(golfCourseId)!.today,
      accountsHeadId: rulesOfClub.get(golfCourseId)!.green_fee_accounts_head_id,
    }),
  );
  const bookedDays = [...new Set(accepted.map(({ day }) => day))];
  // Sent together: the audits, the bookings read back and the sheets' notices wait on nothing of each other.
  const [records] = await Promise.all([
    readBookings(tx, [...new Set(bookedDays.map((day) => day.golfCourseId))], amongIds(bookings.id, bookingIds)),
    writeAudits(
      tx,
      accepted.map(({ ask, member, group }, position) => ({
        actor: ask.actor,
        entry: {
          action: 'create' as const,
          entity: 'bookings',
          entityId: bookingIds[position]!,
          detail: { ...ask.input, member_id: member.id, time: group.time, tee: group.tee, time_asked: ask.input.time },
        },
      })),
    ),
    announceTeeSheetChanges(tx, bookedDays),
  ]);
  await mailBookingRecords(tx, config, records, 'booked', datesOfClub);
  const recordOf = new Map(records.map((record) => [record.id, record]));
  accepted.forEach(({ index }, position) => settled.set(index, { answer: recordOf.get(bookingIds[position]!)! }));
  return answers();
}
