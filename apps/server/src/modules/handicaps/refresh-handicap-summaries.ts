import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  golfCourseMembers,
  memberHandicapSummaries,
  memberIndexes,
  members,
  scoreRecords,
} from '../../db/schema/index.js';

const summary = memberHandicapSummaries;
/** A refresh of at least this many golfers (a new day, a club's recompute, the seed) renews the planner's statistics. */
const manyGolfers = 50;
const latestCounted = 20;
const ofGolfer = sql`${scoreRecords.member_id} = ${summary.member_id}`;
const inLastYear = sql`${scoreRecords.played_on} > (current_date - '12 months'::interval)::date`;
const indexInForce = (months: 3 | 12) => sql`(select ${memberIndexes.handicap_index} from ${memberIndexes}
  where ${memberIndexes.member_id} = ${summary.member_id}
    and ${memberIndexes.effective_on} <= (current_date - ${`${months} months`}::interval)::date
  order by ${memberIndexes.effective_on} desc limit 1)`;
const twelveMonthsAgo = sql`(current_date - '12 months'::interval)::date`;
/** The graph's points: the entry in force 12 months ago (from that day if none), then every entry since, in order. */
const indexPoints = sql`coalesce((select jsonb_agg(jsonb_build_object(
    'effective_on', ${memberIndexes.effective_on}::text, 'handicap_index', ${memberIndexes.handicap_index})
    order by ${memberIndexes.effective_on}, ${memberIndexes.id})
  from ${memberIndexes}
  where ${memberIndexes.member_id} = ${summary.member_id}
    and ${memberIndexes.effective_on} between coalesce((select max(earlier.effective_on) from ${memberIndexes} earlier
      where earlier.member_id = ${summary.member_id} and earlier.effective_on <= ${twelveMonthsAgo}), ${twelveMonthsAgo})
      and current_date), '[]'::jsonb)`;
/** The latest 20 counted differentials, the oldest first, as the score-differential variant lists them. */
const latestDifferentials = sql`coalesce((select jsonb_agg(jsonb_build_object('played_on', latest.played_on::text,
    'counted_differential', latest.counted_differential, 'counting', latest.counting,
    'exceptional_reduction', latest.exceptional_reduction) order by latest.played_on, latest.id)
  from (select ${scoreRecords.played_on} as played_on, ${scoreRecords.counted_differential} as counted_differential,
      ${scoreRecords.counting} as counting, ${scoreRecords.exceptional_reduction} as exceptional_reduction,
      ${scoreRecords.id} as id
    from ${scoreRecords} where ${ofGolfer} and ${scoreRecords.counted_differential} is not null
    order by ${scoreRecords.played_on} desc, ${scoreRecords.id} desc limit ${latestCounted}) latest), '[]'::jsonb)`;

/**
 * Works out again, in one statement, the club-table figures (and the graph's and score differentials' series) of the club's golfers whose summary is stale (changed
 * since, or computed on another day). A row read at a revision that a change has since raised is left stale, and one
 * a change is writing at that moment is skipped (`skip locked`): the next read takes them, and no refresh waits on a
 * revision or writes figures older than the row's revision. Answers how many it worked out; after many, the tables the
 * club table reads are analysed.
 */
export async function refreshHandicapSummaries(db: Database, golfCourseId: number): Promise<number> {
  const answer = await db.execute(sql`
    with stale as (
      select ${summary.member_id} as member_id, ${summary.revision} as revision
      from ${summary} join ${golfCourseMembers} on ${golfCourseMembers.member_id} = ${summary.member_id}
      where ${golfCourseMembers.golf_course_id} = ${golfCourseId}
        and ${summary.computed_on} is distinct from current_date
    ), locked as (
      select ${summary.member_id} as member_id from ${summary} join stale on stale.member_id = ${summary.member_id}
      where ${summary.revision} = stale.revision
      order by ${summary.member_id}
      for update of ${summary} skip locked
    )
    update ${summary} set
      computed_on = current_date,
      index_3_months_ago = ${indexInForce(3)},
      index_12_months_ago = ${indexInForce(12)},
      rounds_played = (select count(*)::int from ${scoreRecords} where ${ofGolfer} and ${inLastYear}),
      last_played_on = (select max(${scoreRecords.played_on}) from ${scoreRecords} where ${ofGolfer}),
      exceptional_scores = exists (select 1 from ${scoreRecords}
        where ${ofGolfer} and ${inLastYear} and ${scoreRecords.exceptional_reduction} > 0),
      cap_applied = (select ${scoreRecords.cap_applied} from ${scoreRecords} where ${ofGolfer}
        order by ${scoreRecords.played_on} desc, ${scoreRecords.id} desc limit 1),
      index_points = ${indexPoints},
      differentials = ${latestDifferentials}
    from locked where locked.member_id = ${summary.member_id}`);
  const { affectedRows, rowCount } = answer as { affectedRows?: number; rowCount?: number | null };
  const refreshed = Number(affectedRows ?? rowCount ?? 0);
  // The embedded database has no autovacuum: without statistics, planning the club table's page took 25 ms of its 26.
  if (refreshed >= manyGolfers) {
    await db.execute(sql`analyze ${summary}, ${golfCourseMembers}, ${members}`);
  }
  return refreshed;
}
