import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import type { Database } from '../../db/client.js';
import { memberIndexes, members } from '../../db/schema/index.js';
import { keepCurrentIndex } from './keep-current-index.js';

/** A golfer about to be made: their personal data, the login they are (if any), and the index they declare. */
export type NewGolfer = {
  user_id?: number | null | undefined;
  first_name: string;
  last_name?: string | undefined;
  gender?: 'M' | 'F' | null | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  date_of_birth?: string | null | undefined;
  federation_number?: string | undefined;
  /** The Handicap Index they declare: it starts their index history, dated today. */
  handicap_index?: number | null | undefined;
};

/**
 * Makes a golfer, inside the caller's transaction: their record, audited, and when they declare an index, the first
 * entry of their index history, from which their current index and Low Handicap Index follow like anyone's
 * (keepCurrentIndex). Every path that makes a golfer calls this; tying them to a club is tieGolferToClub's.
 */
export async function createGolfer(
  tx: Database,
  actor: Actor,
  golfer: NewGolfer,
  { indexNote }: { indexNote: string },
): Promise<number> {
  const { handicap_index: handicapIndex, ...personal } = golfer;
  const [created] = await tx
    .insert(members)
    .values({ ...personal, created_by: actor.userId, updated_by: actor.userId })
    .returning({ id: members.id });
  const memberId = created!.id;
  await writeAudit(tx, actor, { action: 'create', entity: 'members', entityId: memberId, detail: golfer });
  if (handicapIndex !== null && handicapIndex !== undefined) {
    const [entry] = await tx
      .insert(memberIndexes)
      .values({
        member_id: memberId,
        // The database's day, the one keepCurrentIndex compares with, so that the entry is current at once.
        effective_on: sql`current_date`,
        handicap_index: handicapIndex,
        source: 'manual',
        note: indexNote,
        created_by: actor.userId,
        updated_by: actor.userId,
      })
      .returning({ id: memberIndexes.id });
    await writeAudit(tx, actor, {
      action: 'create',
      entity: 'member_indexes',
      entityId: entry!.id,
      detail: { member_id: memberId, handicap_index: handicapIndex, source: 'manual', note: indexNote },
    });
    await keepCurrentIndex(tx, memberId);
  }
  return memberId;
}
