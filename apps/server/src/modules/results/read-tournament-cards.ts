import type { Hole } from '@fairway/golf';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { members, playerRounds, playerScores, tournamentMembers } from '../../db/schema/index.js';
import { type RoundCardHole, roundCardHoles } from '../courses/index.js';
import { playerHoles } from '../scoring/index.js';
import type { TournamentRow } from '../tournaments/index.js';

/** An entry of the field with its handicaps as entered and its card of the round: strokes and holes played. */
export type EntryCard = {
  memberId: number;
  name: string;
  teamId: number | null;
  category: string;
  status: string;
  playingHandicap: number | null;
  courseHandicap: number | null;
  /** The entry's own card: its tee set's pars and stroke indexes, in card order. */
  holes: Hole[];
  /** Strokes per hole in card order; null for no score (picked up, or not entered: see `played`). */
  strokes: (number | null)[];
  /** Whether a score is stored for each hole (a picked-up hole is stored with no strokes). */
  played: boolean[];
};

/** A tournament's rounds, its card (the round's holes) and every entry's card of the round results are made of. */
export type TournamentCards = {
  rounds: { id: number; roundNumber: number }[];
  holes: RoundCardHole[];
  entries: EntryCard[];
  scoresStored: number;
};

/**
 * Everything a calculation of results reads: the tournament's rounds not cancelled, the holes of its first, and each
 * entry's handicaps as snapshotted when play started with their scores of that round, in the order of their names.
 */
export async function readTournamentCards(db: Database, tournament: TournamentRow): Promise<TournamentCards> {
  const rounds = await db
    .select({
      id: playerRounds.id,
      roundNumber: playerRounds.round_number,
      sectionId: playerRounds.player_round_section_id,
    })
    .from(playerRounds)
    .where(and(eq(playerRounds.tournament_id, tournament.id), ne(playerRounds.status, 'cancelled')))
    .orderBy(asc(playerRounds.round_number));
  const round = rounds[0];
  if (!round) return { rounds: [], holes: [], entries: [], scoresStored: 0 };
  const [holes, field, scores] = await Promise.all([
    roundCardHoles(db, tournament.golf_course_id, {
      sectionId: round.sectionId,
      holes: tournament.holes,
      nine: tournament.nine,
    }),
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
      })
      .from(tournamentMembers)
      .innerJoin(members, eq(members.id, tournamentMembers.member_id))
      .where(eq(tournamentMembers.tournament_id, tournament.id))
      .orderBy(asc(members.last_name), asc(members.first_name), asc(members.id)),
    db
      .select({ memberId: playerScores.member_id, holeNumber: playerScores.hole_number, strokes: playerScores.strokes })
      .from(playerScores)
      .where(eq(playerScores.player_round_id, round.id)),
  ]);
  const holeIndex = new Map(holes.map((hole, index) => [hole.number, index]));
  const entries = field.map((entry): EntryCard => ({
    memberId: entry.memberId,
    name: entry.name,
    teamId: entry.teamId,
    category: entry.category,
    status: entry.status,
    playingHandicap: entry.playingHandicap,
    courseHandicap: entry.courseHandicap,
    holes: playerHoles(holes, entry.holeCategoryId, entry.gender),
    strokes: holes.map(() => null),
    played: holes.map(() => false),
  }));
  const entryOf = new Map(entries.map((entry) => [entry.memberId, entry]));
  for (const score of scores) {
    const entry = entryOf.get(score.memberId);
    const index = holeIndex.get(score.holeNumber);
    if (!entry || index === undefined) continue;
    entry.strokes[index] = score.strokes;
    entry.played[index] = true;
  }
  return {
    rounds: rounds.map(({ id, roundNumber }) => ({ id, roundNumber })),
    holes,
    entries,
    scoresStored: scores.length,
  };
}
