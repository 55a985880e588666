import { and, eq } from 'drizzle-orm';
import { ConflictError, type FieldErrors } from '../../core/domain-errors.js';
import { inClub } from '../../db/club-scope.js';
import { golfCourses, playerRounds } from '../../db/schema/index.js';
import type { RecordChange } from '../../core/record-change.js';
import { tournamentOf } from './tournament-of.js';

/** A group: of a round of a tournament the caller runs, not completed; a shotgun's hole one the course has. */
export async function checkGroup({ tx, input, existing, actor }: RecordChange): Promise<FieldErrors | null> {
  const roundId = (input.player_round_id ?? existing?.player_round_id) as number;
  const [round] = await tx
    .select({ tournament_id: playerRounds.tournament_id, status: playerRounds.status })
    .from(playerRounds)
    .where(and(eq(playerRounds.id, roundId), inClub(playerRounds, actor.golfCourseId!)));
  const tournament = round?.tournament_id ? await tournamentOf(tx, actor, round.tournament_id) : undefined;
  if (!round || !tournament) return { player_round_id: [`Invalid pk "${roundId}" - object does not exist.`] };
  if (existing && input.player_round_id !== undefined && input.player_round_id !== existing.player_round_id) {
    return { player_round_id: ['A group stays with its round.'] };
  }
  if (round.status === 'completed')
    throw new ConflictError('The round is completed: its groups are kept as they played.');
  const startingHole = input.starting_hole as number | undefined;
  if (startingHole !== undefined) {
    const [course] = await tx
      .select({ holes: golfCourses.holes_count })
      .from(golfCourses)
      .where(eq(golfCourses.id, actor.golfCourseId!));
    const last = Math.min(course?.holes ?? 18, 18);
    if (startingHole > last) return { starting_hole: [`Start on a hole from 1 to ${last}.`] };
  }
  return null;
}
