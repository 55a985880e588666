import type { ballotEntryChangeInput } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { postgresErrorOf } from '../../db/database-faults.js';
import { ballotEntries, ballotEntryMembers } from '../../db/schema/index.js';
import { ballotGroupOf } from './ballot-group-of.js';
import { openBallotEntry } from './open-ballot-entry.js';

/**
 * Changes an entry's group or window, by its entering member or a club admin, before the ballot closes (409 after),
 * under the same checks as entering.
 */
export async function changeBallotEntry(
  db: Database,
  actor: Actor,
  entryId: number,
  input: z.output<typeof ballotEntryChangeInput>,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const { entry, ballot } = await openBallotEntry(tx, actor, entryId);
      const others = input.others ?? entry.others;
      const memberIds = await ballotGroupOf(tx, ballot, { ...input, memberId: entry.member_id, others }, entry.id);
      await tx
        .update(ballotEntries)
        .set({
          others,
          from_time: input.from_time,
          to_time: input.to_time,
          updated_at: new Date(),
          updated_by: actor.userId,
        })
        .where(eq(ballotEntries.id, entry.id));
      await tx.delete(ballotEntryMembers).where(eq(ballotEntryMembers.ballot_entry_id, entry.id));
      await tx.insert(ballotEntryMembers).values(
        memberIds.map((memberId) => ({
          golf_course_id: entry.golf_course_id,
          ballot_id: entry.ballot_id,
          ballot_entry_id: entry.id,
          member_id: memberId,
        })),
      );
      await writeAudit(tx, actor, { action: 'update', entity: 'ballot_entries', entityId: entry.id, detail: input });
    });
  } catch (error) {
    if (postgresErrorOf(error)?.code === '23505')
      throw new ConflictError('A member of this group entered the ballot meanwhile: see your entries again.');
    throw error;
  }
}
