import { eq } from 'drizzle-orm';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { competitionEntries } from '../../db/schema/index.js';
import { readCompetitionEntries } from './read-competition-entries.js';

/** One member's entry of the club, as the API answers it. */
export async function readCompetitionEntry(db: Database, golfCourseId: number, entryId: number) {
  const [entry] = await readCompetitionEntries(db, golfCourseId, eq(competitionEntries.id, entryId));
  if (!entry) throw new NotFoundError();
  return entry;
}
