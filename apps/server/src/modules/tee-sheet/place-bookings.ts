import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { amongIds } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { insertRows } from '../../db/insert-rows.js';
import { bookingPlayers, bookings, type GroupPlayer, members, teeTimes } from '../../db/schema/index.js';
import { chargeGreenFees, type PlayerToCharge } from './charge-green-fees.js';
import { makeTeeTimeRows, type SlotOfClub } from './make-tee-time-rows.js';
import { memberTypesOfClubs } from './member-types-of-clubs.js';

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
  /** Who books it when not the caller of `placeBookings` (each member of a batch of bookings): made by and charged by. */
  actor?: Actor;
};

/** What a club charges its bookings' green fees on: the day posted, and its green fee head (none: it charges none). */
export type GreenFeeCharges = { today: string; accountsHeadId: number | null };

/**
 * Books the tee times clubs give groups, in the caller's transaction and a few statements whatever their number (a
 * ballot books sixty at once, a rush's batch up to two hundred of several clubs): the slots' rows made if missing, the
 * groups' places added to their counters (under their CHECK: a place taken meanwhile fails the transaction), the
 * bookings and their players placed, and green fees charged to each booking member as a booking's are
 * (`chargeGreenFees`, for all of a club's groups at once, on its `charges`). Each group is of its own actor's club
 * (`actor`'s when it has none). The booking rules are not asked: the ballot or the waiting list gave the times. The
 * callers audit what gave them. Answers the bookings' ids in the groups' order.
 */
export async function placeBookings(
  tx: Database,
  actor: Actor,
  groups: readonly GroupToBook[],
  charges: (golfCourseId: number) => GreenFeeCharges,
): Promise<number[]> {
  if (groups.length === 0) return [];
  const clubOf = (group: GroupToBook) => (group.actor ?? actor).golfCourseId!;
  const slotKey = (slot: { golfCourseId: number; date: string; time: string; tee: number }) =>
    `${slot.golfCourseId} ${slot.date} ${slot.time} ${slot.tee}`;
  const added = new Map<string, SlotOfClub & { added: number }>();
  for (const group of groups) {
    const { date, time, tee, capacity } = group;
    const key = slotKey({ golfCourseId: clubOf(group), date, time, tee });
    const slot = added.get(key) ?? { golfCourseId: clubOf(group), date, time, tee, capacity, added: 0 };
    slot.added += 1 + group.others.length - group.placesHeld;
    added.set(key, slot);
  }
  const slots = [...added.values()];
  const clubIds = [...new Set(slots.map((slot) => slot.golfCourseId))];
  await makeTeeTimeRows(tx, slots);
  // Each row is found from its slot, of its group's club (as `lockedTeeTimes` finds them).
  const counted = await tx.execute(sql`
    update ${teeTimes} set places_taken = ${teeTimes.places_taken} + slot.added, updated_at = now(),
      updated_by = ${actor.userId}
    from jsonb_to_recordset(${JSON.stringify(slots)}::jsonb)
      as slot("golfCourseId" int, date date, time text, tee smallint, added int)
    where ${teeTimes.golf_course_id} = slot."golfCourseId" and ${teeTimes.date} = slot.date
      and ${teeTimes.time} = slot.time and ${teeTimes.tee} = slot.tee
    returning ${teeTimes.id} as id, ${teeTimes.golf_course_id} as "golfCourseId",
      to_char(${teeTimes.date}, 'YYYY-MM-DD') as date, ${teeTimes.time} as time, ${teeTimes.tee} as tee`);
  // Both drivers answer the rows under `rows` (PGlite and node-postgres alike).
  const countedRows = (
    counted as unknown as { rows: { id: number; golfCourseId: number; date: string; time: string; tee: number }[] }
  ).rows;
  const teeTimeIds = new Map(
    countedRows.map((row) => [
      slotKey({ ...row, golfCourseId: Number(row.golfCourseId), tee: Number(row.tee) }),
      Number(row.id),
    ]),
  );
  const bookingIds = await insertRows(
    tx,
    bookings,
    groups.map((group) => ({
      golf_course_id: clubOf(group),
      tee_time_id: teeTimeIds.get(slotKey({ ...group, golfCourseId: clubOf(group) }))!,
      date: group.date,
      time: group.time,
      tee: group.tee,
      member_id: group.memberId,
      created_by: (group.actor ?? actor).userId,
      updated_by: (group.actor ?? actor).userId,
    })),
  );
  const players = groups.flatMap((group, index) =>
    [{ kind: 'member' as const, member_id: group.memberId }, ...group.others].map((player, position) => ({
      golf_course_id: clubOf(group),
      booking_id: bookingIds[index]!,
      date: group.date,
      time: group.time,
      position: position + 1,
      kind: player.kind,
      member_id: player.kind === 'member' ? player.member_id : null,
      guest_name: player.kind === 'guest' ? player.name : null,
      guest_email: player.kind === 'guest' ? player.email : null,
      created_by: (group.actor ?? actor).userId,
      updated_by: (group.actor ?? actor).userId,
    })),
  );
  const placedIds = await insertRows(tx, bookingPlayers, players);
  // A club without a green fee head charges nothing here (`chargeGreenFees`): no need to read who owes what.
  const charging = new Set(clubIds.filter((golfCourseId) => charges(golfCourseId).accountsHeadId !== null));
  if (charging.size === 0) return bookingIds;
  const charged = players.flatMap((player, playerIndex) =>
    charging.has(player.golf_course_id) ? [{ player, bookingPlayerId: placedIds[playerIndex]! }] : [],
  );
  const memberPlayers = charged.flatMap(({ player }) =>
    player.member_id === null
      ? []
      : [{ golfCourseId: player.golf_course_id, memberId: player.member_id, date: player.date }],
  );
  const [names, memberTypes] = await Promise.all([
    tx
      .select({ id: members.id, name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})` })
      .from(members)
      .where(
        amongIds(
          members.id,
          memberPlayers.map((player) => player.memberId),
        ),
      ),
    memberTypesOfClubs(tx, memberPlayers),
  ]);
  const nameOf = new Map(names.map((member) => [member.id, member.name]));
  const typeOf = new Map(
    memberPlayers.map((player, index) => [
      `${player.golfCourseId} ${player.memberId} ${player.date}`,
      memberTypes[index],
    ]),
  );
  const playersOf = new Map<number, PlayerToCharge[]>();
  for (const { player, bookingPlayerId } of charged) {
    const toCharge = playersOf.get(player.booking_id) ?? [];
    playersOf.set(player.booking_id, toCharge);
    if (player.kind === 'guest')
      toCharge.push({ bookingPlayerId, player: { kind: 'guest' }, name: player.guest_name! });
    if (player.kind === 'member') {
      const memberType = typeOf.get(`${player.golf_course_id} ${player.member_id} ${player.date}`);
      toCharge.push({
        bookingPlayerId,
        player: { kind: 'member', memberType: String(memberType ?? '') },
        name: nameOf.get(player.member_id!) ?? '',
      });
    }
  }
  // Each club's fees in its own statements (its table, currency and ledger); sent together, as they wait on nothing of
  // each other.
  await Promise.all(
    [...charging].map((golfCourseId) => {
      const { today, accountsHeadId } = charges(golfCourseId);
      return chargeGreenFees(
        tx,
        golfCourseId,
        accountsHeadId,
        groups.flatMap((group, index) =>
          clubOf(group) === golfCourseId
            ? [
                {
                  actor: group.actor ?? actor,
                  memberId: group.memberId,
                  date: group.date,
                  time: group.time,
                  today,
                  players: playersOf.get(bookingIds[index]!) ?? [],
                },
              ]
            : [],
        ),
      );
    }),
  );
  return bookingIds;
}
