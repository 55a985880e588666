import { and, eq, isNull } from 'drizzle-orm';
import { hashToken } from '../../core/tokens.js';
import type { Database } from '../../db/client.js';
import { clubTerminals, golfCourses } from '../../db/schema/index.js';

/** A club-house terminal, as its token names it: the club it serves. */
export type ClubTerminal = { id: number; name: string; golfCourseId: number; golfCourseName: string };

/** The open (not revoked) terminal a token belongs to, or null. */
export async function terminalOfToken(db: Database, token: string): Promise<ClubTerminal | null> {
  const [terminal] = await db
    .select({
      id: clubTerminals.id,
      name: clubTerminals.name,
      golfCourseId: clubTerminals.golf_course_id,
      golfCourseName: golfCourses.name,
    })
    .from(clubTerminals)
    .innerJoin(golfCourses, eq(golfCourses.id, clubTerminals.golf_course_id))
    .where(and(eq(clubTerminals.token_hash, hashToken(token)), isNull(clubTerminals.revoked_at)));
  return terminal ?? null;
}
