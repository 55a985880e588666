import { and, eq, isNotNull } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import {
  members,
  playerRoundCards,
  playerRoundGroupMembers,
  playerRoundGroups,
  playerRounds,
  tournaments,
} from '../../db/schema/index.js';
import { roundCardHoles } from '../courses/index.js';
import { organisesTournament } from './organises-tournament.js';
import type { RoundRow } from './read-round-sheet.js';

/**
 * A round as saving a score checks it: its players' groups and scorers, its card's holes, the signed cards. A group
 * with no scorer named is scored by its own players.
 */
export type ScoringRound = {
  round: RoundRow;
  holeNumbers: Set<number>;
  players: Map<number, { groupId: number; scorerUserId: number | null; userId: number | null }>;
  signed: Set<number>;
  isOrganiser: boolean;
  /** The group the actor plays in, whose card they keep while it has no scorer named. */
  ownGroupId: number | null;
};

/** The club's round with what a score saved to it is checked against; undefined when the club has no such round. */
export async function scoringRound(
  db: Database,
  actor: Actor,
  playerRoundId: number,
): Promise<ScoringRound | undefined> {
  const [found] = await db
    .select({ round: playerRounds, holes: tournaments.holes, nine: tournaments.nine })
    .from(playerRounds)
    .leftJoin(tournaments, eq(tournaments.id, playerRounds.tournament_id))
    .where(and(eq(playerRounds.id, playerRoundId), inClub(playerRounds, actor.golfCourseId!)));
  if (!found) return undefined;
  const { round } = found;
  const [holes, players, signed, isOrganiser] = await Promise.all([
    roundCardHoles(db, round.golf_course_id, {
      sectionId: round.player_round_section_id,
      holes: found.holes ?? round.holes ?? 18,
      nine: found.nine ?? round.nine,
    }),
    db
      .select({
        memberId: playerRoundGroupMembers.member_id,
        groupId: playerRoundGroups.id,
        scorerUserId: playerRoundGroups.scorer_user_id,
        userId: members.user_id,
      })
      .from(playerRoundGroupMembers)
      .innerJoin(playerRoundGroups, eq(playerRoundGroups.id, playerRoundGroupMembers.player_round_group_id))
      .innerJoin(members, eq(members.id, playerRoundGroupMembers.member_id))
      .where(eq(playerRoundGroupMembers.player_round_id, round.id)),
    db
      .select({ memberId: playerRoundCards.member_id })
      .from(playerRoundCards)
      .where(and(eq(playerRoundCards.player_round_id, round.id), isNotNull(playerRoundCards.marker_signed_at))),
    organisesTournament(db, actor, round.tournament_id),
  ]);
  return {
    round,
    holeNumbers: new Set(holes.map((hole) => hole.number)),
    players: new Map(players.map(({ memberId, ...player }) => [memberId, player])),
    signed: new Set(signed.map((card) => card.memberId)),
    isOrganiser,
    ownGroupId: players.find((player) => player.userId !== null && player.userId === actor.userId)?.groupId ?? null,
  };
}
