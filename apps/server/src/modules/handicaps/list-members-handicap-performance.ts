import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  countOnce,
  type ListedPage,
  listMemoryOf,
  pageWindow,
  parseListQuery,
  resolvePage,
} from '../../db/list-query.js';
import {
  golfCourseMembers,
  memberHandicapSummaries,
  memberIndexes,
  members,
  scoreRecords,
} from '../../db/schema/index.js';
import { refreshHandicapSummaries } from './refresh-handicap-summaries.js';

/** The plain table, the graph's (each golfer's index over 12 months) or the score differentials' (their latest 20). */
export type PerformanceVariant = 'table' | 'graph' | 'score_differential';

const LATEST = 20;

const summary = memberHandicapSummaries;
// A golfer without a summary row has neither records nor history entries (decision 0082).
const roundsPlayed = sql<number>`coalesce(${summary.rounds_played}, 0)`;
const lastPlayedOn = sql<string | null>`${summary.last_played_on}`;
const noScores = sql<boolean>`coalesce(${summary.rounds_played}, 0) = 0`;
const exceptionalScores = sql<boolean>`coalesce(${summary.exceptional_scores}, false)`;
const softCap = sql<boolean>`coalesce(${summary.cap_applied} = 'soft', false)`;
const hardCap = sql<boolean>`coalesce(${summary.cap_applied} = 'hard', false)`;
const indexChange = (indexThen: typeof summary.index_3_months_ago) =>
  sql<number | null>`(${members.handicap_index} - ${indexThen})::float8`;
const change3 = indexChange(summary.index_3_months_ago);
const change12 = indexChange(summary.index_12_months_ago);
const sortName = golfCourseMembers.sort_name;

/**
 * The golfers of the active club with their handicap performance, DRF's paged list: index and low index, the change
 * over 3 and 12 months, score records of the last 12 months and the last day played, and flags (no scores for 12
 * months, an exceptional score in 12 months, the latest revision held by the soft or hard cap). Searched by name or
 * membership number, filtered by the flags, ordered by any figure; the graph and score-differential variants add each
 * golfer's index points of the last 12 months or their latest 20 differentials.
 */
export async function listMembersHandicapPerformance(
  db: Database,
  golfCourseId: number,
  query: Record<string, unknown>,
  variant: PerformanceVariant,
): Promise<ListedPage<Record<string, unknown>>> {
  // Once per change heard, as the lists' counts are (decision 0058): a read after it refreshes, the others skip it.
  const refresh = () => refreshHandicapSummaries(db, golfCourseId);
  const memory = listMemoryOf(db);
  await (memory ? memory.countOf(`refresh member_handicap_summaries ${golfCourseId}`, refresh) : refresh());
  const flag = (expression: typeof noScores) => ({
    kind: 'boolean' as const,
    where: (value: string | number | boolean) => (value ? expression : sql`not ${expression}`),
  });
  const parsed = parseListQuery(
    query,
    {
      search: [members.first_name, members.last_name, golfCourseMembers.membership_number],
      ordering: {
        name: sortName,
        membership_number: golfCourseMembers.membership_number,
        handicap_index: members.handicap_index,
        low_handicap_index: members.low_handicap_index,
        change_3_months: change3,
        change_12_months: change12,
        rounds_played: roundsPlayed,
        last_played_on: lastPlayedOn,
      },
      defaultOrdering: 'name',
      filters: {
        no_scores_12_months: flag(noScores),
        exceptional_scores: flag(exceptionalScores),
        soft_cap_applied: flag(softCap),
        hard_cap_applied: flag(hardCap),
      },
      tieBreaker: members.id,
    },
    eq(golfCourseMembers.golf_course_id, golfCourseId),
  );
  const total = await countOnce(
    db,
    db
      .select({ count: count() })
      .from(golfCourseMembers)
      .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
      .leftJoin(summary, eq(summary.member_id, golfCourseMembers.member_id))
      .where(parsed.where),
  );
  const page = resolvePage(parsed, total);
  const window = pageWindow(page, total);
  const readPage = () =>
    db
      .select({
        member_id: members.id,
        first_name: members.first_name,
        last_name: members.last_name,
        membership_number: golfCourseMembers.membership_number,
        handicap_index: members.handicap_index,
        low_handicap_index: members.low_handicap_index,
        change_3_months: change3,
        change_12_months: change12,
        rounds_played: roundsPlayed,
        last_played_on: lastPlayedOn,
        no_scores_12_months: noScores,
        exceptional_scores: exceptionalScores,
        soft_cap_applied: softCap,
        hard_cap_applied: hardCap,
        stale: sql<boolean>`${summary.member_id} is not null and ${summary.computed_on} is distinct from current_date`,
      })
      .from(golfCourseMembers)
      .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
      .leftJoin(summary, eq(summary.member_id, golfCourseMembers.member_id))
      .where(page.where)
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset);
  let read = window.empty ? [] : await readPage();
  // A change committed but not yet heard: its golfers' figures are worked out now, not at the next change heard.
  if (read.some((row) => row.stale)) {
    await refreshHandicapSummaries(db, golfCourseId);
    read = await readPage();
  }
  const rows = read.map(({ stale: _stale, ...row }) => row);
  if (window.reversed) rows.reverse();
  const memberIds = rows.map((row) => row.member_id);
  let results: Record<string, unknown>[] = rows;
  if (variant === 'graph' && memberIds.length > 0) {
    // Where each golfer's 12 months begin (the entry in force then) is found once a golfer, not once an entry.
    const cutoff = sql`(current_date - '12 months'::interval)::date`;
    const answer = await db.execute(sql`
      select ${memberIndexes.member_id} as member_id, ${memberIndexes.effective_on}::text as effective_on,
        ${memberIndexes.handicap_index}::text as handicap_index
      from (
        select golfer.id, coalesce((select max(earlier.effective_on) from ${memberIndexes} earlier
            where earlier.member_id = golfer.id and earlier.effective_on <= ${cutoff}), ${cutoff}) as since
        from unnest(array[${sql.join(
          memberIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::int[]) as golfer(id)
      ) golfers
      join ${memberIndexes} on ${memberIndexes.member_id} = golfers.id
        and ${memberIndexes.effective_on} between golfers.since and current_date
      order by ${memberIndexes.member_id}, ${memberIndexes.effective_on}`);
    const points = (
      answer as unknown as { rows: { member_id: number; effective_on: string; handicap_index: string }[] }
    ).rows.map((point) => ({
      memberId: Number(point.member_id),
      effective_on: point.effective_on,
      handicap_index: Number(point.handicap_index),
    }));
    results = rows.map((row) => ({
      ...row,
      index_points: points
        .filter((point) => point.memberId === row.member_id)
        .map(({ effective_on, handicap_index }) => ({ effective_on, handicap_index })),
    }));
  }
  if (variant === 'score_differential' && memberIds.length > 0) {
    const answer = await db.execute(sql`
      select member_id, played_on::text as played_on, counted_differential::text as counted_differential, counting,
        exceptional_reduction
      from (
        select ${scoreRecords.member_id} as member_id, ${scoreRecords.played_on} as played_on,
          ${scoreRecords.counted_differential} as counted_differential, ${scoreRecords.counting} as counting,
          ${scoreRecords.exceptional_reduction} as exceptional_reduction, ${scoreRecords.id} as id,
          row_number() over (partition by ${scoreRecords.member_id}
            order by ${scoreRecords.played_on} desc, ${scoreRecords.id} desc) as recency
        from ${scoreRecords}
        where ${inArray(scoreRecords.member_id, memberIds)} and ${scoreRecords.counted_differential} is not null
      ) latest
      where recency <= ${LATEST}
      order by member_id, played_on, id`);
    const latest = answer as unknown as {
      rows: {
        member_id: number;
        played_on: string;
        counted_differential: string;
        counting: boolean;
        exceptional_reduction: number;
      }[];
    };
    results = rows.map((row) => ({
      ...row,
      differentials: latest.rows
        .filter((one) => Number(one.member_id) === row.member_id)
        .map((one) => ({
          played_on: one.played_on,
          counted_differential: Number(one.counted_differential),
          counting: one.counting,
          exceptional_reduction: Number(one.exceptional_reduction),
        })),
    }));
  }
  return { count: total, page: page.page, pageSize: page.pageSize, results };
}
