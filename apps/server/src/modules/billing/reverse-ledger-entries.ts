import { and, eq, isNull, sql } from 'drizzle-orm';
import { ConflictError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { ledgerEntries } from '../../db/schema/index.js';

/**
 * Voids a document in the ledger: for each of its entries not yet reversed, a new entry with debit and credit
 * swapped, pointing at it (`reversal_of`), dated `date`, with who and why. A document with nothing left to reverse
 * answers 409; the unique index on `reversal_of` keeps two concurrent voids from reversing an entry twice.
 */
export async function reverseLedgerEntries(
  tx: Database,
  target: {
    golfCourseId: number;
    document: 'expense' | 'payment' | 'opening_balance' | 'bill';
    documentId: number;
    date: string;
    reason: string;
    userId: number | null;
    thing: string;
  },
): Promise<void> {
  const reversal = sql.raw('reversal');
  const open = await tx
    .select()
    .from(ledgerEntries)
    .where(
      and(
        inClub(ledgerEntries, target.golfCourseId),
        eq(ledgerEntries.document, target.document),
        eq(ledgerEntries.document_id, target.documentId),
        isNull(ledgerEntries.reversal_of),
        sql`not exists (select 1 from ${ledgerEntries} ${reversal} where ${reversal}.reversal_of = ${ledgerEntries.id})`,
      ),
    );
  if (open.length === 0) throw new ConflictError(`This ${target.thing} is already void.`);
  await tx.insert(ledgerEntries).values(
    open.map((entry) => ({
      golf_course_id: entry.golf_course_id,
      member_id: entry.member_id,
      entry_date: target.date,
      debit_minor: entry.credit_minor,
      credit_minor: entry.debit_minor,
      document: entry.document,
      document_id: entry.document_id,
      description: `Void: ${entry.description}`.slice(0, 300),
      reversal_of: entry.id,
      reason: target.reason,
      created_by: target.userId,
    })),
  );
}
