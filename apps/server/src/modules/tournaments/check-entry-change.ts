import { and, eq, ne, sql } from 'drizzle-orm';
import { ConflictError, type FieldErrors } from '../../core/domain-errors.js';
import { tournamentMembers, tournamentTeams, tournaments } from '../../db/schema/index.js';
import type { RecordChange } from '../../core/record-change.js';
import { tournamentOf } from './tournament-of.js';

/** Statuses of a tournament after play has started, when its field's handicaps stay as they are. */
const inPlayOrAfter = new Set(['in_progress', 'completed', 'finalised']);

/**
 * A change of an entry: its tournament is the caller's and not finalised; its tee set changes only before play; a
 * team it joins is of the same tournament and has a place left.
 */
export async function checkEntryChange({ tx, input, existing, actor }: RecordChange): Promise<FieldErrors | null> {
  const tournament = await tournamentOf(tx, actor, existing!.tournament_id as number);
  if (!tournament) return { tournament_id: ['This entry’s tournament is not one you run.'] };
  if (tournament.status === 'finalised')
    throw new ConflictError('The tournament is finalised: its field is kept as it is.');
  if (
    input.hole_category_id !== undefined &&
    input.hole_category_id !== existing!.hole_category_id &&
    inPlayOrAfter.has(tournament.status)
  ) {
    throw new ConflictError('Play has started: the field’s tees and handicaps are kept as they are.');
  }
  const teamId = input.team_id as number | null | undefined;
  if (teamId === undefined || teamId === null || teamId === existing!.team_id) return null;
  const [team] = await tx
    .select({ name: tournamentTeams.name, size: tournaments.team_size })
    .from(tournamentTeams)
    .innerJoin(tournaments, eq(tournaments.id, tournamentTeams.tournament_id))
    .where(and(eq(tournamentTeams.id, teamId), eq(tournamentTeams.tournament_id, tournament.id)));
  if (!team) return { team_id: [`Invalid pk "${teamId}" - object does not exist.`] };
  // The team's players other than this entry: counted on their own, a subquery's columns would lose their tables.
  const [{ members }] = (await tx
    .select({ members: sql<number>`count(*)::int` })
    .from(tournamentMembers)
    .where(and(eq(tournamentMembers.team_id, teamId), ne(tournamentMembers.id, existing!.id as number)))) as [
    { members: number },
  ];
  if (team.size !== null && members >= team.size) {
    return { team_id: [`${team.name} is full: a team has ${team.size} players.`] };
  }
  return null;
}
