import type { playingConditionsInput } from '@fairway/contract';
import { scoreDifferential, unroundedScoreDifferential } from '@fairway/golf';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { playingConditions, scoreRecords } from '../../db/schema/index.js';
import { clubNow } from '../../core/club-dates.js';
import { reviseHandicapIndex } from './revise-handicap-index.js';

/**
 * Sets the club's PCC for a day (WHS Rule 5.6), at most today: the differentials of the day's records of rounds at the
 * club are worked out again with it and their golfers' indexes revised; rounds completed later that day take it.
 */
export async function setPlayingConditions(db: Database, actor: Actor, input: z.infer<typeof playingConditionsInput>) {
  const golfCourseId = actor.golfCourseId!;
  if (input.played_on > (await clubNow(db, golfCourseId)).today) {
    throw new InvalidInputError({ played_on: ['The PCC is set for a day played, not a later one.'] });
  }
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ pcc: playingConditions.pcc })
      .from(playingConditions)
      .where(and(eq(playingConditions.golf_course_id, golfCourseId), eq(playingConditions.played_on, input.played_on)));
    await tx
      .insert(playingConditions)
      .values({
        golf_course_id: golfCourseId,
        played_on: input.played_on,
        pcc: input.pcc,
        created_by: actor.userId,
        updated_by: actor.userId,
      })
      .onConflictDoUpdate({
        target: [playingConditions.golf_course_id, playingConditions.played_on],
        set: { pcc: input.pcc, updated_at: new Date(), updated_by: actor.userId },
      });
    const records = await tx
      .select({
        id: scoreRecords.id,
        memberId: scoreRecords.member_id,
        adjustedGrossScore: scoreRecords.adjusted_gross_score,
        courseRating: scoreRecords.course_rating,
        slopeRating: scoreRecords.slope_rating,
      })
      .from(scoreRecords)
      .where(
        and(
          eq(scoreRecords.golf_course_id, golfCourseId),
          eq(scoreRecords.played_on, input.played_on),
          ne(scoreRecords.source, 'imported'),
          isNotNull(scoreRecords.adjusted_gross_score),
        ),
      );
    for (const record of records) {
      const terms = {
        adjustedGrossScore: record.adjustedGrossScore!,
        courseRating: record.courseRating!,
        slopeRating: record.slopeRating!,
        pcc: input.pcc,
      };
      await tx
        .update(scoreRecords)
        .set({
          pcc: input.pcc,
          score_differential: scoreDifferential(terms),
          unrounded_differential: unroundedScoreDifferential(terms),
          updated_at: new Date(),
          updated_by: actor.userId,
        })
        .where(eq(scoreRecords.id, record.id));
    }
    for (const memberId of new Set(records.map((record) => record.memberId))) {
      await reviseHandicapIndex(tx, memberId, actor.userId);
    }
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'playing_conditions',
      detail: { played_on: input.played_on, before: before?.pcc ?? 0, after: input.pcc, records: records.length },
    });
    return { played_on: input.played_on, pcc: input.pcc, records_revised: records.length };
  });
}
