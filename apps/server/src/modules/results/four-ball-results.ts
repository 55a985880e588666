import { InvalidInputError } from '../../core/domain-errors.js';
import { fourBallBetterBall } from '@fairway/golf';
import type { MatchFormatInput, MatchFormatOutcome } from './read-match-groups.js';
import { roundCard } from './round-card.js';
import { teamResults } from './team-results.js';

/**
 * A four-ball better ball's pairs (the tournament's teams of two), ranked on their better ball hole by hole
 * (`@fairway/golf`'s `teamScore`, best 1 of 2, with its countback), each pair's hole scores and total from
 * `fourBallBetterBall` on the partners' playing handicaps (the tournament's allowance, 85 % by the rules, applied when
 * they were entered), each partner on their own card. Refused (400): a pair of more than two, a player of the field in no pair.
 */
export function fourBallResults(input: MatchFormatInput): MatchFormatOutcome {
  const entered = input.entries.filter((entry) => entry.status === 'entered');
  const alone = entered.filter((entry) => entry.teamId === null);
  if (alone.length > 0) {
    throw new InvalidInputError({
      non_field_errors: [
        `Every player of a four-ball plays in a pair; ${alone.map((entry) => entry.name).join(', ')} ${alone.length === 1 ? 'has' : 'have'} none.`,
      ],
    });
  }
  const oversized = input.teams
    .map((team) => ({ team, players: input.entries.filter((entry) => entry.teamId === team.id) }))
    .filter(({ players }) => players.length > 2);
  if (oversized.length > 0) {
    throw new InvalidInputError({
      non_field_errors: oversized.map(
        ({ team, players }) =>
          `The pair ${team.name} has ${players.length} players (${players.map((entry) => entry.name).join(', ')}); a four-ball pair is two.`,
      ),
    });
  }
  const outcome = teamResults({ ...input, teamBestN: 1 });
  const holes = roundCard(input.rounds[0]!);
  return {
    matches: [],
    teams: outcome.teams.map((line) => {
      const partners = input.entries.filter((entry) => entry.teamId === line.team_id);
      if (partners.length !== 2) return line;
      const card = (index: 0 | 1) => {
        const partner = partners[index]!;
        const round = partner.rounds[0]!;
        return {
          strokes: partner.status === 'entered' ? round.strokes : round.strokes.map(() => null),
          playingHandicap: input.basis === 'gross' ? 0 : (partner.playingHandicap ?? 0),
          holes: round.holes,
        };
      };
      const betterBall = fourBallBetterBall({ holes, basis: input.basis, partners: [card(0), card(1)] });
      return { ...line, total: betterBall.total, hole_scores: betterBall.holeScores };
    }),
  };
}
