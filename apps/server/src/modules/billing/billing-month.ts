import { InvalidInputError } from '../../core/domain-errors.js';
import { firstOfMonth } from './first-of-month.js';

/** A month that can be billed: its first and last days, its length and its name, as a bill's lines say it. */
export type BillingMonth = { first: string; last: string; days: number; year: number; month: number; name: string };

export const billingMonthMessages = {
  notFirstDay: 'Choose the first day of a month (YYYY-MM-01).',
  future: 'A month in the future cannot be billed yet.',
  tooOld: 'Only this month and the eleven before it can be billed.',
} as const;

const monthNames = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The month starting on `first`, checked to be one that can be billed on `today`: the first day of a month, not in
 * the future, and within this month and the eleven before (the months `get_first_dates_of_last_12_months` lists).
 */
export function billingMonth(first: string, today: string): BillingMonth {
  if (!/^\d{4}-\d{2}-01$/.test(first)) throw new InvalidInputError({ month: [billingMonthMessages.notFirstDay] });
  if (first > firstOfMonth(today)) throw new InvalidInputError({ month: [billingMonthMessages.future] });
  if (first < firstOfMonth(today, -11)) throw new InvalidInputError({ month: [billingMonthMessages.tooOld] });
  const next = new Date(`${firstOfMonth(first, 1)}T00:00:00Z`);
  const last = new Date(next.getTime() - 86_400_000).toISOString().slice(0, 10);
  const start = new Date(`${first}T00:00:00Z`);
  return {
    first,
    last,
    days: Number(last.slice(8, 10)),
    year: start.getUTCFullYear(),
    month: start.getUTCMonth() + 1,
    name: monthNames.format(start),
  };
}
