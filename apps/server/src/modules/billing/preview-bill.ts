import { type billPreview, billPreviewPageSize } from '@fairway/contract';
import type { z } from 'zod';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { billRunOfMonth } from './bill-run-of-month.js';
import { billingMonth } from './billing-month.js';
import { clubCurrency } from './club-currency.js';
import { computeMonthBills } from './compute-month-bills.js';
import { postedMonthBills, type PreviewPage } from './posted-month-bills.js';

/**
 * What a month's bill run would post, without posting it: the members billed, the total, the total of each head and
 * a page of its bills line by line, every bill on some page. A month billed already answers what its run posted
 * instead, and the run. A page past the last answers 404 (the first page is there, empty, for a month without bills).
 */
export async function previewBill(
  db: Database,
  golfCourseId: number,
  first: string,
  today: string,
  { page = 1, pageSize = billPreviewPageSize }: Partial<PreviewPage> = {},
): Promise<z.output<typeof billPreview>> {
  const month = billingMonth(first, today);
  const checkPage = (bills: number) => {
    if (page > Math.max(1, Math.ceil(bills / pageSize))) throw new NotFoundError('Invalid page.');
  };
  const currency = (await clubCurrency(db, golfCourseId)).currency;
  const run = (await billRunOfMonth(db, golfCourseId, [month.first])).get(month.first) ?? null;
  if (run) {
    // A month billed already shows what its run posted: the month's summary by head.
    checkPage(run.members_count);
    const posted = await postedMonthBills(db, golfCourseId, run.id, { page, pageSize });
    return {
      month: month.first,
      currency,
      members_count: run.members_count,
      total_minor: run.total_minor,
      page,
      page_size: pageSize,
      heads: posted.heads,
      bills: posted.bills,
      already_run: run,
    };
  }
  const bills = await computeMonthBills(db, golfCourseId, month);
  checkPage(bills.length);
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
    page,
    page_size: pageSize,
    heads: [...heads.values()].sort((a, b) => a.accounts_head_name.localeCompare(b.accounts_head_name)),
    bills: bills.slice((page - 1) * pageSize, page * pageSize),
    already_run: null,
  };
}
