import type { TournamentResults } from '@fairway/contract';
import type { Actor } from '../../core/actor.js';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { tournamentOf } from '../tournaments/index.js';
import type { StoredResults } from './stored-results.js';

/**
 * A tournament's results (`storedResults`) as the caller may read them. Its organisers see them as soon as they are
 * calculated; once published, anyone who may see its board does: a public one anyone, signed in or not, a members'
 * one anyone of its club, a hidden one its organisers. Another club's tournament, and results the caller may not see,
 * are not found. Published results the board's visibility shows ask the database nothing.
 */
export async function visibleResults(
  db: Database,
  actor: Actor,
  stored: StoredResults | undefined,
): Promise<TournamentResults> {
  if (!stored) throw new NotFoundError();
  const ownClub = actor.golfCourseId === stored.golf_course_id;
  if (actor.golfCourseId !== null && !ownClub) throw new NotFoundError();
  const boardReader =
    stored.leaderboard_visibility === 'public' || (stored.leaderboard_visibility === 'members' && ownClub);
  const { results } = stored;
  if (results?.published && boardReader) return results;
  const organiser = ownClub && (await tournamentOf(db, actor, stored.id)) !== undefined;
  if (!organiser && !boardReader) throw new NotFoundError();
  if (!results?.published && !organiser) throw new NotFoundError('No results have been published yet.');
  if (!results) throw new NotFoundError('No results have been calculated yet.');
  return results;
}
