import { type cardSignatureInput, Role } from '@fairway/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { golfCourses, playerRoundCards, playerScores } from '../../db/schema/index.js';
import { raiseBoardVersion } from './raise-board-version.js';
import { scoringRound } from './scoring-round.js';

/**
 * The marker (the group's scorer) signs a player's card once every hole has a score, or the player attests it
 * (Rules of Golf Rule 3.3b); an organiser may do either. An organiser who attests for the player (most of a club's
 * golfers have no login) says why, and the reason is audited. A card the marker has signed is locked against the
 * phones. Where the club lets the marker's signature on the club-house device count as both
 * (`marker_signature_attests`), the marker's signature attests the card for the player too, recorded as such and
 * audited. Signing again changes nothing.
 */
export async function signCard(db: Database, actor: Actor, input: z.infer<typeof cardSignatureInput>) {
  return db.transaction(async (tx) => {
    const round = await scoringRound(tx, actor, input.player_round_id, [input.member_id]);
    const player = round?.players.get(input.member_id);
    if (!round || !player) throw new NotFoundError('The golfer does not play in this round.');
    const organiser = round.isOrganiser || (actor.roles ?? []).includes(Role.superAdmin);
    const self = round.ownMemberId === input.member_id;
    if (input.as === 'marker' && !organiser && self) {
      throw new ConflictError('A player does not mark their own card: another player of the group signs as marker.');
    }
    const allowed =
      organiser ||
      (input.as === 'marker'
        ? player.scorerUserId === null
          ? round.ownGroupId === player.groupId && !self
          : player.scorerUserId === actor.userId
        : self);
    if (!allowed || (actor.userId === null && actor.memberId === undefined)) {
      throw new NotFoundError(
        input.as === 'marker' ? 'The golfer is not in a group you score.' : 'Only the player attests their card.',
      );
    }
    const attestsForPlayer = input.as === 'player' && !self;
    if (attestsForPlayer && !input.reason) {
      throw new InvalidInputError({ reason: ['Say why you attest the card for the player.'] });
    }
    const status = round.round.status;
    if (status !== 'active' && !(organiser && status === 'completed')) {
      throw new ConflictError(`The round is ${status}: cards are signed while it is in play.`);
    }
    const scored = await tx
      .select({ hole: playerScores.hole_number })
      .from(playerScores)
      .where(and(eq(playerScores.player_round_id, round.round.id), eq(playerScores.member_id, input.member_id)));
    const missing = round.holeNumbers.size - new Set(scored.map((score) => score.hole)).size;
    if (missing > 0) {
      throw new ConflictError(
        `${missing} hole${missing === 1 ? ' has' : 's have'} no score yet: the card is signed once every hole has one.`,
      );
    }
    const at = new Date();
    const [existing] = await tx
      .select()
      .from(playerRoundCards)
      .where(
        and(eq(playerRoundCards.player_round_id, round.round.id), eq(playerRoundCards.member_id, input.member_id)),
      );
    const attestsByMarker =
      input.as === 'marker' && !existing?.player_attested_at && (await markerSignatureAttests(tx, round.round));
    const signature =
      input.as === 'marker'
        ? {
            marker_user_id: actor.userId,
            marker_signed_at: at,
            ...(attestsByMarker ? { player_attested_at: at, attested_by_marker: true } : {}),
          }
        : { player_attested_at: at };
    const already = input.as === 'marker' ? existing?.marker_signed_at : existing?.player_attested_at;
    let card = existing;
    if (!already) {
      [card] = await tx
        .insert(playerRoundCards)
        .values({
          golf_course_id: round.round.golf_course_id,
          player_round_id: round.round.id,
          member_id: input.member_id,
          created_by: actor.userId,
          updated_by: actor.userId,
          ...signature,
        })
        .onConflictDoUpdate({
          target: [playerRoundCards.player_round_id, playerRoundCards.member_id],
          set: { ...signature, updated_at: at, updated_by: actor.userId },
        })
        .returning();
      if (round.round.tournament_id !== null) {
        await raiseBoardVersion(tx, round.round.tournament_id, round.round.golf_course_id);
      }
      if (attestsForPlayer || attestsByMarker) {
        await writeAudit(tx, actor, {
          action: 'update',
          entity: 'player_round_cards',
          entityId: card?.id ?? null,
          detail: attestsByMarker
            ? { attested_for_member_id: input.member_id, by_marker_signature: true }
            : { attested_for_member_id: input.member_id, reason: input.reason },
        });
      }
    }
    return {
      player_round_id: round.round.id,
      member_id: input.member_id,
      marker_user_id: card?.marker_user_id ?? null,
      marker_signed_at: card?.marker_signed_at ?? null,
      player_attested_at: card?.player_attested_at ?? null,
      attested_by_marker: card?.attested_by_marker ?? false,
      locked: Boolean(card?.marker_signed_at),
    };
  });
}

/** Whether the round's club lets the marker's signature on its club-house device attest the card for the player. */
async function markerSignatureAttests(tx: Database, round: { golf_course_id: number }): Promise<boolean> {
  const [club] = await tx
    .select({ attests: golfCourses.marker_signature_attests })
    .from(golfCourses)
    .where(eq(golfCourses.id, round.golf_course_id));
  return club?.attests ?? false;
}
