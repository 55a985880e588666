import { currencyExponent, minorUnitsToDecimal } from '@fairway/contract';
import type { Statement } from './get-statement.js';

/** A text cell: quoted when it must be, and never read as a formula by a spreadsheet. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The statement as CSV, one row per entry after the balance brought forward, amounts as plain decimals of the
 * club's currency (a spreadsheet sums them), closing with the totals and the closing balance.
 */
export function statementCsv(statement: Statement): string {
  const exponent = currencyExponent(statement.currency);
  const money = (minor: number) => minorUnitsToDecimal(minor, exponent);
  const rows: string[][] = [
    ['Date', 'Document', 'Description', `Debit (${statement.currency})`, `Credit (${statement.currency})`, 'Balance'],
    [statement.from_date, '', 'Balance brought forward', '', '', money(statement.brought_forward_minor)],
    ...statement.entries.map((entry) => [
      entry.date,
      `${entry.document} ${entry.document_id}`,
      cell(entry.description),
      entry.debit_minor ? money(entry.debit_minor) : '',
      entry.credit_minor ? money(entry.credit_minor) : '',
      money(entry.balance_minor),
    ]),
    [
      statement.to_date,
      '',
      'Totals and closing balance',
      money(statement.total_debit_minor),
      money(statement.total_credit_minor),
      money(statement.closing_balance_minor),
    ],
  ];
  return `${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}
