import { ConflictError, type FieldErrors } from '../../core/domain-errors.js';
import type { RecordChange } from '../../core/record-change.js';
import { checkTournamentPart } from './check-tournament-part.js';
import { tournamentOf } from './tournament-of.js';

/** A round: of a tournament the caller runs, numbered within its rounds, played within its dates. */
export async function checkRound(change: RecordChange): Promise<FieldErrors | null> {
  const partErrors = await checkTournamentPart(change);
  if (partErrors) return partErrors;
  const { tx, input, existing, actor } = change;
  if (existing && existing.status === 'completed') {
    throw new ConflictError('The round is completed: it is kept as it was played.');
  }
  const tournament = (await tournamentOf(tx, actor, (input.tournament_id ?? existing!.tournament_id) as number))!;
  const errors: FieldErrors = {};
  const roundNumber = (input.round_number ?? existing?.round_number) as number;
  if (roundNumber > tournament.rounds_count) {
    errors.round_number = [
      `The tournament has ${tournament.rounds_count} round${tournament.rounds_count === 1 ? '' : 's'}.`,
    ];
  }
  const playDate = (input.play_date ?? existing?.play_date) as string;
  if (playDate < tournament.start_date || playDate > tournament.end_date) {
    errors.play_date = [`Play within the tournament's dates: ${tournament.start_date} to ${tournament.end_date}.`];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
