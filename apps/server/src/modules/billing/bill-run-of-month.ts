import type { billRunRecord } from '@fairway/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { billRuns, users } from '../../db/schema/index.js';

export type BillRun = z.output<typeof billRunRecord>;

/** The club's bill runs of the given months (first days), with who ran each and when, by month. */
export async function billRunOfMonth(
  db: Database,
  golfCourseId: number,
  months: string[],
): Promise<Map<string, BillRun>> {
  if (months.length === 0) return new Map();
  const runs = await db
    .select({
      id: billRuns.id,
      month: billRuns.month,
      members_count: billRuns.members_count,
      total_minor: billRuns.total_minor,
      run_by: billRuns.created_by,
      run_by_name: sql<string>`coalesce(trim(${users.first_name} || ' ' || ${users.last_name}), '')`,
      run_at: billRuns.created_at,
    })
    .from(billRuns)
    .leftJoin(users, eq(users.id, billRuns.created_by))
    .where(and(inClub(billRuns, golfCourseId), inArray(billRuns.month, months)));
  return new Map(runs.map((run) => [run.month, run]));
}
