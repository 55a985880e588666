import { eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import type { Database } from '../../db/client.js';
import { authTokens } from '../../db/schema/index.js';

/** Signs the caller out: the token in use stops working. */
export async function logOut(db: Database, input: { tokenId: number; actor: Actor }) {
  await db.transaction(async (tx) => {
    await tx.delete(authTokens).where(eq(authTokens.id, input.tokenId));
    await writeAudit(tx, input.actor, { action: 'logout', entity: 'users', entityId: input.actor.userId });
  });
}
