import { handicapIndexText } from '@fairway/golf';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../../db/client.js';
import { maxPageSize } from '../../db/list-query.js';
import { listMembersHandicapPerformance } from './list-members-handicap-performance.js';

/** The CSV's columns, in order. */
export const membersHandicapPerformanceCsvHeader = [
  'Last name',
  'First name',
  'Membership number',
  'Handicap Index',
  'Low Handicap Index',
  'Change 3 months',
  'Change 12 months',
  'Rounds 12 months',
  'Last played',
  'No scores 12 months',
  'Exceptional score',
  'Soft cap',
  'Hard cap',
] as const;

interface PerformanceRow {
  first_name: string;
  last_name: string;
  membership_number: string;
  handicap_index: number | null;
  low_handicap_index: number | null;
  change_3_months: number | null;
  change_12_months: number | null;
  rounds_played: number;
  last_played_on: string | null;
  no_scores_12_months: boolean;
  exceptional_scores: boolean;
  soft_cap_applied: boolean;
  hard_cap_applied: boolean;
}

/** Text a spreadsheet would run as a formula starts with an apostrophe instead (OWASP, CSV injection). */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const change = (value: number | null) => (value === null ? '' : value.toFixed(1));
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * The club table of its golfers' handicap performance as CSV, every golfer of it (read a page at a time), searched,
 * filtered by the flags and ordered as the table on screen: indexes as they are written (a plus index "+1.2"), the
 * changes to one decimal, the flags as Yes or No.
 */
export async function membersHandicapPerformanceCsv(
  db: Database,
  golfCourseId: number,
  query: Record<string, unknown>,
): Promise<string> {
  const rows: PerformanceRow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await listMembersHandicapPerformance(
      db,
      golfCourseId,
      { ...query, page: String(page), page_size: String(maxPageSize) },
      'table',
    );
    rows.push(...(answer.results as unknown as PerformanceRow[]));
    if (answer.results.length < maxPageSize || rows.length >= answer.count) break;
  }
  const lines = rows.map((row) => [
    asText(row.last_name),
    asText(row.first_name),
    asText(row.membership_number),
    handicapIndexText(row.handicap_index),
    handicapIndexText(row.low_handicap_index),
    change(row.change_3_months),
    change(row.change_12_months),
    row.rounds_played,
    row.last_played_on ?? '',
    yesNo(row.no_scores_12_months),
    yesNo(row.exceptional_scores),
    yesNo(row.soft_cap_applied),
    yesNo(row.hard_cap_applied),
  ]);
  return stringify([[...membersHandicapPerformanceCsvHeader], ...lines], { record_delimiter: '\r\n' });
}
