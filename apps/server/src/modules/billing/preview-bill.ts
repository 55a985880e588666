import type { billPreview } from '@fairway/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { billRunOfMonth } from './bill-run-of-month.js';
import { billingMonth } from './billing-month.js';
import { clubCurrency } from './club-currency.js';
import { computeMonthBills } from './compute-month-bills.js';
import { postedMonthBills } from './posted-month-bills.js';

/** How many bills a preview shows in full; its totals count them all. */
export const previewBills = 100;

/**
 * What a month's bill run would post, without posting it: the members billed, the total, the total of each head and
 * the first bills line by line. A month billed already answers what its run posted instead, and the run.
 */
export async function previewBill(
  db: Database,
  golfCourseId: number,
  first: string,
  today: string,
): Promise<z.output<typeof billPreview>> {
  const month = billingMonth(first, today);
  const currency = (await clubCurrency(db, golfCourseId)).currency;
  const run = (await billRunOfMonth(db, golfCourseId, [month.first])).get(month.first) ?? null;
  if (run) {
    // A month billed already shows what its run posted: the month's summary by head.
    const posted = await postedMonthBills(db, golfCourseId, run.id, previewBills);
    return {
      month: month.first,
      currency,
      members_count: run.members_count,
      total_minor: run.total_minor,
      heads: posted.heads,
      bills: posted.bills,
      already_run: run,
    };
  }
  const bills = await computeMonthBills(db, golfCourseId, month);
  const heads = new Map<
    number,
    { accounts_head_id: number; accounts_head_name: string; lines: number; amount_minor: number }
  >();
  for (const line of bills.flatMap((bill) => bill.lines)) {
    const head = heads.get(line.accounts_head_id) ?? {
      accounts_head_id: line.accounts_head_id,
      accounts_head_name: line.accounts_head_name,
      lines: 0,
      amount_minor: 0,
    };
    head.lines += 1;
    head.amount_minor += line.amount_minor;
    heads.set(line.accounts_head_id, head);
  }
  return {
    month: month.first,
    currency,
    members_count: bills.length,
    total_minor: bills.reduce((sum, bill) => sum + bill.total_minor, 0),
    heads: [...heads.values()].sort((a, b) => a.accounts_head_name.localeCompare(b.accounts_head_name)),
    bills: bills.slice(0, previewBills),
    already_run: null,
  };
}
