import { sql } from 'drizzle-orm';
import { arrayColumn } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { ledgerEntries } from '../../db/schema/index.js';

/** One entry of the ledger: `amount_minor` positive charges the member (a debit), negative credits them. */
export type LedgerPosting = {
  golfCourseId: number;
  memberId: number;
  date: string;
  amountMinor: number;
  document: 'expense' | 'payment' | 'opening_balance' | 'bill';
  documentId: number;
  description: string;
  userId: number | null;
};

/**
 * Writes a document's ledger entries, in the caller's transaction (the one that writes the document): the only way
 * money reaches the ledger. Entries are never changed afterwards; `reverseLedgerEntries` undoes them. However many
 * there are (a month's bills), they go in one statement, each column one array.
 */
export async function postLedgerEntries(tx: Database, postings: readonly LedgerPosting[]): Promise<void> {
  if (postings.length === 0) return;
  await tx.execute(sql`insert into ${ledgerEntries}
    (golf_course_id, member_id, entry_date, debit_minor, credit_minor, document, document_id, description, created_by)
    select * from unnest(
      ${arrayColumn(
        postings.map((posting) => posting.golfCourseId),
        'int',
      )},
      ${arrayColumn(
        postings.map((posting) => posting.memberId),
        'int',
      )},
      ${arrayColumn(
        postings.map((posting) => posting.date),
        'date',
      )},
      ${arrayColumn(
        postings.map((posting) => Math.max(posting.amountMinor, 0)),
        'bigint',
      )},
      ${arrayColumn(
        postings.map((posting) => Math.max(-posting.amountMinor, 0)),
        'bigint',
      )},
      ${arrayColumn(
        postings.map((posting) => posting.document),
        'text',
      )},
      ${arrayColumn(
        postings.map((posting) => posting.documentId),
        'int',
      )},
      ${arrayColumn(
        postings.map((posting) => posting.description),
        'text',
      )},
      ${arrayColumn(
        postings.map((posting) => posting.userId),
        'int',
      )}
    )`);
}
