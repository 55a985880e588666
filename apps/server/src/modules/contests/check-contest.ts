import { and, eq } from 'drizzle-orm';
import { ConflictError, type FieldErrors } from '../../core/domain-errors.js';
import type { RecordChange } from '../../core/record-change.js';
import { inClub } from '../../db/club-scope.js';
import { golfCourseHoles, playerRounds, playerRoundSections } from '../../db/schema/index.js';
import { tournamentOf } from '../tournaments/index.js';

/**
 * A contest is on a round of a tournament the caller runs, on a hole that round plays, and is set up until the round
 * is completed.
 */
export async function checkContest({ tx, input, existing, actor }: RecordChange): Promise<FieldErrors | null> {
  const roundId = (input.player_round_id ?? existing?.player_round_id) as number;
  const holeNumber = (input.hole_number ?? existing?.hole_number) as number;
  const missing = { player_round_id: [`Invalid pk "${roundId}" - object does not exist.`] };
  if (existing && input.player_round_id !== undefined && input.player_round_id !== existing.player_round_id) {
    return { player_round_id: ['A contest stays with its round.'] };
  }
  const [round] = await tx
    .select({
      tournamentId: playerRounds.tournament_id,
      status: playerRounds.status,
      holeIds: playerRoundSections.hole_ids,
    })
    .from(playerRounds)
    .leftJoin(playerRoundSections, eq(playerRoundSections.id, playerRounds.player_round_section_id))
    .where(and(eq(playerRounds.id, roundId), inClub(playerRounds, actor.golfCourseId!)));
  if (!round || round.tournamentId === null || !(await tournamentOf(tx, actor, round.tournamentId))) return missing;
  if (round.status === 'completed' || round.status === 'cancelled') {
    throw new ConflictError(`The round is ${round.status}: its contests are kept as they are.`);
  }
  const [hole] = await tx
    .select({ id: golfCourseHoles.id })
    .from(golfCourseHoles)
    .where(and(eq(golfCourseHoles.number, holeNumber), inClub(golfCourseHoles, actor.golfCourseId!)));
  if (!hole || (round.holeIds && !round.holeIds.includes(hole.id))) {
    return { hole_number: [`The round does not play a hole ${holeNumber}.`] };
  }
  return null;
}
