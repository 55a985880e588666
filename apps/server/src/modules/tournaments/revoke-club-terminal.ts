import { and, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { clubTerminals } from '../../db/schema/index.js';

/** A club admin revokes one of the club's terminals: its token no longer answers. Revoking again changes nothing. */
export async function revokeClubTerminal(db: Database, actor: Actor, terminalId: number) {
  return db.transaction(async (tx) => {
    const at = new Date();
    const [revoked] = await tx
      .update(clubTerminals)
      .set({ revoked_at: at, updated_at: at, updated_by: actor.userId })
      .where(
        and(
          eq(clubTerminals.id, terminalId),
          inClub(clubTerminals, actor.golfCourseId!),
          isNull(clubTerminals.revoked_at),
        ),
      )
      .returning({ id: clubTerminals.id });
    if (revoked) await writeAudit(tx, actor, { action: 'update', entity: 'club_terminals', entityId: terminalId });
    const [terminal] = await tx
      .select({
        id: clubTerminals.id,
        name: clubTerminals.name,
        created_at: clubTerminals.created_at,
        revoked_at: clubTerminals.revoked_at,
      })
      .from(clubTerminals)
      .where(and(eq(clubTerminals.id, terminalId), inClub(clubTerminals, actor.golfCourseId!)));
    if (!terminal) throw new NotFoundError();
    return terminal;
  });
}
