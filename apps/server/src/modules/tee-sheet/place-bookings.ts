import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { amongIds } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { insertRows } from '../../db/insert-rows.js';
import { bookingPlayers, bookings, type GroupPlayer, members, teeTimes } from '../../db/schema/index.js';
import { chargeGreenFees, type PlayerToCharge } from './charge-green-fees.js';
import { makeTeeTimeRows } from './make-tee-time-rows.js';
import { memberTypesOn } from './member-types-on.js';

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

/**
 * Books the tee times the club gives groups, in the caller's transaction and a few statements whatever their number
 * (a ballot books sixty at once): the slots' rows made if missing, the groups' places added to their counters (under
 * their CHECK: a place taken meanwhile fails the transaction), the bookings and their players placed, and green fees
 * charged to each booking member as a booking's are (`chargeGreenFees`, for all the groups at once). The booking rules
 * are not asked: the ballot or the waiting list gave the times. The callers audit what gave them. Answers the
 * bookings' ids in the groups' order.
 */
export async function placeBookings(
  tx: Database,
  actor: Actor,
  groups: readonly GroupToBook[],
  charges: { today: string; accountsHeadId: number | null },
): Promise<number[]> {
  if (groups.length === 0) return [];
  const golfCourseId = actor.golfCourseId!;
  const slotKey = (slot: { date: string; time: string; tee: number }) => `${slot.date} ${slot.time} ${slot.tee}`;
  const added = new Map<string, { date: string; time: string; tee: number; capacity: number; added: number }>();
  for (const group of groups) {
    const slot = added.get(slotKey(group)) ?? { ...group, added: 0 };
    slot.added += 1 + group.others.length - group.placesHeld;
    added.set(slotKey(group), slot);
  }
  const slots = [...added.values()];
  await makeTeeTimeRows(tx, golfCourseId, slots);
  const counted = await tx.execute(sql`
    update ${teeTimes} set places_taken = ${teeTimes.places_taken} + slot.added, updated_at = now(),
      updated_by = ${actor.userId}
    from jsonb_to_recordset(${JSON.stringify(slots)}::jsonb) as slot(date date, time text, tee smallint, added int)
    where ${teeTimes.golf_course_id} = ${golfCourseId} and ${teeTimes.date} = slot.date
      and ${teeTimes.time} = slot.time and ${teeTimes.tee} = slot.tee
    returning ${teeTimes.id} as id, to_char(${teeTimes.date}, 'YYYY-MM-DD') as date, ${teeTimes.time} as time,
      ${teeTimes.tee} as tee`);
  // Both drivers answer the rows under `rows` (PGlite and node-postgres alike).
  const countedRows = (counted as unknown as { rows: { id: number; date: string; time: string; tee: number }[] }).rows;
  const teeTimeIds = new Map(countedRows.map((row) => [slotKey({ ...row, tee: Number(row.tee) }), Number(row.id)]));
  const bookingIds = await insertRows(
    tx,
    bookings,
    groups.map((group) => ({
      golf_course_id: golfCourseId,
      tee_time_id: teeTimeIds.get(slotKey(group))!,
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
      golf_course_id: golfCourseId,
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
  // Without a green fee head the club charges nothing here (`chargeGreenFees`): no need to read who owes what.
  if (charges.accountsHeadId === null) return bookingIds;
  const memberIds = players.flatMap((player) => (player.member_id === null ? [] : [player.member_id]));
  const names = await tx
    .select({ id: members.id, name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})` })
    .from(members)
    .where(amongIds(members.id, memberIds));
  const memberTypes = new Map<string, Map<number, number>>();
  for (const date of new Set(groups.map((group) => group.date)))
    memberTypes.set(date, await memberTypesOn(tx, golfCourseId, memberIds, date));
  const nameOf = new Map(names.map((member) => [member.id, member.name]));
  const playersOf = new Map<number, PlayerToCharge[]>();
  for (const [playerIndex, player] of players.entries()) {
    const bookingPlayerId = placedIds[playerIndex]!;
    const toCharge = playersOf.get(player.booking_id) ?? [];
    playersOf.set(player.booking_id, toCharge);
    if (player.kind === 'guest')
      toCharge.push({ bookingPlayerId, player: { kind: 'guest' }, name: player.guest_name! });
    if (player.kind === 'member') {
      toCharge.push({
        bookingPlayerId,
        player: { kind: 'member', memberType: String(memberTypes.get(player.date)?.get(player.member_id!) ?? '') },
        name: nameOf.get(player.member_id!) ?? '',
      });
    }
  }
  await chargeGreenFees(
    tx,
    golfCourseId,
    charges.accountsHeadId,
    groups.map((group, index) => ({
      actor: group.actor ?? actor,
      memberId: group.memberId,
      date: group.date,
      time: group.time,
      today: charges.today,
      players: playersOf.get(bookingIds[index]!) ?? [],
    })),
  );
  return bookingIds;
}
