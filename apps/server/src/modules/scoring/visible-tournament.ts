import { Role } from '@fairway/contract';
import type { Actor } from '../../core/actor.js';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { organisesTournament } from './organises-tournament.js';
import type { TournamentRow } from './read-round-sheet.js';

/**
 * The tournament (read by the caller, from memory where it can be) whose board the caller may see, or not found: a public board for anyone, signed in or not; a
 * members' board for anyone of its club (X-Golf-Course); a hidden board, or one not yet open, for its organisers.
 * Another club's tournament is not found, whatever its visibility, to a caller in a club.
 */
export async function visibleTournament(
  db: Database,
  actor: Actor,
  tournament: TournamentRow | undefined,
): Promise<TournamentRow> {
  if (!tournament) throw new NotFoundError();
  if (actor.golfCourseId !== null && tournament.golf_course_id !== actor.golfCourseId) throw new NotFoundError();
  const underway = tournament.status !== 'draft' && tournament.status !== 'cancelled';
  if (underway && tournament.leaderboard_visibility === 'public') return tournament;
  if (actor.golfCourseId === null) throw new NotFoundError();
  if (underway && tournament.leaderboard_visibility === 'members') return tournament;
  const organiser =
    (actor.roles ?? []).includes(Role.superAdmin) || (await organisesTournament(db, actor, tournament.id));
  if (!organiser) throw new NotFoundError();
  return tournament;
}
