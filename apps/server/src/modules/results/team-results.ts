import type { ResultTeam } from '@fairway/contract';
import { type EntryStatus, teamLeaderboardStandings, teamScore } from '@fairway/golf';
import { InvalidInputError } from '../../core/domain-errors.js';
import type { MatchFormatInput, MatchFormatOutcome } from './read-match-groups.js';
import { positionDisplay } from './position-display.js';
import { roundCard } from './round-card.js';

const statuses = new Set<string>(['no_return', 'disqualified', 'withdrawn']);
const statusOf = (status: string): EntryStatus | undefined =>
  statuses.has(status) ? (status as EntryStatus) : undefined;

/**
 * A team event's teams ranked on the sum of their best N scores on each hole (`@fairway/golf`'s `teamScore`, per hole:
 * the tournament sets N and no per-round scoring), gross or net, each player on their own card, ties split by countback on the combined hole scores;
 * each player's counting holes from `teamLeaderboardStandings`. A team short of N scores on a hole has no return.
 * Refused (400): a team event without its N.
 */
export function teamResults(input: MatchFormatInput): MatchFormatOutcome {
  const countingScores = input.teamBestN;
  if (countingScores === null || countingScores < 1) {
    throw new InvalidInputError({
      team_best_n: ["Set how many of a team's scores count on each hole (best N of M) before calculating the results."],
    });
  }
  const holes = roundCard(input.rounds[0]!);
  const roundHoles = input.rounds[0]!.holes;
  const teams = input.teams
    .map((team) => ({ team, players: input.entries.filter((entry) => entry.teamId === team.id) }))
    .filter(({ players }) => players.length > 0);
  const members = (players: MatchFormatInput['entries']) =>
    players.map((player) => ({
      id: String(player.memberId),
      strokes: player.rounds[0]!.strokes,
      played: player.rounds[0]!.played,
      playingHandicap: input.basis === 'gross' ? 0 : (player.playingHandicap ?? 0),
      holes: player.rounds[0]!.holes,
      status: statusOf(player.status),
    }));
  const placings = teamScore({
    holes,
    basis: input.basis,
    countingScores,
    scoring: 'per_hole',
    teams: teams.map(({ team, players }) => ({ id: String(team.id), members: members(players) })),
  });
  const counting = new Map(
    teamLeaderboardStandings({
      holes,
      basis: input.basis,
      countingScores,
      teams: teams.map(({ team, players }) => ({ id: String(team.id), members: members(players) })),
    }).map((standing) => [standing.id, standing.counting]),
  );
  const lines = placings.map((placing): ResultTeam => {
    const { team, players } = teams.find((line) => String(line.team.id) === placing.id)!;
    const tied =
      placing.position !== null && placings.filter((other) => other.position === placing.position).length > 1;
    const countingHoles = counting.get(placing.id) ?? [];
    return {
      position: placing.position,
      position_display: positionDisplay(placing.position, tied),
      tied,
      team_id: team.id,
      name: team.name,
      colour: team.colour,
      side: null,
      total: placing.total,
      hole_scores: placing.holeScores,
      members: players.map((player) => ({
        member_id: player.memberId,
        name: player.name,
        playing_handicap: player.playingHandicap,
        counting_holes: roundHoles
          .filter((_hole, index) => countingHoles[index]?.includes(String(player.memberId)))
          .map((hole) => hole.number),
      })),
    };
  });
  return { matches: [], teams: lines };
}
