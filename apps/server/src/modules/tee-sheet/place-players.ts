import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { bookingPlayers } from '../../db/schema/index.js';
import { chargeGreenFees, type PlayerToCharge } from './charge-green-fees.js';
import { memberTypesOn } from './member-types-on.js';
import type { OtherPlayers } from './other-members-of.js';

/** A player to place in a booking at a position: a member, a guest, or a place to be confirmed. */
export type PlayerToPlace = { position: number; player: OtherPlayers[number] };

/**
 * Places players in a booking and charges their green fees (`chargeGreenFees`) to the booking member, in the
 * booking's transaction; `memberNames` name the members among them on the fees' postings.
 */
export async function placePlayers(
  tx: Database,
  actor: Actor,
  booking: { id: number; memberId: number; date: string; time: string; today: string; accountsHeadId: number | null },
  players: readonly PlayerToPlace[],
  memberNames: ReadonlyMap<number, string>,
): Promise<void> {
  if (players.length === 0) return;
  const golfCourseId = actor.golfCourseId!;
  const placed = await tx
    .insert(bookingPlayers)
    .values(
      players.map(({ position, player }) => ({
        golf_course_id: golfCourseId,
        booking_id: booking.id,
        date: booking.date,
        time: booking.time,
        position,
        kind: player.kind,
        member_id: player.kind === 'member' ? player.member_id : null,
        guest_name: player.kind === 'guest' ? player.name : null,
        guest_email: player.kind === 'guest' ? player.email : null,
        created_by: actor.userId,
        updated_by: actor.userId,
      })),
    )
    .returning({ id: bookingPlayers.id, position: bookingPlayers.position });
  const memberTypes = await memberTypesOn(
    tx,
    golfCourseId,
    players.flatMap(({ player }) => (player.kind === 'member' ? [player.member_id] : [])),
    booking.date,
  );
  const toCharge: PlayerToCharge[] = [];
  for (const { position, player } of players) {
    const bookingPlayerId = placed.find((place) => place.position === position)!.id;
    if (player.kind === 'guest') toCharge.push({ bookingPlayerId, player: { kind: 'guest' }, name: player.name });
    if (player.kind === 'member') {
      toCharge.push({
        bookingPlayerId,
        player: { kind: 'member', memberType: String(memberTypes.get(player.member_id) ?? '') },
        name: memberNames.get(player.member_id) ?? '',
      });
    }
  }
  const { memberId, date, time, today, accountsHeadId } = booking;
  await chargeGreenFees(tx, golfCourseId, accountsHeadId, [{ actor, memberId, date, time, today, players: toCharge }]);
}
