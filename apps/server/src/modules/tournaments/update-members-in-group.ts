import { tournamentLimits, type groupsChangeInput } from '@fairway/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError, InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import {
  members,
  playerRoundGroupMembers,
  playerRoundGroups,
  playerRounds,
  tournamentMembers,
} from '../../db/schema/index.js';
import { listRoundGroups } from './list-round-groups.js';
import { roundsOfOrganiser } from './rounds-of-organiser.js';

/**
 * `update_members_in_group`: sets the players of the named groups of a round at once, in the order given (a drag on
 * the tee sheet names the group left and the group joined). Each player is one of the tournament's entries still
 * entered; a group holds at most four; no player ends up in two groups of the round (the groups not named keep
 * theirs). Answers the round's groups.
 */
export async function updateMembersInGroup(db: Database, actor: Actor, input: z.infer<typeof groupsChangeInput>) {
  await db.transaction(async (tx) => {
    const reach = roundsOfOrganiser(actor);
    const [round] = await tx
      .select({ id: playerRounds.id, status: playerRounds.status, tournament_id: playerRounds.tournament_id })
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
    if (round.status === 'completed' || round.status === 'cancelled') {
      throw new ConflictError(`The round is ${round.status}: its groups are kept as they are.`);
    }
    const groups = await tx
      .select({ id: playerRoundGroups.id, number: playerRoundGroups.number })
      .from(playerRoundGroups)
      .where(eq(playerRoundGroups.player_round_id, round.id));
    const numberOf = new Map(groups.map((group) => [group.id, group.number]));
    const named = input.groups;
    const strange = named.find((group) => !numberOf.has(group.group_id));
    if (strange) throw new InvalidInputError({ groups: [`Invalid pk "${strange.group_id}" - object does not exist.`] });
    const repeatedGroup = named.find(
      (group, index) => named.findIndex((other) => other.group_id === group.group_id) !== index,
    );
    if (repeatedGroup)
      throw new InvalidInputError({ groups: [`Group ${numberOf.get(repeatedGroup.group_id)} is named twice.`] });

    const memberIds = named.flatMap((group) => group.member_ids);
    const names = new Map(
      (
        await tx
          .select({ id: members.id, name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})` })
          .from(members)
          .where(inArray(members.id, memberIds.length > 0 ? memberIds : [0]))
      ).map((row) => [row.id, row.name]),
    );
    const overfull = named.find((group) => group.member_ids.length > tournamentLimits.groupSize.max);
    if (overfull) {
      throw new InvalidInputError({
        groups: [
          `Group ${numberOf.get(overfull.group_id)} would have ${overfull.member_ids.length} players: at most ${tournamentLimits.groupSize.max}.`,
        ],
      });
    }
    const twice = memberIds.find((memberId, index) => memberIds.indexOf(memberId) !== index);
    if (twice !== undefined) {
      throw new InvalidInputError({ groups: [`${names.get(twice) ?? twice} is in two groups.`] });
    }
    if (memberIds.length > 0) {
      const entered = new Set(
        (
          await tx
            .select({ member_id: tournamentMembers.member_id })
            .from(tournamentMembers)
            .where(
              and(
                eq(tournamentMembers.tournament_id, round.tournament_id ?? 0),
                eq(tournamentMembers.status, 'entered'),
                inArray(tournamentMembers.member_id, memberIds),
              ),
            )
        ).map((row) => row.member_id),
      );
      const outsider = memberIds.find((memberId) => !entered.has(memberId));
      if (outsider !== undefined) {
        throw new InvalidInputError({
          groups: [`${names.get(outsider) ?? `Golfer ${outsider}`} is not in the field.`],
        });
      }
      const elsewhere = await tx
        .select({
          member_id: playerRoundGroupMembers.member_id,
          group_id: playerRoundGroupMembers.player_round_group_id,
        })
        .from(playerRoundGroupMembers)
        .where(
          and(
            eq(playerRoundGroupMembers.player_round_id, round.id),
            inArray(playerRoundGroupMembers.member_id, memberIds),
          ),
        );
      const namedIds = new Set(named.map((group) => group.group_id));
      const stays = elsewhere.find((row) => !namedIds.has(row.group_id));
      if (stays) {
        throw new InvalidInputError({
          groups: [
            `${names.get(stays.member_id)} is also in group ${numberOf.get(stays.group_id)}: move them out of it too.`,
          ],
        });
      }
    }
    await tx.delete(playerRoundGroupMembers).where(
      inArray(
        playerRoundGroupMembers.player_round_group_id,
        named.map((group) => group.group_id),
      ),
    );
    const rows = named.flatMap((group) =>
      group.member_ids.map((memberId, position) => ({
        golf_course_id: actor.golfCourseId!,
        player_round_id: round.id,
        player_round_group_id: group.group_id,
        member_id: memberId,
        position: position + 1,
        created_by: actor.userId,
        updated_by: actor.userId,
      })),
    );
    if (rows.length > 0) await tx.insert(playerRoundGroupMembers).values(rows);
    await writeAudit(tx, actor, { action: 'update', entity: 'player_round_groups', entityId: round.id, detail: input });
  });
  return listRoundGroups(db, actor, input.player_round_id);
}
