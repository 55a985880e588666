import { ConflictError, type FieldErrors } from '../../core/domain-errors.js';
import type { RecordChange } from '../../core/record-change.js';
import { tournamentOf } from './tournament-of.js';

/**
 * A part of a tournament (a team, prize, note or round) belongs to a tournament the caller runs, and changes no more
 * once the tournament is finalised.
 */
export async function checkTournamentPart({ tx, input, existing, actor }: RecordChange): Promise<FieldErrors | null> {
  const tournamentId = (input.tournament_id ?? existing?.tournament_id) as number;
  const tournament = await tournamentOf(tx, actor, tournamentId);
  if (!tournament) return { tournament_id: [`Invalid pk "${tournamentId}" - object does not exist.`] };
  if (existing && input.tournament_id !== undefined && input.tournament_id !== existing.tournament_id) {
    return { tournament_id: ['A part of a tournament stays with its tournament.'] };
  }
  if (tournament.status === 'finalised') throw new ConflictError('The tournament is finalised: it is kept as it is.');
  return null;
}
