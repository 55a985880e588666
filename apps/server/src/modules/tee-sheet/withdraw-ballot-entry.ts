import { eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import type { Database } from '../../db/client.js';
import { ballotEntries } from '../../db/schema/index.js';
import { openBallotEntry } from './open-ballot-entry.js';

/** Withdraws an entry from its ballot, by its entering member or a club admin, before the ballot closes (409 after). */
export async function withdrawBallotEntry(db: Database, actor: Actor, entryId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { entry } = await openBallotEntry(tx, actor, entryId);
    await tx.delete(ballotEntries).where(eq(ballotEntries.id, entry.id));
    await writeAudit(tx, actor, { action: 'delete', entity: 'ballot_entries', entityId: entry.id, detail: entry });
  });
}
