import type { TournamentCategory } from '../../db/schema/index.js';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import {
  golfCourses,
  members,
  playerRoundGroupMembers,
  playerRoundGroups,
  playerRounds,
  tournamentMembers,
  tournamentTeams,
  tournaments,
} from '../../db/schema/index.js';
import { type RoundCardHole, roundCardHoles } from '../courses/index.js';
import { type CardRow, readRoundScores, type ScoreRow } from './read-round-scores.js';

export type RoundRow = typeof playerRounds.$inferSelect;
export type TournamentRow = typeof tournaments.$inferSelect;

/** A player of a round as scoring and the boards need them. */
export type SheetPlayer = {
  memberId: number;
  userId: number | null;
  name: string;
  /** Their last name, by which a side's partners are listed as the results list them. */
  lastName: string;
  gender: string | null;
  holeCategoryId: number | null;
  playingHandicap: number | null;
  /** The index and ratings of the tournament entry (null in an individual round): a Ryder Cup's match handicaps. */
  handicapIndex: number | null;
  courseRating: number | null;
  slopeRating: number | null;
  ratedPar: number | null;
  category: string;
  teamId: number | null;
  status: string;
  groupId: number;
  groupNumber: number;
  start: string;
  startingHole: number;
  scorerUserId: number | null;
};

/** Everything a round's scoring and board read: the round, its tournament, its card, players, scores, signatures. */
export type RoundSheet = {
  round: RoundRow;
  tournament: TournamentRow | null;
  clubName: string;
  /** How the club writes dates and where its clocks are, for the times a board or a card shows. */
  clubDateFormat: (typeof golfCourses.$inferSelect)['date_format'];
  clubTimeZone: string;
  /** The club's currency, which a skins game's pot is in. */
  clubCurrency: string;
  teams: { id: number; name: string; colour: string; side: string | null; captainMemberId: number | null }[];
  categories: TournamentCategory[];
  holes: RoundCardHole[];
  players: SheetPlayer[];
  scores: ScoreRow[];
  cards: CardRow[];
};

/** A score as a board reads it. */
export type BoardScore = Pick<ScoreRow, 'player_round_id' | 'member_id' | 'hole_number' | 'strokes' | 'version'>;

/** A round as a board reads it: its scores only as the board needs them, so that a saved score can be applied. */
export type BoardSheet = Omit<RoundSheet, 'scores'> & { scores: readonly BoardScore[] };

/** The round of the club with its tournament, card, drawn players, scores and signed cards; undefined if none. */
export async function readRoundSheet(
  db: Database,
  golfCourseId: number,
  playerRoundId: number,
): Promise<RoundSheet | undefined> {
  const [found] = await db
    .select({ round: playerRounds, tournament: tournaments })
    .from(playerRounds)
    .leftJoin(tournaments, eq(tournaments.id, playerRounds.tournament_id))
    .where(and(eq(playerRounds.id, playerRoundId), inClub(playerRounds, golfCourseId)));
  if (!found) return undefined;
  const { round, tournament } = found;
  const [holes, players, { scores, cards }, clubs, teams] = await Promise.all([
    roundCardHoles(db, golfCourseId, {
      sectionId: round.player_round_section_id,
      holes: tournament?.holes ?? round.holes ?? 18,
      nine: tournament?.nine ?? round.nine,
    }),
    db
      .select({
        memberId: members.id,
        userId: members.user_id,
        name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`,
        lastName: members.last_name,
        gender: members.gender,
        holeCategoryId: sql<
          number | null
        >`coalesce(${tournamentMembers.hole_category_id}, ${round.hole_category_id}::integer)`,
        playingHandicap: sql<
          number | null
        >`coalesce(${tournamentMembers.playing_handicap}, ${round.playing_handicap}::integer)`,
        handicapIndex: tournamentMembers.handicap_index,
        courseRating: tournamentMembers.course_rating,
        slopeRating: tournamentMembers.slope_rating,
        ratedPar: tournamentMembers.rated_par,
        category: sql<string>`coalesce(${tournamentMembers.category}, '')`,
        teamId: tournamentMembers.team_id,
        status: sql<string>`coalesce(${tournamentMembers.status}, 'entered')`,
        groupId: playerRoundGroups.id,
        groupNumber: playerRoundGroups.number,
        start: sql<string>`coalesce(${playerRoundGroups.tee_time}, ${playerRoundGroups.starting_hole}::text || ${playerRoundGroups.starting_hole_suffix})`,
        startingHole: playerRoundGroups.starting_hole,
        scorerUserId: playerRoundGroups.scorer_user_id,
      })
      .from(playerRoundGroupMembers)
      .innerJoin(playerRoundGroups, eq(playerRoundGroups.id, playerRoundGroupMembers.player_round_group_id))
      .innerJoin(members, eq(members.id, playerRoundGroupMembers.member_id))
      .leftJoin(
        tournamentMembers,
        and(
          eq(tournamentMembers.tournament_id, sql`${round.tournament_id ?? null}::integer`),
          eq(tournamentMembers.member_id, playerRoundGroupMembers.member_id),
        ),
      )
      .where(eq(playerRoundGroupMembers.player_round_id, round.id))
      .orderBy(asc(playerRoundGroups.number), asc(playerRoundGroupMembers.position)),
    readRoundScores(db, round.id),
    db
      .select({
        name: golfCourses.name,
        dateFormat: golfCourses.date_format,
        timeZone: golfCourses.time_zone,
        currency: golfCourses.currency,
      })
      .from(golfCourses)
      .where(eq(golfCourses.id, round.golf_course_id)),
    round.tournament_id === null
      ? []
      : db
          .select({
            id: tournamentTeams.id,
            name: tournamentTeams.name,
            colour: tournamentTeams.colour,
            side: tournamentTeams.side,
            captainMemberId: tournamentTeams.captain_member_id,
          })
          .from(tournamentTeams)
          .where(eq(tournamentTeams.tournament_id, round.tournament_id))
          .orderBy(asc(tournamentTeams.id)),
  ]);
  return {
    round,
    tournament,
    clubName: clubs[0]?.name ?? '',
    clubDateFormat: clubs[0]?.dateFormat ?? 'DD/MM/YYYY',
    clubTimeZone: clubs[0]?.timeZone ?? 'UTC',
    clubCurrency: clubs[0]?.currency ?? 'USD',
    teams,
    categories: tournament?.categories ?? [],
    holes,
    players,
    scores,
    cards,
  };
}
