import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import { ForbiddenError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { entrantOf } from './entrant-of.js';
import { lockedCompetition } from './locked-competition.js';
import { readCompetitionEntry } from './read-competition-entry.js';
import { type CompetitionEntryInput, takeCompetitionEntry } from './take-competition-entry.js';

/**
 * A golfer of the club enters a competition of the club themselves (`takeCompetitionEntry`): into the field with its
 * fee posted to their account while a place is free and no one waits before them, else onto the waiting list where
 * the event keeps one; where the event plays as sides or teams, with the partners they name, all at once. Answers the
 * entry.
 */
export async function enterCompetition(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  actor: Actor,
  tournamentId: number,
  input: CompetitionEntryInput,
) {
  const golfCourseId = actor.golfCourseId!;
  return db.transaction(async (tx) => {
    await lockedCompetition(tx, golfCourseId, tournamentId, { locked: false });
    const entrant = await entrantOf(tx, actor);
    if (!entrant) throw new ForbiddenError('Only a golfer of the club enters its competitions.');
    const { id } = await takeCompetitionEntry(tx, config, actor, tournamentId, entrant, input);
    return readCompetitionEntry(tx, golfCourseId, id);
  });
}
