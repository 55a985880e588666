import { penaltyScoreDifferential, type PenaltyScoreBasis } from '@fairway/golf';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { golfCourses, holeCategories, playerRounds, scoreRecords } from '../../db/schema/index.js';
import { reviseHandicapIndexes } from './revise-handicap-indexes.js';

/**
 * The handicap committee enters a penalty score for a round registered for handicap and not returned within the
 * club's time limit (WHS Rule 7.2a): a record of the round, marked as a penalty with the committee's reason, whose
 * differential is the highest (or the lowest) of the golfer's most recent 20; the round is closed and the golfer's
 * index revised. A round returned in time, attested or already recorded is refused.
 */
export async function enterPenaltyScore(
  db: Database,
  actor: Actor,
  playerRoundId: number,
  penalty: { basis: PenaltyScoreBasis; reason: string },
) {
  return db.transaction(async (tx) => {
    const [round] = await tx
      .select({
        id: playerRounds.id,
        golfCourseId: playerRounds.golf_course_id,
        memberId: playerRounds.member_id,
        playedOn: playerRounds.play_date,
        holeCategoryId: playerRounds.hole_category_id,
        forHandicap: playerRounds.for_handicap,
        status: playerRounds.status,
        attestedAt: playerRounds.attested_at,
        courseName: golfCourses.name,
        teeName: holeCategories.name,
        overdue: sql<boolean>`(${playerRounds.play_date} + ${playerRounds.start_time}::time + make_interval(hours => ${golfCourses.general_play_return_hours})) at time zone ${golfCourses.time_zone} < now()`,
        recorded: sql<boolean>`exists (select 1 from ${scoreRecords} where ${scoreRecords.player_round_id} = ${playerRounds.id})`,
      })
      .from(playerRounds)
      .innerJoin(golfCourses, eq(golfCourses.id, playerRounds.golf_course_id))
      .leftJoin(holeCategories, eq(holeCategories.id, playerRounds.hole_category_id))
      .where(and(eq(playerRounds.id, playerRoundId), inClub(playerRounds, actor.golfCourseId!)))
      .for('update', { of: playerRounds });
    if (!round || !round.forHandicap || round.memberId === null) throw new NotFoundError();
    if (round.recorded || round.attestedAt || round.status === 'cancelled') {
      throw new ConflictError('The round has its score recorded: a penalty score is for a round not returned.');
    }
    if (!round.overdue) {
      throw new ConflictError("The round's time limit to return it has not passed yet.");
    }
    const history = await tx
      .select({ differential: scoreRecords.counted_differential })
      .from(scoreRecords)
      .where(and(eq(scoreRecords.member_id, round.memberId), isNotNull(scoreRecords.counted_differential)))
      .orderBy(asc(scoreRecords.played_on), asc(scoreRecords.id));
    const differential = penaltyScoreDifferential({
      differentials: history.map((record) => record.differential!),
      basis: penalty.basis,
    });
    if (differential === null) {
      throw new ConflictError('The golfer has no score differential yet to take a penalty score from.');
    }
    const [record] = await tx
      .insert(scoreRecords)
      .values({
        golf_course_id: round.golfCourseId,
        member_id: round.memberId,
        player_round_id: round.id,
        source: 'penalty',
        played_on: round.playedOn,
        course_name: round.courseName,
        hole_category_id: round.holeCategoryId,
        tee_name: round.teeName ?? '',
        holes: 18,
        score_differential: differential,
        unrounded_differential: differential,
        penalty_reason: penalty.reason,
        created_by: actor.userId,
        updated_by: actor.userId,
      })
      .returning({ id: scoreRecords.id });
    await tx
      .update(playerRounds)
      .set({ status: 'completed', updated_at: new Date(), updated_by: actor.userId })
      .where(eq(playerRounds.id, round.id));
    await writeAudit(tx, actor, {
      action: 'create',
      entity: 'score_records',
      entityId: record!.id,
      detail: { penalty_score: differential, basis: penalty.basis, reason: penalty.reason, player_round_id: round.id },
    });
    await reviseHandicapIndexes(tx, [round.memberId], actor.userId);
    return {
      player_round_id: round.id,
      member_id: round.memberId,
      score_differential: differential,
      basis: penalty.basis,
      reason: penalty.reason,
    };
  });
}
