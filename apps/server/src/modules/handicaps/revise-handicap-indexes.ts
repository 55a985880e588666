import { lowHandicapIndex } from '@fairway/golf';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { arrayColumn } from '../../db/array-column.js';
import { memberIndexes, members, scoreRecords } from '../../db/schema/index.js';
import { type HandicapRevisions, handicapRevisions, type KeptIndexEntry } from './handicap-revisions.js';

/**
 * Revises the Handicap Index of several golfers at once from all their score records, inside the change's
 * transaction, as `reviseHandicapIndex` does one: the calculated entries of each history from the day of the golfer's
 * first record on are replaced by the revisions' (manual and federation entries, and calculated ones before the
 * records, are kept and count as the index in force), each record gets its counted differential, exceptional-score and
 * cap flags and the counting 8 of 20 are marked; each golfer's current and low index follow. A fixed number of
 * statements whatever the number of golfers or records (a club's recompute, a round's field, the demo's seed), so the
 * same walk as one golfer's (decision 0075). Answers each golfer's revisions.
 */
export async function reviseHandicapIndexes(
  tx: Database,
  memberIds: readonly number[],
  userId: number | null,
): Promise<Map<number, HandicapRevisions>> {
  const revised = new Map<number, HandicapRevisions>();
  const ids = [...new Set(memberIds)];
  if (ids.length === 0) return revised;
  const records = await tx
    .select({
      id: scoreRecords.id,
      memberId: scoreRecords.member_id,
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
    .where(inArray(scoreRecords.member_id, ids))
    .orderBy(asc(scoreRecords.member_id), asc(scoreRecords.played_on), asc(scoreRecords.id));
  const firstDays = sql`(select ${scoreRecords.member_id} as member_id, min(${scoreRecords.played_on}) as first_day
    from ${scoreRecords} where ${scoreRecords.member_id} = any(${arrayColumn(ids, 'integer')})
    group by ${scoreRecords.member_id})`;
  const kept = (await tx.execute(sql`
    select ${memberIndexes.member_id} as member_id, ${memberIndexes.effective_on}::text as effective_on,
      ${memberIndexes.handicap_index}::float8 as handicap_index
    from ${memberIndexes} join ${firstDays} first_days on first_days.member_id = ${memberIndexes.member_id}
    where ${memberIndexes.source} <> 'calculated' or ${memberIndexes.effective_on} < first_days.first_day`)) as unknown as {
    rows: { member_id: number; effective_on: string; handicap_index: number }[];
  };
  const keptOf = new Map<number, KeptIndexEntry[]>();
  for (const row of kept.rows) {
    const entries = keptOf.get(Number(row.member_id)) ?? [];
    entries.push({ effectiveOn: row.effective_on, handicapIndex: Number(row.handicap_index) });
    keptOf.set(Number(row.member_id), entries);
  }
  const entryRows: { memberId: number; effectiveOn: string; handicapIndex: number; note: string }[] = [];
  const recordRows: HandicapRevisions['records'] = [];
  let start = 0;
  while (start < records.length) {
    const memberId = records[start]!.memberId;
    let end = start;
    while (end < records.length && records[end]!.memberId === memberId) end += 1;
    const revisions = handicapRevisions(
      records.slice(start, end).map((record) => ({
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
      keptOf.get(memberId) ?? [],
    );
    revised.set(memberId, revisions);
    for (const entry of revisions.entries) entryRows.push({ memberId, ...entry });
    recordRows.push(...revisions.records);
    start = end;
  }
  await tx.execute(sql`
    delete from ${memberIndexes} using ${firstDays} first_days
    where ${memberIndexes.member_id} = first_days.member_id and ${memberIndexes.source} = 'calculated'
      and ${memberIndexes.effective_on} >= first_days.first_day`);
  if (entryRows.length > 0) {
    await tx.execute(sql`
      insert into ${memberIndexes} (member_id, effective_on, handicap_index, source, note, created_by, updated_by)
      select entry.member_id, entry.effective_on, entry.handicap_index, 'calculated', entry.note, ${userId}::integer,
        ${userId}::integer
      from unnest(
        ${arrayColumn(
          entryRows.map((entry) => entry.memberId),
          'integer',
        )},
        ${arrayColumn(
          entryRows.map((entry) => entry.effectiveOn),
          'date',
        )},
        ${arrayColumn(
          entryRows.map((entry) => entry.handicapIndex),
          'numeric',
        )},
        ${arrayColumn(
          entryRows.map((entry) => entry.note),
          'text',
        )}
      ) as entry(member_id, effective_on, handicap_index, note)`);
  }
  if (recordRows.length > 0) {
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
          recordRows.map((row) => row.id),
          'integer',
        )},
        ${arrayColumn(
          recordRows.map((row) => row.countedDifferential),
          'numeric',
        )},
        ${arrayColumn(
          recordRows.map((row) => row.pairedWithId),
          'integer',
        )},
        ${arrayColumn(
          recordRows.map((row) => row.exceptionalReduction),
          'smallint',
        )},
        ${arrayColumn(
          recordRows.map((row) => row.esrAdjustment),
          'smallint',
        )},
        ${arrayColumn(
          recordRows.map((row) => row.counting),
          'boolean',
        )},
        ${arrayColumn(
          recordRows.map((row) => row.handicapIndexAfter),
          'numeric',
        )},
        ${arrayColumn(
          recordRows.map((row) => row.capApplied),
          'varchar',
        )}
      ) as revised(id, counted_differential, paired_with_id, exceptional_reduction, esr_adjustment, counting,
        handicap_index_after, cap_applied)
      where ${scoreRecords.id} = revised.id`);
  }
  // Each golfer's index in force today and their Low Handicap Index as of today, as keepCurrentIndex sets one golfer's.
  const histories = await tx
    .select({
      memberId: memberIndexes.member_id,
      effectiveOn: memberIndexes.effective_on,
      handicapIndex: memberIndexes.handicap_index,
      today: sql<string>`current_date::text`,
    })
    .from(memberIndexes)
    .where(
      sql`${memberIndexes.member_id} = any(${arrayColumn(ids, 'integer')}) and ${memberIndexes.effective_on} <= current_date`,
    )
    .orderBy(asc(memberIndexes.member_id), asc(memberIndexes.effective_on));
  const historyOf = new Map<number, typeof histories>();
  for (const entry of histories) {
    const history = historyOf.get(entry.memberId) ?? [];
    history.push(entry);
    historyOf.set(entry.memberId, history);
  }
  const current = ids.map((memberId) => historyOf.get(memberId)?.at(-1)?.handicapIndex ?? null);
  const low = ids.map((memberId) => {
    const history = historyOf.get(memberId);
    return history ? lowHandicapIndex({ history, day: history[0]!.today, throughDay: true }) : null;
  });
  await tx.execute(sql`
    update ${members} set handicap_index = figures.current_index, low_handicap_index = figures.low_index
    from unnest(${arrayColumn(ids, 'integer')}, ${arrayColumn(current, 'numeric')}, ${arrayColumn(low, 'numeric')})
      as figures(member_id, current_index, low_index)
    where ${members.id} = figures.member_id`);
  for (const memberId of ids) if (!revised.has(memberId)) revised.set(memberId, { records: [], entries: [] });
  return revised;
}
