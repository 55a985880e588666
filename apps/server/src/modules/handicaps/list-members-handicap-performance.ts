import { count, eq, type SQL, sql } from 'drizzle-orm';
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
  members,
  type SummaryDifferential,
  type SummaryIndexPoint,
} from '../../db/schema/index.js';
import { refreshHandicapSummaries } from './refresh-handicap-summaries.js';

/** The plain table, the graph's (each golfer's index over 12 months) or the score differentials' (their latest 20). */
export type PerformanceVariant = 'table' | 'graph' | 'score_differential';

/**
 * A club of at most this many golfers has its whole list read at once per change and order (a few hundred rows), so
 * that another page, page size or address of it asks the database nothing; a larger one reads each page.
 */
const wholeListAtMost = 500;

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
  const series: Record<string, SQL> =
    variant === 'graph'
      ? { index_points: sql<SummaryIndexPoint[]>`coalesce(${summary.index_points}, '[]'::jsonb)` }
      : variant === 'score_differential'
        ? { differentials: sql<SummaryDifferential[]>`coalesce(${summary.differentials}, '[]'::jsonb)` }
        : {};
  const rowsOf = (orderBy: SQL[], limit?: number, offset?: number) => {
    const statement = db
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
        ...series,
        stale: sql<boolean>`${summary.member_id} is not null and ${summary.computed_on} is distinct from current_date`,
      })
      .from(golfCourseMembers)
      .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
      .leftJoin(summary, eq(summary.member_id, golfCourseMembers.member_id))
      .where(page.where)
      .orderBy(...orderBy);
    return limit === undefined ? statement : statement.limit(limit).offset(offset ?? 0);
  };
  // A change committed but not yet heard: its golfers' figures are worked out now, not at the next change heard.
  const fresh = async (statement: ReturnType<typeof rowsOf>) => {
    const read = await statement;
    if (!read.some((row) => row.stale)) return read;
    await refreshHandicapSummaries(db, golfCourseId);
    return statement;
  };
  // The series as the answer gives them, whatever the driver made of the JSON numbers.
  const present = ({ stale: _stale, ...row }: Awaited<ReturnType<typeof fresh>>[number]): Record<string, unknown> => {
    if ('index_points' in row) {
      return {
        ...row,
        index_points: (row.index_points as SummaryIndexPoint[]).map((point) => ({
          effective_on: point.effective_on,
          handicap_index: Number(point.handicap_index),
        })),
      };
    }
    if ('differentials' in row) {
      return {
        ...row,
        differentials: (row.differentials as SummaryDifferential[]).map((one) => ({
          played_on: one.played_on,
          counted_differential: Number(one.counted_differential),
          counting: one.counting,
          exceptional_reduction: Number(one.exceptional_reduction),
        })),
      };
    }
    return row;
  };
  let results: Record<string, unknown>[];
  if (memory && total <= wholeListAtMost) {
    // A club's whole list in this order, read once per change heard (as its count is), and every page cut from it.
    const whole = rowsOf(page.orderBy);
    const { sql: text, params } = whole.toSQL();
    const all = await memory.keptOf(`${text} ${JSON.stringify(params)}`, async () => (await fresh(whole)).map(present));
    const offset = (page.page - 1) * page.pageSize;
    results = all.slice(offset, offset + page.pageSize);
  } else {
    const read = window.empty ? [] : await fresh(rowsOf(window.orderBy, window.limit, window.offset));
    results = read.map(present);
    if (window.reversed) results.reverse();
  }
  return { count: total, page: page.page, pageSize: page.pageSize, results };
}
