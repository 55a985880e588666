import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { newToken } from '../../core/tokens.js';
import type { Database } from '../../db/client.js';
import { clubTerminals } from '../../db/schema/index.js';

/** A club admin opens a club-house terminal for their club: only its token's hash is kept, the token answered once. */
export async function openClubTerminal(db: Database, actor: Actor, name: string) {
  const { token, tokenHash } = newToken();
  return db.transaction(async (tx) => {
    const [terminal] = await tx
      .insert(clubTerminals)
      .values({
        golf_course_id: actor.golfCourseId!,
        name,
        token_hash: tokenHash,
        created_by: actor.userId,
        updated_by: actor.userId,
      })
      .returning({
        id: clubTerminals.id,
        name: clubTerminals.name,
        created_at: clubTerminals.created_at,
        revoked_at: clubTerminals.revoked_at,
      });
    await writeAudit(tx, actor, { action: 'create', entity: 'club_terminals', entityId: terminal!.id });
    return { ...terminal!, token };
  });
}
