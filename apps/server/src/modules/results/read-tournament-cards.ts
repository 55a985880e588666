import type { Hole } from '@fairway/golf';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { members, playerRounds, playerScores, tournamentMembers } from '../../db/schema/index.js';
import { playerHoles, type RoundCardHole, roundCardHoles } from '../courses/index.js';
import type { TournamentRow } from '../tournaments/index.js';

/** An entry's card of one round: its tee set's holes, strokes and which holes have a stored score. */
export type EntryRoundCard = {
  /** The entry's own card: its tee set's pars and stroke indexes, in card order. */
  holes: Hole[];
  /** Strokes per hole in card order; null for no score (picked up, or not entered: see `played`). */
  strokes: (number | null)[];
  /** Whether a score is stored for each hole (a picked-up hole is stored with no strokes). */
  played: boolean[];
};

/** An entry of the field with its handicaps as entered and its card of each round. */
export type EntryCard = {
  memberId: number;
  name: string;
  teamId: number | null;
  category: string;
  status: string;
  playingHandicap: number | null;
  courseHandicap: number | null;
  /** The Handicap Index on the day, as entered: the India double Peoria's declared handicap is it rounded half up. */
  handicapIndex: number | null;
  /** The ratings the entry was entered on: with the index, a Ryder Cup's match handicaps are worked out from them. */
  courseRating: number | null;
  slopeRating: number | null;
  ratedPar: number | null;
  /** One card per round of `TournamentCards.rounds`, in the same order. */
  rounds: EntryRoundCard[];
};

/** A tournament's rounds with their holes, and every entry's cards of them. */
export type TournamentCards = {
  rounds: { id: number; roundNumber: number; holes: RoundCardHole[] }[];
  entries: EntryCard[];
  scoresStored: number;
};

/**
 * Everything a calculation of results reads: the tournament's rounds played so far with their holes, and each entry's
 * handicaps as snapshotted when play started with their scores of each round, in the order of their names. A round
 * counts once a score of it is stored (the one in play counts, its cards still missing scores named as missing); a
 * round not started yet, or cancelled, is left out: after the first day of a two-round event, its results are round
 * 1's. When no round has started, its first round alone, with no scores.
 */
export async function readTournamentCards(db: Database, tournament: TournamentRow): Promise<TournamentCards> {
  const rounds = await db
    .select({
      id: playerRounds.id,
      roundNumber: playerRounds.round_number,
      sectionId: playerRounds.player_round_section_id,
      // Named in full: a query of one table names its columns bare, which the subquery would read as its own.
      started: sql<boolean>`exists (select 1 from ${playerScores} where ${playerScores}.player_round_id = ${playerRounds}.id)`,
    })
    .from(playerRounds)
    .where(and(eq(playerRounds.tournament_id, tournament.id), ne(playerRounds.status, 'cancelled')))
    .orderBy(asc(playerRounds.round_number))
    .then((all) => {
      const started = all.filter((round) => round.started);
      return started.length > 0 ? started : all.slice(0, 1);
    });
  if (rounds.length === 0) return { rounds: [], entries: [], scoresStored: 0 };
  const [holesByRound, field, scores] = await Promise.all([
    Promise.all(
      rounds.map((round) =>
        roundCardHoles(db, tournament.golf_course_id, {
          sectionId: round.sectionId,
          holes: tournament.holes,
          nine: tournament.nine,
        }),
      ),
    ),
    db
      .select({
        memberId: tournamentMembers.member_id,
        name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`,
        gender: members.gender,
        holeCategoryId: tournamentMembers.hole_category_id,
        teamId: tournamentMembers.team_id,
        category: tournamentMembers.category,
        status: tournamentMembers.status,
        playingHandicap: tournamentMembers.playing_handicap,
        courseHandicap: tournamentMembers.course_handicap,
        handicapIndex: tournamentMembers.handicap_index,
        courseRating: tournamentMembers.course_rating,
        slopeRating: tournamentMembers.slope_rating,
        ratedPar: tournamentMembers.rated_par,
      })
      .from(tournamentMembers)
      .innerJoin(members, eq(members.id, tournamentMembers.member_id))
      .where(eq(tournamentMembers.tournament_id, tournament.id))
      .orderBy(asc(members.last_name), asc(members.first_name), asc(members.id)),
    db
      .select({
        roundId: playerScores.player_round_id,
        memberId: playerScores.member_id,
        holeNumber: playerScores.hole_number,
        strokes: playerScores.strokes,
      })
      .from(playerScores)
      .where(
        inArray(
          playerScores.player_round_id,
          rounds.map((round) => round.id),
        ),
      ),
  ]);
  const entries = field.map((entry): EntryCard => ({
    memberId: entry.memberId,
    name: entry.name,
    teamId: entry.teamId,
    category: entry.category,
    status: entry.status,
    playingHandicap: entry.playingHandicap,
    courseHandicap: entry.courseHandicap,
    handicapIndex: entry.handicapIndex,
    courseRating: entry.courseRating,
    slopeRating: entry.slopeRating,
    ratedPar: entry.ratedPar,
    rounds: holesByRound.map((holes) => ({
      holes: playerHoles(holes, entry.holeCategoryId, entry.gender),
      strokes: holes.map(() => null),
      played: holes.map(() => false),
    })),
  }));
  const entryOf = new Map(entries.map((entry) => [entry.memberId, entry]));
  const roundIndex = new Map(rounds.map((round, index) => [round.id, index]));
  const holeIndexes = holesByRound.map((holes) => new Map(holes.map((hole, index) => [hole.number, index])));
  for (const score of scores) {
    const round = roundIndex.get(score.roundId)!;
    const card = entryOf.get(score.memberId)?.rounds[round];
    const index = holeIndexes[round]!.get(score.holeNumber);
    if (!card || index === undefined) continue;
    card.strokes[index] = score.strokes;
    card.played[index] = true;
  }
  return {
    rounds: rounds.map(({ id, roundNumber }, index) => ({ id, roundNumber, holes: holesByRound[index]! })),
    entries,
    scoresStored: scores.length,
  };
}
