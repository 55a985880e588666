import { Role, type scoreTermNames } from '@fairway/contract';
import { handicapCapBand, scoreTerm } from '@fairway/golf';
import { and, asc, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { golfCourseMembers, memberIndexes, members, scoreRecords } from '../../db/schema/index.js';
import { indexChangeSql } from './index-change-sql.js';

type ScoreTermName = (typeof scoreTermNames)[number];
const termOrder: ScoreTermName[] = [
  'hole_in_one',
  'condor',
  'albatross',
  'eagle',
  'birdie',
  'par',
  'bogey',
  'double_bogey',
  'triple_bogey',
  'worse',
];

const LATEST = 20;
const BEST_ROUNDS = 5;

const average = (values: number[], decimals = 1) => {
  if (values.length === 0) return null;
  const factor = 10 ** decimals;
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * factor) / factor;
};

const capBandOf = (lowHandicapIndex: number | null) => {
  if (lowHandicapIndex === null) return null;
  const { softCapFrom, hardCapAt } = handicapCapBand(lowHandicapIndex);
  return { soft_cap_from: softCapFrom, hard_cap_at: hardCapAt };
};

/**
 * A golfer's handicap performance at the active club: their records (the counting 8 of 20 marked), index history,
 * low index, the change over 3 and 12 months and its trend, gross, net and adjusted averages, average strokes by par,
 * the score terms of their holes and their best rounds. The caller's own without `memberId`; another golfer's only
 * for the club's admins and event managers (others answer 404, as if not there), and only a golfer of the club.
 */
export async function readMemberHandicapPerformance(
  db: Database,
  actor: Actor,
  callerUserId: number,
  memberId: number | undefined,
) {
  const golfCourseId = actor.golfCourseId!;
  // The club's staff who see the club table open its golfers' analyses (decision 0077).
  const admin = (actor.roles ?? []).some(
    (role) => role === Role.admin || role === Role.eventManager || role === Role.superAdmin,
  );
  const [own] = await db.select({ id: members.id }).from(members).where(eq(members.user_id, callerUserId));
  const wanted = memberId ?? own?.id;
  if (wanted === undefined || (!admin && wanted !== own?.id)) throw new NotFoundError();
  const [golfer] = await db
    .select({
      member_id: members.id,
      first_name: members.first_name,
      last_name: members.last_name,
      handicap_index: members.handicap_index,
      low_handicap_index: members.low_handicap_index,
      change_3_months: indexChangeSql(3),
      change_12_months: indexChangeSql(12),
    })
    .from(members)
    .innerJoin(
      golfCourseMembers,
      and(eq(golfCourseMembers.member_id, members.id), eq(golfCourseMembers.golf_course_id, golfCourseId)),
    )
    .where(eq(members.id, wanted));
  if (!golfer) throw new NotFoundError();
  const {
    hole_pars,
    hole_strokes,
    hole_category_id: _teeSet,
    created_at: _createdAt,
    created_by: _createdBy,
    updated_at: _updatedAt,
    updated_by: _updatedBy,
    member_id: _memberId,
    ...shown
  } = getTableColumns(scoreRecords);
  const [rows, history] = await Promise.all([
    db
      .select({ ...shown, hole_pars, hole_strokes })
      .from(scoreRecords)
      .where(eq(scoreRecords.member_id, wanted))
      .orderBy(desc(scoreRecords.played_on), desc(scoreRecords.id)),
    db
      .select({
        effective_on: memberIndexes.effective_on,
        handicap_index: memberIndexes.handicap_index,
        source: memberIndexes.source,
        note: memberIndexes.note,
      })
      .from(memberIndexes)
      .where(eq(memberIndexes.member_id, wanted))
      .orderBy(desc(memberIndexes.effective_on), asc(memberIndexes.id)),
  ]);
  const records = rows;
  const latest18 = rows.filter((row) => row.holes === 18).slice(0, LATEST);
  const strokesByPar = new Map<number, number[]>([
    [3, []],
    [4, []],
    [5, []],
  ]);
  const terms = new Map<ScoreTermName, number>(termOrder.map((term) => [term, 0]));
  for (const row of rows) {
    row.hole_pars.forEach((par, index) => {
      const strokes = row.hole_strokes[index] ?? null;
      if (strokes === null) return;
      strokesByPar.get(par)?.push(strokes);
      const term = scoreTerm({ par, strokes }) ?? 'worse';
      terms.set(term, (terms.get(term) ?? 0) + 1);
    });
  }
  const change = golfer.change_3_months;
  return {
    ...golfer,
    trend:
      change === null || Math.round(change * 10) === 0
        ? ('steady' as const)
        : change < 0
          ? ('improving' as const)
          : ('rising' as const),
    cap_band: capBandOf(golfer.low_handicap_index),
    records,
    index_history: history,
    averages: {
      gross: average(latest18.flatMap((row) => (row.gross_score === null ? [] : [row.gross_score]))),
      net: average(
        latest18.flatMap((row) =>
          row.gross_score === null || row.course_handicap === null ? [] : [row.gross_score - row.course_handicap],
        ),
      ),
      adjusted_gross: average(
        latest18.flatMap((row) => (row.adjusted_gross_score === null ? [] : [row.adjusted_gross_score])),
      ),
      differential: average(
        rows.flatMap((row) => (row.counted_differential === null ? [] : [row.counted_differential])).slice(0, LATEST),
      ),
    },
    par_averages: {
      par_3: average(strokesByPar.get(3)!, 2),
      par_4: average(strokesByPar.get(4)!, 2),
      par_5: average(strokesByPar.get(5)!, 2),
    },
    score_terms: termOrder.map((term) => ({ term, count: terms.get(term) ?? 0 })),
    best_rounds: records
      .filter((record) => record.counted_differential !== null)
      .sort((first, second) => first.counted_differential! - second.counted_differential!)
      .slice(0, BEST_ROUNDS),
  };
}
