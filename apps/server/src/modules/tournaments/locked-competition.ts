import { and, eq } from 'drizzle-orm';
import { ConflictError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { tournamentEntryRules, tournaments } from '../../db/schema/index.js';
import type { EntryRulesRow } from './entry-terms-of.js';
import type { TournamentRow } from './tournament-of.js';

/**
 * A tournament of the club open for members' own entries, with its rules, its row locked for the caller's
 * transaction: members' entries of one tournament are answered one batch after another (`takeCompetitionEntries`), in
 * the order the database took them. Another club's tournament is not found; one without entry rules is refused.
 * The lock is `for no key update`: it serialises the entries, the organiser's too (`enterGolfers`), but not the
 * key-share locks that writing a row referencing the tournament takes.
 */
export async function lockedCompetition(
  tx: Database,
  golfCourseId: number,
  tournamentId: number,
): Promise<{ tournament: TournamentRow; rules: EntryRulesRow }> {
  const [found] = await tx
    .select({ tournament: tournaments, rules: tournamentEntryRules })
    .from(tournaments)
    .leftJoin(tournamentEntryRules, eq(tournamentEntryRules.tournament_id, tournaments.id))
    .where(and(eq(tournaments.id, tournamentId), inClub(tournaments, golfCourseId)))
    .for('no key update', { of: tournaments });
  if (!found) throw new NotFoundError();
  const { tournament, rules } = found;
  if (!rules)
    throw new ConflictError('Members do not enter this tournament themselves: its organiser makes the field.');
  return { tournament, rules };
}
