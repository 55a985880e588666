import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { billingIdempotencyKeys } from '../../db/schema/index.js';
import { IdempotencyKeyReusedError } from './idempotency-key-reused-error.js';

export type IdempotentRequest = {
  golfCourseId: number;
  /** Which posting: keys of different postings never meet. */
  operation: string;
  /** The client's Idempotency-Key header, if it sent one. */
  key: string | undefined;
  body: unknown;
};

/** The same JSON whatever the order of its keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

async function earlier(db: Database, request: IdempotentRequest, hash: string) {
  const [found] = await db
    .select()
    .from(billingIdempotencyKeys)
    .where(
      and(
        inClub(billingIdempotencyKeys, request.golfCourseId),
        eq(billingIdempotencyKeys.operation, request.operation),
        eq(billingIdempotencyKeys.key, request.key!),
      ),
    );
  if (!found) return null;
  if (found.request_hash !== hash) throw new IdempotencyKeyReusedError();
  return found.document_id;
}

/**
 * Runs a posting once per Idempotency-Key: `post` writes the document (and its ledger entries) in the transaction
 * that records the key, so a retry finds the key and answers the first document, never a second posting. The same key
 * with another body is refused. Two requests racing with one key: the unique index lets one commit, the other finds
 * its key afterwards.
 */
export async function withIdempotencyKey(
  db: Database,
  request: IdempotentRequest,
  post: (tx: Database) => Promise<number>,
): Promise<{ documentId: number; replayed: boolean }> {
  if (!request.key) return { documentId: await db.transaction(post), replayed: false };
  const hash = createHash('sha256').update(canonical(request.body)).digest('hex');
  const found = await earlier(db, request, hash);
  if (found !== null) return { documentId: found, replayed: true };
  try {
    const documentId = await db.transaction(async (tx) => {
      const id = await post(tx);
      await tx.insert(billingIdempotencyKeys).values({
        golf_course_id: request.golfCourseId,
        operation: request.operation,
        key: request.key!,
        request_hash: hash,
        document_id: id,
      });
      return id;
    });
    return { documentId, replayed: false };
  } catch (error) {
    const raced = await earlier(db, request, hash);
    if (raced !== null) return { documentId: raced, replayed: true };
    throw error;
  }
}
