import { and, eq } from 'drizzle-orm';
import type { FieldErrors } from '../../core/domain-errors.js';
import { tournamentMembers, tournaments } from '../../db/schema/index.js';
import type { RecordChange } from '../../core/record-change.js';
import { checkTournamentPart } from './check-tournament-part.js';

/**
 * A team: of a tournament the caller runs; in a Ryder Cup on side A or B; its captain an entry of the tournament who
 * plays for no other team (nobody captains one side and plays for the other).
 */
export async function checkTeam(change: RecordChange): Promise<FieldErrors | null> {
  const partErrors = await checkTournamentPart(change);
  if (partErrors) return partErrors;
  const { tx, input, existing } = change;
  const value = (field: string) => (input[field] !== undefined ? input[field] : existing?.[field]) ?? null;
  const tournamentId = value('tournament_id') as number;
  const [tournament] = await tx
    .select({ format: tournaments.format })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  const errors: FieldErrors = {};
  if (tournament?.format === 'ryder_cup' && value('side') === null) {
    errors.side = ['A Ryder Cup team is side A or side B.'];
  }
  const captain = value('captain_member_id') as number | null;
  if (captain !== null) {
    const [entry] = await tx
      .select({ team_id: tournamentMembers.team_id })
      .from(tournamentMembers)
      .where(and(eq(tournamentMembers.tournament_id, tournamentId), eq(tournamentMembers.member_id, captain)));
    if (!entry) errors.captain_member_id = ['The captain is one of the tournament’s entries.'];
    else if (entry.team_id !== null && entry.team_id !== (existing?.id ?? null)) {
      errors.captain_member_id = ['The captain plays for another team.'];
    }
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
