import { eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { competitionEntries } from '../../db/schema/index.js';
import { entrantOf } from './entrant-of.js';
import { readCompetitionEntries } from './read-competition-entries.js';

/** The caller's own entries of the club's competitions (My Entries), withdrawn and lapsed ones included. */
export async function listOwnCompetitionEntries(db: Database, actor: Actor) {
  const entrant = await entrantOf(db, actor);
  if (!entrant) return [];
  return readCompetitionEntries(db, actor.golfCourseId!, eq(competitionEntries.member_id, entrant.id));
}
