import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { arrayColumn } from '../../db/array-column.js';
import { memberIndexes, scoreRecords } from '../../db/schema/index.js';
import { keepCurrentIndex } from '../members/index.js';
import { handicapRevisions } from './handicap-revisions.js';

/**
 * Revises a golfer's Handicap Index from all their score records, inside the change's transaction: the calculated
 * entries of their history from the day of their first record on are replaced by the revisions' (manual and
 * federation entries, and calculated ones before the records, are kept and count as the index in force), each record
 * gets its counted differential, exceptional-score and cap flags and the counting 8 of 20 are marked; the golfer's
 * current and low index follow. The same from scratch as after each record (decision 0075). Answers the revisions.
 */
export async function reviseHandicapIndex(tx: Database, memberId: number, userId: number | null) {
  const records = await tx
    .select({
      id: scoreRecords.id,
      playedOn: scoreRecords.played_on,
      holes: scoreRecords.holes,
      scoreDifferential: scoreRecords.score_differential,
      unroundedDifferential: scoreRecords.unrounded_differential,
      adjustedGrossScore: scoreRecords.adjusted_gross_score,
      courseRating: scoreRecords.course_rating,
      slopeRating: scoreRecords.slope_rating,
      pcc: scoreRecords.pcc,
    })
    .from(scoreRecords)
    .where(eq(scoreRecords.member_id, memberId))
    .orderBy(asc(scoreRecords.played_on), asc(scoreRecords.id));
  const firstDay = records[0]?.playedOn;
  if (firstDay === undefined) {
    await keepCurrentIndex(tx, memberId);
    return { records: [], entries: [] };
  }
  const kept = await tx
    .select({ effectiveOn: memberIndexes.effective_on, handicapIndex: memberIndexes.handicap_index })
    .from(memberIndexes)
    .where(
      and(
        eq(memberIndexes.member_id, memberId),
        sql`(${memberIndexes.source} <> 'calculated' or ${memberIndexes.effective_on} < ${firstDay})`,
      ),
    );
  const revisions = handicapRevisions(
    records.map((record) => ({
      id: record.id,
      playedOn: record.playedOn,
      holes: record.holes,
      scoreDifferential: record.scoreDifferential,
      unroundedDifferential: record.unroundedDifferential,
      terms:
        record.adjustedGrossScore === null || record.courseRating === null || record.slopeRating === null
          ? null
          : {
              adjustedGrossScore: record.adjustedGrossScore,
              courseRating: record.courseRating,
              slopeRating: record.slopeRating,
              pcc: record.pcc,
            },
    })),
    kept,
  );
  await tx
    .delete(memberIndexes)
    .where(
      and(
        eq(memberIndexes.member_id, memberId),
        eq(memberIndexes.source, 'calculated'),
        gte(memberIndexes.effective_on, firstDay),
      ),
    );
  if (revisions.entries.length > 0) {
    await tx.insert(memberIndexes).values(
      revisions.entries.map((entry) => ({
        member_id: memberId,
        effective_on: entry.effectiveOn,
        handicap_index: entry.handicapIndex,
        source: 'calculated' as const,
        note: entry.note,
        created_by: userId,
        updated_by: userId,
      })),
    );
  }
  const rows = revisions.records;
  await tx.execute(sql`
    update ${scoreRecords} set
      counted_differential = revised.counted_differential,
      paired_with_id = revised.paired_with_id,
      exceptional_reduction = revised.exceptional_reduction,
      esr_adjustment = revised.esr_adjustment,
      counting = revised.counting,
      handicap_index_after = revised.handicap_index_after,
      cap_applied = revised.cap_applied
    from unnest(
      ${arrayColumn(
        rows.map((row) => row.id),
        'integer',
      )},
      ${arrayColumn(
        rows.map((row) => row.countedDifferential),
        'numeric',
      )},
      ${arrayColumn(
        rows.map((row) => row.pairedWithId),
        'integer',
      )},
      ${arrayColumn(
        rows.map((row) => row.exceptionalReduction),
        'smallint',
      )},
      ${arrayColumn(
        rows.map((row) => row.esrAdjustment),
        'smallint',
      )},
      ${arrayColumn(
        rows.map((row) => row.counting),
        'boolean',
      )},
      ${arrayColumn(
        rows.map((row) => row.handicapIndexAfter),
        'numeric',
      )},
      ${arrayColumn(
        rows.map((row) => row.capApplied),
        'varchar',
      )}
    ) as revised(id, counted_differential, paired_with_id, exceptional_reduction, esr_adjustment, counting,
      handicap_index_after, cap_applied)
    where ${scoreRecords.id} = revised.id`);
  await keepCurrentIndex(tx, memberId);
  return revisions;
}
