import type { TournamentResults } from '@fairway/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { tournamentPeoriaDraws, tournamentResults, tournaments } from '../../db/schema/index.js';
import { tournamentOf } from '../tournaments/index.js';
import { resultPrizes } from './result-prizes.js';
import { resultsAnswer } from './results-answer.js';

/**
 * A tournament's current results. Its organisers see them as soon as they are calculated; once published, anyone
 * who may see the tournament's board does: a public one anyone, signed in or not, a members' one anyone of its club,
 * a hidden one its organisers. Another club's tournament, and results the caller may not see, are not found. While a
 * recalculation after a correction waits to be published, everyone reads the published results.
 */
export async function readResults(db: Database, actor: Actor, tournamentId: number): Promise<TournamentResults> {
  const [tournament] = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
  if (!tournament) throw new NotFoundError();
  const ownClub = actor.golfCourseId === tournament.golf_course_id;
  if (actor.golfCourseId !== null && !ownClub) throw new NotFoundError();
  const organiser = ownClub && (await tournamentOf(db, actor, tournamentId)) !== undefined;
  const visible =
    organiser ||
    tournament.leaderboard_visibility === 'public' ||
    (tournament.leaderboard_visibility === 'members' && ownClub);
  if (!visible) throw new NotFoundError();
  const currents = await db
    .select()
    .from(tournamentResults)
    .where(and(eq(tournamentResults.tournament_id, tournamentId), isNull(tournamentResults.replaced_at)));
  const snapshot = currents.find((current) => current.published) ?? currents[0];
  if (!snapshot?.published && !organiser) throw new NotFoundError('No results have been published yet.');
  if (!snapshot) throw new NotFoundError('No results have been calculated yet.');
  const [draw] =
    snapshot.published && snapshot.peoria_draw_id !== null
      ? await db
          .select({ hiddenHoles: tournamentPeoriaDraws.hidden_holes })
          .from(tournamentPeoriaDraws)
          .where(eq(tournamentPeoriaDraws.id, snapshot.peoria_draw_id))
      : [];
  return resultsAnswer(snapshot, draw?.hiddenHoles ?? null, await resultPrizes(db, tournamentId));
}
