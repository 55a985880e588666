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

/** Large runs (a month's bills) are written a few thousand rows per statement. */
const batchSize = 2000;

/**
 * Writes a document's ledger entries, in the caller's transaction (the one that writes the document): the only way
 * money reaches the ledger. Entries are never changed afterwards; `reverseLedgerEntries` undoes them.
 */
export async function postLedgerEntries(tx: Database, postings: readonly LedgerPosting[]): Promise<void> {
  for (let start = 0; start < postings.length; start += batchSize) {
    await tx.insert(ledgerEntries).values(
      postings.slice(start, start + batchSize).map((posting) => ({
        golf_course_id: posting.golfCourseId,
        member_id: posting.memberId,
        entry_date: posting.date,
        debit_minor: Math.max(posting.amountMinor, 0),
        credit_minor: Math.max(-posting.amountMinor, 0),
        document: posting.document,
        document_id: posting.documentId,
        description: posting.description,
        created_by: posting.userId,
      })),
    );
  }
}
