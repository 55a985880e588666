import { Role, roundMoves, type RoundStatus, type roundStatusInput } from '@fairway/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError, InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import {
  members,
  playerRoundCards,
  playerRoundGroupMembers,
  playerRoundGroups,
  playerRounds,
  playerScores,
  tournaments,
} from '../../db/schema/index.js';
import { roundCardHoles } from '../courses/index.js';
import { writeRoundScoreRecords } from '../handicaps/index.js';
import { refreshEntries } from './refresh-entries.js';
import { roundsOfOrganiser } from './rounds-of-organiser.js';
import { tournamentOf } from './tournament-of.js';

/**
 * `change_player_round_status`: scheduled -> active -> completed, or cancelled. A tournament has one active round
 * at a time; its first round starting puts the tournament in play (its field's handicaps then kept as they are).
 * Completing a round whose players miss scores is confirmed with `confirm_missing_scores`, after a 409 that lists
 * them; then one whose complete cards are not attested (Rule 3.3b) with `confirm_unattested_cards`, after a 409 that
 * names their players. A completed round goes back into play only by a super admin.
 */
export async function changeRoundStatus(db: Database, actor: Actor, input: z.infer<typeof roundStatusInput>) {
  return db.transaction(async (tx) => {
    const reach = roundsOfOrganiser(actor);
    const [round] = await tx
      .select()
      .from(playerRounds)
      .where(
        and(
          eq(playerRounds.id, input.player_round_id),
          inClub(playerRounds, actor.golfCourseId!),
          reach ? sql`${playerRounds.id} in ${reach}` : undefined,
        ),
      );
    if (!round) {
      throw new InvalidInputError({
        player_round_id: [`Invalid pk "${input.player_round_id}" - object does not exist.`],
      });
    }
    const from = round.status as RoundStatus;
    const to = input.status;
    if (from === to) return round.id;
    if (!roundMoves[from].includes(to)) {
      throw new ConflictError(`A ${from} round can move to ${roundMoves[from].join(' or ')}, not to ${to}.`);
    }
    if (from === 'completed' && !(actor.roles ?? []).includes(Role.superAdmin)) {
      throw new ConflictError('Only a super admin takes a completed round back into play.');
    }
    const tournament = round.tournament_id ? await tournamentOf(tx, actor, round.tournament_id) : undefined;
    if (to === 'active' && tournament) {
      const [otherActive] = await tx
        .select({ round_number: playerRounds.round_number })
        .from(playerRounds)
        .where(
          and(
            eq(playerRounds.tournament_id, tournament.id),
            eq(playerRounds.status, 'active'),
            ne(playerRounds.id, round.id),
          ),
        );
      if (otherActive) {
        throw new ConflictError(`Round ${otherActive.round_number} is in play: complete it before this one starts.`);
      }
      if (tournament.status === 'draft' || tournament.status === 'cancelled') {
        throw new ConflictError(`The tournament is ${tournament.status}: open it before its round starts.`);
      }
      if (tournament.status === 'finalised') throw new ConflictError('The tournament is finalised.');
      if (tournament.status === 'open') {
        await refreshEntries(tx, tournament, { apply: true });
        await tx
          .update(tournaments)
          .set({ status: 'in_progress', updated_at: new Date(), updated_by: actor.userId })
          .where(eq(tournaments.id, tournament.id));
      }
    }
    if (to === 'completed') {
      const holes = await roundCardHoles(tx, round.golf_course_id, {
        sectionId: round.player_round_section_id,
        holes: tournament?.holes ?? round.holes ?? 18,
        nine: tournament?.nine ?? round.nine,
      });
      // Each player's scores counted and attestation read once: a player misses scores while some hole of the card
      // has none (a hole picked up has one: no score); a card missing scores cannot be attested, so only the complete
      // cards are named as not attested.
      const players = await tx
        .select({
          name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`,
          group: playerRoundGroups.number,
          scored:
            sql<number>`(select count(*) from ${playerScores} where ${playerScores.player_round_id} = ${round.id} and ${playerScores.member_id} = ${playerRoundGroupMembers.member_id})`.mapWith(
              Number,
            ),
          attestedAt: playerRoundCards.player_attested_at,
        })
        .from(playerRoundGroupMembers)
        .innerJoin(playerRoundGroups, eq(playerRoundGroups.id, playerRoundGroupMembers.player_round_group_id))
        .innerJoin(members, eq(members.id, playerRoundGroupMembers.member_id))
        .leftJoin(
          playerRoundCards,
          and(
            eq(playerRoundCards.player_round_id, round.id),
            eq(playerRoundCards.member_id, playerRoundGroupMembers.member_id),
          ),
        )
        .where(eq(playerRoundGroupMembers.player_round_id, round.id))
        .orderBy(playerRoundGroups.number, playerRoundGroupMembers.position);
      const missing = players.filter((player) => player.scored < holes.length);
      if (missing.length > 0 && !input.confirm_missing_scores) {
        throw new ConflictError(
          `${missing.length} player${missing.length === 1 ? '' : 's'} miss scores: ${namedPlayers(missing)}. Confirm to complete the round all the same.`,
        );
      }
      const unattested = players.filter((player) => player.scored >= holes.length && player.attestedAt === null);
      if (unattested.length > 0 && !input.confirm_unattested_cards) {
        throw new ConflictError(
          `${unattested.length} card${unattested.length === 1 ? ' is' : 's are'} not attested by the player: ${namedPlayers(unattested)}. Confirm to complete the round all the same.`,
        );
      }
    }
    await tx
      .update(playerRounds)
      .set({ status: to, updated_at: new Date(), updated_by: actor.userId })
      .where(eq(playerRounds.id, round.id));
    // A round completed writes its players' score records and revises their indexes; taken back, removes them.
    if (to === 'completed' || from === 'completed') await writeRoundScoreRecords(tx, actor, round.id);
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'player_rounds',
      entityId: round.id,
      detail: {
        before: { status: from },
        after: { status: to },
        confirm_missing_scores: input.confirm_missing_scores,
        confirm_unattested_cards: input.confirm_unattested_cards,
      },
    });
    return round.id;
  });
}

/** Players as a 409 names them: by name and group, the first ten and how many more. */
function namedPlayers(players: readonly { name: string; group: number }[]): string {
  const named = players.slice(0, 10).map((player) => `${player.name} (group ${player.group})`);
  return `${named.join(', ')}${players.length > 10 ? ` and ${players.length - 10} more` : ''}`;
}
