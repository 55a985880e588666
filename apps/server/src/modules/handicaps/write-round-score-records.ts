import {
  adjustedGrossScore,
  courseHandicap,
  entryHandicaps,
  type Hole,
  scoreDifferential,
  unroundedScoreDifferential,
} from '@fairway/golf';
import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import {
  golfCourses,
  holeCategories,
  members,
  playerRoundGroupMembers,
  playerRounds,
  playerScores,
  playingConditions,
  scoreRecords,
  tournamentMembers,
  tournaments,
} from '../../db/schema/index.js';
import { playerHoles, roundCardHoles, workOutEntries } from '../courses/index.js';
import { reviseHandicapIndexes } from './revise-handicap-indexes.js';

/** Tournament formats whose rounds count for handicap: each player's own score over the card (decision 0075). */
export const handicapFormats = new Set([
  'stroke_play',
  'stableford',
  'peoria',
  'double_peoria',
  'double_peoria_india',
  'double_peoria_without_index',
]);

/** The fewest holes played for an acceptable score (WHS Rule 2.2b, the 2020 text): 14 of 18, 7 of 9. */
const fewestHolesPlayed = { 9: 7, 18: 14 } as const;

/** A picked-up hole is capped at net double bogey: any number of strokes above the cap gives it. */
const PICKED_UP = 99;

type Player = {
  memberId: number;
  gender: string | null;
  holeCategoryId: number | null;
  handicapIndex: number | null;
  courseRating: number | null;
  slopeRating: number | null;
  par: number | null;
};

/**
 * Writes the score records of a round just completed, inside its transaction, and revises each player's Handicap
 * Index: a tournament round of a format that counts (its entries in play, with the tee set and ratings entered with),
 * an individual round at a club with individual rounds on, or a round of general play for handicap once its marker
 * attested it. Each record: the adjusted gross score (net double bogey from the course handicap of the index in
 * force, a hole picked up at net double bogey, a hole not played at net par and counted as estimated), the day's PCC at the club, the differential; a player with fewer holes than an
 * acceptable score needs, or a tee set without ratings, gets none. Completed again, the round's records are rewritten;
 * taken back into play, they are removed.
 * Answers how many were written.
 */
export async function writeRoundScoreRecords(tx: Database, actor: Actor, playerRoundId: number): Promise<number> {
  const [round] = await tx.select().from(playerRounds).where(eq(playerRounds.id, playerRoundId));
  if (!round) return 0;
  const [club] = await tx
    .select({ name: golfCourses.name, individualRounds: golfCourses.individual_rounds_enabled })
    .from(golfCourses)
    .where(eq(golfCourses.id, round.golf_course_id));
  let tournament: typeof tournaments.$inferSelect | undefined;
  if (round.tournament_id !== null) {
    [tournament] = await tx.select().from(tournaments).where(eq(tournaments.id, round.tournament_id));
  }
  const counts =
    round.status === 'completed' &&
    (tournament
      ? handicapFormats.has(tournament.format)
      : round.member_id !== null && (round.for_handicap ? round.attested_at !== null : club?.individualRounds));
  const replaced = await tx
    .delete(scoreRecords)
    .where(eq(scoreRecords.player_round_id, round.id))
    .returning({ memberId: scoreRecords.member_id });
  if (!counts || !club) {
    await reviseHandicapIndexes(
      tx,
      replaced.map((row) => row.memberId),
      actor.userId,
    );
    return 0;
  }
  const holeCount = tournament?.holes ?? round.holes ?? 18;
  const cardHoles = await roundCardHoles(tx, round.golf_course_id, {
    sectionId: round.player_round_section_id,
    holes: holeCount,
    nine: tournament?.nine ?? round.nine,
  });
  const players = await roundPlayers(tx, round, tournament);
  const scores = await tx
    .select({ memberId: playerScores.member_id, holeNumber: playerScores.hole_number, strokes: playerScores.strokes })
    .from(playerScores)
    .where(eq(playerScores.player_round_id, round.id));
  const [conditions] = await tx
    .select({ pcc: playingConditions.pcc })
    .from(playingConditions)
    .where(
      and(eq(playingConditions.golf_course_id, round.golf_course_id), eq(playingConditions.played_on, round.play_date)),
    );
  const pcc = conditions?.pcc ?? 0;
  const teeNames = new Map(
    (
      await tx
        .select({ id: holeCategories.id, name: holeCategories.name })
        .from(holeCategories)
        .where(eq(holeCategories.golf_course_id, round.golf_course_id))
    ).map((tee) => [tee.id, tee.name]),
  );
  const holes = cardHoles.length === 9 ? 9 : 18;
  const rows = [];
  for (const player of players) {
    if (player.courseRating === null || player.slopeRating === null || player.par === null) continue;
    const card: Hole[] = playerHoles(cardHoles, player.holeCategoryId, player.gender);
    const position = new Map(cardHoles.map((hole, index) => [hole.number, index]));
    const strokes: (number | null)[] = card.map(() => null);
    const played = card.map(() => false);
    for (const score of scores) {
      const index = position.get(score.holeNumber);
      if (score.memberId !== player.memberId || index === undefined) continue;
      strokes[index] = score.strokes;
      played[index] = true;
    }
    const holesPlayed = played.filter(Boolean).length;
    if (holesPlayed < fewestHolesPlayed[holes]) continue;
    const unroundedCourseHandicap =
      player.handicapIndex === null
        ? null
        : courseHandicap({
            handicapIndex: player.handicapIndex,
            slopeRating: player.slopeRating,
            courseRating: player.courseRating,
            par: player.par,
            holes,
          });
    const adjusted = adjustedGrossScore({
      holes: card,
      strokes: strokes.map((stroke, index) => (played[index] ? (stroke ?? PICKED_UP) : null)),
      courseHandicap: unroundedCourseHandicap,
    });
    const terms = {
      adjustedGrossScore: adjusted,
      courseRating: player.courseRating,
      slopeRating: player.slopeRating,
      pcc,
    };
    const holedOut = strokes.every((stroke) => stroke !== null);
    rows.push({
      golf_course_id: round.golf_course_id,
      member_id: player.memberId,
      player_round_id: round.id,
      source: tournament ? ('tournament_round' as const) : ('individual_round' as const),
      played_on: round.play_date,
      course_name: club.name,
      hole_category_id: player.holeCategoryId,
      tee_name: player.holeCategoryId === null ? '' : (teeNames.get(player.holeCategoryId) ?? ''),
      holes,
      course_rating: player.courseRating,
      slope_rating: player.slopeRating,
      par: player.par,
      course_handicap:
        player.handicapIndex === null
          ? null
          : entryHandicaps({
              handicapIndex: player.handicapIndex,
              courseRating: player.courseRating,
              slopeRating: player.slopeRating,
              par: player.par,
              holes,
              allowancePercent: 100,
            }).courseHandicap,
      gross_score: holedOut ? strokes.reduce<number>((sum, stroke) => sum + (stroke ?? 0), 0) : null,
      adjusted_gross_score: adjusted,
      holes_estimated: card.length - holesPlayed,
      pcc,
      score_differential: scoreDifferential(terms),
      unrounded_differential: unroundedScoreDifferential(terms),
      hole_pars: card.map((hole) => hole.par),
      hole_strokes: strokes,
      created_by: actor.userId,
      updated_by: actor.userId,
    });
  }
  if (rows.length > 0) await tx.insert(scoreRecords).values(rows);
  await reviseHandicapIndexes(
    tx,
    [...replaced.map((row) => row.memberId), ...rows.map((row) => row.member_id)],
    actor.userId,
  );
  return rows.length;
}

/** The round's players with their tee set and its ratings: a tournament's entries in play, or the individual golfer. */
async function roundPlayers(
  tx: Database,
  round: typeof playerRounds.$inferSelect,
  tournament: typeof tournaments.$inferSelect | undefined,
): Promise<Player[]> {
  if (tournament) {
    const drawn = tx
      .select({ memberId: playerRoundGroupMembers.member_id })
      .from(playerRoundGroupMembers)
      .where(eq(playerRoundGroupMembers.player_round_id, round.id));
    return tx
      .select({
        memberId: tournamentMembers.member_id,
        gender: members.gender,
        holeCategoryId: tournamentMembers.hole_category_id,
        handicapIndex: tournamentMembers.handicap_index,
        courseRating: tournamentMembers.course_rating,
        slopeRating: tournamentMembers.slope_rating,
        par: tournamentMembers.rated_par,
      })
      .from(tournamentMembers)
      .innerJoin(members, eq(members.id, tournamentMembers.member_id))
      .where(
        and(
          eq(tournamentMembers.tournament_id, tournament.id),
          eq(tournamentMembers.status, 'entered'),
          inArray(tournamentMembers.member_id, drawn),
        ),
      );
  }
  const [golfer] = await tx.select({ gender: members.gender }).from(members).where(eq(members.id, round.member_id!));
  const [entry] = await workOutEntries(
    tx,
    {
      golf_course_id: round.golf_course_id,
      start_date: round.play_date,
      holes: round.holes ?? 18,
      nine: round.nine,
      format: 'stroke_play',
      scoring_basis: 'gross',
      handicap_allowance: 100,
      max_handicap: null,
      categories: [],
      men_hole_category_id: null,
      women_hole_category_id: null,
    },
    [{ memberId: round.member_id!, holeCategoryId: round.hole_category_id }],
    'hole_category_id',
  );
  if (!entry) return [];
  return [
    {
      memberId: round.member_id!,
      gender: golfer?.gender ?? null,
      holeCategoryId: entry.hole_category_id,
      handicapIndex: entry.handicap_index,
      courseRating: entry.course_rating,
      slopeRating: entry.slope_rating,
      par: entry.rated_par,
    },
  ];
}
