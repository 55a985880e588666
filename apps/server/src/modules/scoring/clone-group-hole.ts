import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { members, playerRoundGroups, playerRounds, tournamentMembers, tournaments } from '../../db/schema/index.js';
import { roundOfClubOrOwn } from './round-of-club-or-own.js';
import { startIndividualRound } from './start-individual-round.js';

/**
 * `clone_group_hole`: starts an individual round set up as a group's round was, to start quickly: the same club and
 * holes, and the tee set the actor played in it (their tournament entry's, or the round's), else the tournament's for
 * their gender. Answers the new round's id.
 */
export async function cloneGroupHole(
  db: Database,
  actor: Actor,
  input: { player_round_group_id: number; play_date?: string },
): Promise<number> {
  const [found] = await db
    .select({ round: playerRounds, tournament: tournaments })
    .from(playerRoundGroups)
    .innerJoin(playerRounds, eq(playerRounds.id, playerRoundGroups.player_round_id))
    .leftJoin(tournaments, eq(tournaments.id, playerRounds.tournament_id))
    .where(and(eq(playerRoundGroups.id, input.player_round_group_id), roundOfClubOrOwn(actor)));
  if (!found) {
    throw new InvalidInputError({
      player_round_group_id: [`Invalid pk "${input.player_round_group_id}" - object does not exist.`],
    });
  }
  const { round, tournament } = found;
  const [golfer] =
    actor.userId === null
      ? []
      : await db
          .select({ id: members.id, gender: members.gender, teeSet: tournamentMembers.hole_category_id })
          .from(members)
          .leftJoin(
            tournamentMembers,
            and(
              eq(tournamentMembers.member_id, members.id),
              eq(tournamentMembers.tournament_id, round.tournament_id ?? 0),
            ),
          )
          .where(eq(members.user_id, actor.userId));
  const holeCategoryId =
    golfer?.teeSet ??
    round.hole_category_id ??
    (golfer?.gender === 'F' ? tournament?.women_hole_category_id : tournament?.men_hole_category_id) ??
    null;
  if (holeCategoryId === null) {
    throw new InvalidInputError({ player_round_group_id: ["The group's round names no tee set to play from."] });
  }
  const holes = (tournament?.holes ?? round.holes ?? 18) === 9 ? 9 : 18;
  return startIndividualRound(db, actor, {
    golfCourseId: round.golf_course_id,
    holeCategoryId,
    playDate: input.play_date,
    holes,
    nine: (tournament?.nine ?? round.nine) === 'back' ? 'back' : holes === 9 ? 'front' : null,
  });
}
