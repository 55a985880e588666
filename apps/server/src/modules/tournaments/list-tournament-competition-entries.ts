import { eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { competitionEntries } from '../../db/schema/index.js';
import { readCompetitionEntries } from './read-competition-entries.js';
import { tournamentOf } from './tournament-of.js';

/**
 * A tournament's entries made by members, for its organisers: those in the field with their fee, the waiting list in
 * its order, offers standing, and those withdrawn or lapsed. A tournament the caller does not run is not found.
 */
export async function listTournamentCompetitionEntries(db: Database, actor: Actor, tournamentId: number) {
  const tournament = await tournamentOf(db, actor, tournamentId);
  if (!tournament) throw new NotFoundError();
  return readCompetitionEntries(db, actor.golfCourseId!, eq(competitionEntries.tournament_id, tournament.id));
}
