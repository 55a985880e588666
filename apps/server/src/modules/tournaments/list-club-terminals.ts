import { desc } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { clubTerminals } from '../../db/schema/index.js';

/** The club's terminals as its admins see them (never their tokens), the latest first. */
export function listClubTerminals(db: Database, actor: Actor) {
  return db
    .select({
      id: clubTerminals.id,
      name: clubTerminals.name,
      created_at: clubTerminals.created_at,
      revoked_at: clubTerminals.revoked_at,
    })
    .from(clubTerminals)
    .where(inClub(clubTerminals, actor.golfCourseId!))
    .orderBy(desc(clubTerminals.id));
}
