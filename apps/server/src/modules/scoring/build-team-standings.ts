import type { TeamStanding } from '@fairway/contract';
import { type ScoringBasis, teamLeaderboardStandings } from '@fairway/golf';
import { entryStatus } from './entry-status.js';
import { playerHoles } from '../courses/index.js';
import type { BoardSheet } from './read-round-sheet.js';
import type { SheetCard } from './sheet-cards.js';

/**
 * A board's team standings where `countingScores` of each team count: the round's players by team, each on their own tee set's card, ranked by
 * `@fairway/golf`'s live team standings on the board's basis, with the holes where each player's score counts.
 */
export function buildTeamStandings(
  sheet: BoardSheet | undefined,
  basis: ScoringBasis,
  countingScores: number | null,
  cards: ReadonlyMap<number, SheetCard>,
): TeamStanding[] {
  if (!sheet || countingScores === null || sheet.holes.length === 0) return [];
  const teams = sheet.teams
    .map((team) => ({ team, players: sheet.players.filter((player) => player.teamId === team.id) }))
    .filter(({ players }) => players.length > 0);
  const teamOf = new Map(teams.map((entry) => [String(entry.team.id), entry]));
  const standings = teamLeaderboardStandings({
    holes: sheet.holes.map((hole) => ({ par: hole.par, strokeIndex: hole.strokeIndex })),
    basis,
    countingScores,
    teams: teams.map(({ team, players }) => ({
      id: String(team.id),
      members: players.map((player) => ({
        id: String(player.memberId),
        strokes: cards.get(player.memberId)!.strokes,
        played: cards.get(player.memberId)!.played,
        playingHandicap: player.playingHandicap ?? 0,
        holes: playerHoles(sheet.holes, player.holeCategoryId, player.gender),
        status: entryStatus(player.status),
      })),
    })),
  });
  return standings.map((standing, order) => {
    const { team, players } = teamOf.get(standing.id)!;
    return {
      order,
      position: standing.position,
      position_display: standing.position === null ? '' : `${standing.tied ? 'T' : ''}${standing.position}`,
      tied: standing.tied,
      team_id: team.id,
      name: team.name,
      colour: team.colour,
      thru: standing.thru,
      to_par: standing.toPar,
      points: standing.points,
      members: players.map((player) => ({
        member_id: player.memberId,
        name: player.name,
        counting_holes: sheet.holes
          .filter((_hole, index) => standing.counting[index]?.includes(String(player.memberId)))
          .map((hole) => hole.number),
      })),
    };
  });
}
