import type { billPreview } from '@fairway/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { billRunOfMonth } from './bill-run-of-month.js';
import { billingMonth } from './billing-month.js';
import { clubCurrency } from './club-currency.js';
import { computeMonthBills } from './compute-month-bills.js';

/** How many bills a preview shows in full; its totals count them all. */
export const previewBills = 100;

/**
 * What a month's bill run would post, without posting it: the members billed, the total, the total of each head and
 * the first bills line by line; and the run that already billed the month, if there is one.
 */
export async function previewBill(
  db: Database,
  golfCourseId: number,
  first: string,
  today: string,
): Promise<z.output<typeof billPreview>> {
  const month = billingMonth(first, today);
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
  const runs = await billRunOfMonth(db, golfCourseId, [month.first]);
  return {
    month: month.first,
    currency: (await clubCurrency(db, golfCourseId)).currency,
    members_count: bills.length,
    total_minor: bills.reduce((sum, bill) => sum + bill.total_minor, 0),
    heads: [...heads.values()].sort((a, b) => a.accounts_head_name.localeCompare(b.accounts_head_name)),
    bills: bills.slice(0, previewBills),
    already_run: runs.get(month.first) ?? null,
  };
}
