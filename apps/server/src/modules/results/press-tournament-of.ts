import type { TournamentFormat } from '@fairway/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { tournamentResults, tournaments } from '../../db/schema/index.js';
import { tournamentOf } from '../tournaments/index.js';
import { formatWords } from './calculate-results.js';

/**
 * The press and re-press tournament of the actor's club that they run, locked for a change of its presses: refused
 * for another format (400) and once its results are published (409); another club's is not found.
 */
export async function pressTournamentOf(db: Database, actor: Actor, tournamentId: number) {
  const tournament = await tournamentOf(db, actor, tournamentId);
  if (!tournament) throw new NotFoundError();
  const format = tournament.format as TournamentFormat;
  if (format !== 'press_repress') {
    throw new InvalidInputError({
      format: [`This tournament is played as ${formatWords[format]}; presses are called in a press and re-press.`],
    });
  }
  await db.execute(
    sql`select ${tournaments.id} from ${tournaments} where ${tournaments.id} = ${tournamentId} for update`,
  );
  const [published] = await db
    .select({ id: tournamentResults.id })
    .from(tournamentResults)
    .where(
      and(
        eq(tournamentResults.tournament_id, tournamentId),
        isNull(tournamentResults.replaced_at),
        eq(tournamentResults.published, true),
      ),
    );
  if (published) throw new ConflictError('The results are published; presses are no longer called or removed.');
  return tournament;
}
