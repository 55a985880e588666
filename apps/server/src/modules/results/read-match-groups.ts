import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { playerRoundGroupMembers, playerRoundGroups, tournamentTeams } from '../../db/schema/index.js';

/** A team of the tournament: a Ryder Cup side (`side` A or B), a four-ball pair, a team of a team event. */
export type MatchTeam = { id: number; name: string; colour: string; side: string | null };

/** A playing group of a round: its number and its players' member ids in the order of the draw. */
export type MatchGroup = { roundId: number; number: number; memberIds: number[] };

/**
 * The tournament's teams (by name) and the groups of the given rounds (by round, then number) with their players in
 * the order of the draw: what the match and team formats pair their players by.
 */
export async function readMatchGroups(
  db: Database,
  tournamentId: number,
  roundIds: number[],
): Promise<{ teams: MatchTeam[]; groups: MatchGroup[] }> {
  const [teams, players] = await Promise.all([
    db
      .select({
        id: tournamentTeams.id,
        name: tournamentTeams.name,
        colour: tournamentTeams.colour,
        side: tournamentTeams.side,
      })
      .from(tournamentTeams)
      .where(eq(tournamentTeams.tournament_id, tournamentId))
      .orderBy(asc(tournamentTeams.side), asc(tournamentTeams.name), asc(tournamentTeams.id)),
    roundIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            roundId: playerRoundGroups.player_round_id,
            number: playerRoundGroups.number,
            memberId: playerRoundGroupMembers.member_id,
          })
          .from(playerRoundGroupMembers)
          .innerJoin(playerRoundGroups, eq(playerRoundGroups.id, playerRoundGroupMembers.player_round_group_id))
          .where(inArray(playerRoundGroups.player_round_id, roundIds))
          .orderBy(
            asc(playerRoundGroups.player_round_id),
            asc(playerRoundGroups.number),
            asc(playerRoundGroupMembers.position),
            asc(playerRoundGroupMembers.member_id),
          ),
  ]);
  const groups: MatchGroup[] = [];
  for (const player of players) {
    const last = groups.at(-1);
    if (last && last.roundId === player.roundId && last.number === player.number) last.memberIds.push(player.memberId);
    else groups.push({ roundId: player.roundId, number: player.number, memberIds: [player.memberId] });
  }
  return { teams, groups };
}
