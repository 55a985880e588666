import { sideFormats } from '@fairway/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { arrayColumn } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import {
  members,
  playerRoundCards,
  playerRoundGroupMembers,
  playerRoundGroups,
  playerRounds,
  tournamentMembers,
  tournamentTeams,
  tournaments,
} from '../../db/schema/index.js';
import type { ReadMemory } from '../../db/read-memory.js';
import { roundCardHoles } from '../courses/index.js';
import { organisedBy } from './organised-by.js';
import type { RoundRow } from './read-round-sheet.js';
import { roundOfClubOrOwn } from './round-of-club-or-own.js';

/**
 * A player of the round as saving a score checks them: their group, its named scorer, and their own user; in a side
 * or scramble format, the partner whose card is their side's one card (`sideCardHolder`), with their name, and the
 * side's partners with their users.
 */
type ScoringPlayer = {
  groupId: number;
  scorerUserId: number | null;
  userId: number | null;
  sideCard: { memberId: number; name: string; partners: { memberId: number; userId: number | null }[] } | null;
};

/**
 * A round as saving a score checks it: its card's holes, the players asked about (and the actor, if they play) with
 * their groups and scorers, which of their cards are signed. A group with no scorer named is scored by its own players.
 */
export type ScoringRound = {
  round: RoundRow;
  holeNumbers: Set<number>;
  players: Map<number, ScoringPlayer>;
  signed: Set<number>;
  isOrganiser: boolean;
  /** The actor's own golfer when they play in the round: the player whose card they attest. */
  ownMemberId: number | null;
  /** A scramble's round: its teams' cards record the drive used on each hole. */
  scramble: boolean;
  /** The group the actor plays in, whose card they keep while it has no scorer named. */
  ownGroupId: number | null;
};

const oneCardFormats = arrayColumn([...sideFormats, 'scramble'], 'text');
/**
 * The side's card holder of a player of a side or scramble format, as JSON: the side's captain when a partner, else
 * its partner of the lowest member id (as `sideCardHolder` of the results); null outside a side.
 */
function sideCardOf(memberId: typeof playerRoundGroupMembers.member_id) {
  return sql`(select json_build_object('memberId', card_holder.id,
      'name', trim(card_holder.first_name || ' ' || card_holder.last_name),
      'partners', (select json_agg(json_build_object('memberId', mate.member_id, 'userId', mate_member.user_id))
        from ${tournamentMembers} mate join ${members} mate_member on mate_member.id = mate.member_id
        where mate.team_id = ${tournamentTeams.id}))
    from ${tournamentMembers}
    join ${tournamentTeams} on ${tournamentTeams.id} = ${tournamentMembers.team_id}
    join ${tournamentMembers} partner on partner.team_id = ${tournamentTeams.id}
    join ${members} card_holder on card_holder.id = partner.member_id
    where ${tournamentMembers.tournament_id} = ${playerRounds.tournament_id} and ${tournamentMembers.member_id} = ${memberId}
      and ${tournaments.format} = any(${oneCardFormats})
    order by partner.member_id = ${tournamentTeams.captain_member_id} desc, partner.member_id
    limit 1)`;
}

/**
 * The club's round with what a score saved to it for `memberIds` is checked against, read in one statement (the card's
 * holes, which change with the course and not with play, kept in `memory` when given); undefined when the club has no
 * such round.
 */
export async function scoringRound(
  db: Database,
  actor: Actor,
  playerRoundId: number,
  memberIds: readonly number[],
  memory?: ReadMemory,
): Promise<ScoringRound | undefined> {
  const asked = arrayColumn([...memberIds], 'int');
  const [found] = await db
    .select({
      round: playerRounds,
      holes: tournaments.holes,
      format: tournaments.format,
      nine: tournaments.nine,
      isOrganiser: sql<boolean>`${organisedBy(actor, playerRounds.tournament_id)}`,
      players: sql<({ memberId: number } & ScoringPlayer)[]>`coalesce((
        select json_agg(json_build_object('memberId', ${playerRoundGroupMembers.member_id},
          'groupId', ${playerRoundGroups.id}, 'scorerUserId', ${playerRoundGroups.scorer_user_id},
          'userId', ${members.user_id}, 'sideCard', ${sideCardOf(playerRoundGroupMembers.member_id)}))
        from ${playerRoundGroupMembers}
        join ${playerRoundGroups} on ${playerRoundGroups.id} = ${playerRoundGroupMembers.player_round_group_id}
        join ${members} on ${members.id} = ${playerRoundGroupMembers.member_id}
        where ${playerRoundGroupMembers.player_round_id} = ${playerRounds.id}
          and (${playerRoundGroupMembers.member_id} = any(${asked}) or ${members.user_id} = ${actor.userId}
            or ${playerRoundGroupMembers.member_id} = ${actor.memberId ?? null})), '[]')`,
      signed: sql<number[]>`array(select ${playerRoundCards.member_id} from ${playerRoundCards}
        where ${playerRoundCards.player_round_id} = ${playerRounds.id} and ${playerRoundCards.marker_signed_at} is not null
          and ${playerRoundCards.member_id} = any(${asked}))`,
    })
    .from(playerRounds)
    .leftJoin(tournaments, eq(tournaments.id, playerRounds.tournament_id))
    .where(and(eq(playerRounds.id, playerRoundId), roundOfClubOrOwn(actor)));
  if (!found) return undefined;
  const { round } = found;
  const choice = {
    sectionId: round.player_round_section_id,
    holes: found.holes ?? round.holes ?? 18,
    nine: found.nine ?? round.nine,
  };
  const readHoleNumbers = async () =>
    new Set((await roundCardHoles(db, round.golf_course_id, choice)).map((hole) => hole.number));
  const holeNumbers = memory
    ? await memory.pageOf(
        `scoring:card-holes:${round.golf_course_id}|${choice.sectionId}|${choice.holes}|${choice.nine}`,
        readHoleNumbers,
      )
    : await readHoleNumbers();
  const own = found.players.find((player) =>
    actor.memberId !== undefined
      ? player.memberId === actor.memberId
      : player.userId !== null && player.userId === actor.userId,
  );
  return {
    round,
    holeNumbers,
    players: new Map(found.players.map(({ memberId, ...player }) => [memberId, player])),
    signed: new Set(found.signed.map(Number)),
    isOrganiser: found.isOrganiser,
    ownMemberId: own?.memberId ?? null,
    scramble: found.format === 'scramble',
    ownGroupId: own?.groupId ?? null,
  };
}
