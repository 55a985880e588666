import type { billMonths } from '@fairway/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { billRunOfMonth } from './bill-run-of-month.js';
import { firstOfMonth } from './first-of-month.js';

/** The months a bill can be run for: the first days of this month and the eleven before, newest first, with their runs. */
export async function listBillMonths(
  db: Database,
  golfCourseId: number,
  today: string,
): Promise<z.output<typeof billMonths>> {
  const months = Array.from({ length: 12 }, (_, index) => firstOfMonth(today, -index));
  const runs = await billRunOfMonth(db, golfCourseId, months);
  return { results: months.map((month) => ({ month, run: runs.get(month) ?? null })) };
}
