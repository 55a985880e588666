import { eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { type Entrant, golferOfClub } from './golfer-of-club.js';

/** The caller's own golfer in the active club, or undefined when the caller is not a golfer of it. */
export function entrantOf(db: Database, actor: Actor): Promise<Entrant | undefined> {
  return golferOfClub(db, actor.golfCourseId!, eq(members.user_id, actor.userId!));
}
