import type { TournamentScoreDetails } from '@fairway/contract';
import { cardDetails, entryHandicaps } from '@fairway/golf';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { tournamentMembers } from '../../db/schema/index.js';
import { tournamentOf } from '../tournaments/index.js';
import { readTournamentCards } from './read-tournament-cards.js';

type HandicapSnapshot = {
  memberId: number;
  handicapIndex: number | null;
  courseRating: number | null;
  slopeRating: number | null;
  ratedPar: number | null;
};

/**
 * Every player's cards of a tournament hole by hole, as its organisers and the super admin check them: strokes
 * received, net, points and the score for handicap purposes from `@fairway/golf`'s `cardDetails`, and the entry's
 * handicaps worked out again from its snapshot (index and the tee set's ratings) with the tournament's allowance and
 * maximum, so that a playing handicap an organiser set by hand shows as such. Another club's tournament is not found.
 */
export async function readScoreDetails(
  db: Database,
  actor: Actor,
  tournamentId: number,
): Promise<TournamentScoreDetails> {
  const tournament = await tournamentOf(db, actor, tournamentId);
  if (!tournament) throw new NotFoundError();
  const [cards, snapshots] = await Promise.all([
    readTournamentCards(db, tournament),
    db
      .select({
        memberId: tournamentMembers.member_id,
        handicapIndex: tournamentMembers.handicap_index,
        courseRating: tournamentMembers.course_rating,
        slopeRating: tournamentMembers.slope_rating,
        ratedPar: tournamentMembers.rated_par,
      })
      .from(tournamentMembers)
      .where(eq(tournamentMembers.tournament_id, tournament.id)),
  ]);
  const snapshotOf = new Map<number, HandicapSnapshot>(snapshots.map((snapshot) => [snapshot.memberId, snapshot]));
  const holes = tournament.holes === 9 ? 9 : 18;
  return {
    tournament_id: tournament.id,
    name: tournament.name,
    format: tournament.format as TournamentScoreDetails['format'],
    allowance_percent: tournament.handicap_allowance,
    maximum_handicap: tournament.max_handicap,
    players: cards.entries.map((entry) => {
      const snapshot = snapshotOf.get(entry.memberId);
      const rated =
        snapshot?.handicapIndex != null &&
        snapshot.courseRating !== null &&
        snapshot.slopeRating !== null &&
        snapshot.ratedPar !== null;
      const workedOut = rated
        ? entryHandicaps({
            handicapIndex: snapshot.handicapIndex!,
            courseRating: snapshot.courseRating!,
            slopeRating: snapshot.slopeRating!,
            par: snapshot.ratedPar!,
            holes,
            allowancePercent: tournament.handicap_allowance,
            maximumPlayingHandicap: tournament.max_handicap,
          })
        : null;
      return {
        member_id: entry.memberId,
        name: entry.name,
        category: entry.category,
        status: entry.status as TournamentScoreDetails['players'][number]['status'],
        handicap: {
          handicap_index: snapshot?.handicapIndex ?? null,
          course_rating: snapshot?.courseRating ?? null,
          slope_rating: snapshot?.slopeRating ?? null,
          rated_par: snapshot?.ratedPar ?? null,
          unrounded_course_handicap: workedOut?.unroundedCourseHandicap ?? null,
          course_handicap: entry.courseHandicap,
          playing_handicap: entry.playingHandicap,
          worked_out_playing_handicap: workedOut?.playingHandicap ?? null,
          capped_by_maximum: workedOut?.cappedByMaximum ?? false,
          set_by_organiser: workedOut !== null && workedOut.playingHandicap !== entry.playingHandicap,
        },
        rounds: cards.rounds.map((round, index) => {
          const card = entry.rounds[index]!;
          const details = cardDetails({
            holes: card.holes,
            strokes: card.strokes,
            playingHandicap: entry.playingHandicap ?? 0,
            courseHandicap: entry.courseHandicap,
          });
          return {
            round_number: round.roundNumber,
            holes: details.holes.map((hole, holeIndex) => ({
              number: round.holes[holeIndex]!.number,
              par: card.holes[holeIndex]!.par,
              stroke_index: card.holes[holeIndex]!.strokeIndex,
              ...hole,
            })),
            gross: details.gross,
            net: details.net,
            points: details.points,
            adjusted_gross: details.adjustedGross,
          };
        }),
      };
    }),
  };
}
