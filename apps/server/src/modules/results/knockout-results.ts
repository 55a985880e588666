import type { KnockoutChart, ResultCategory } from '@fairway/contract';
import { type KnockoutMatch, knockoutPlaces, type KnockoutRounds } from '@fairway/golf';
import { InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { readKnockoutChart, type TournamentRow } from '../tournaments/index.js';
import type { EntryCard } from './read-tournament-cards.js';

/** The results table of a consolation bracket: its places apart from the main draw's (decision 0140). */
export const consolationCategory = 'Consolation';

type ChartRounds = KnockoutChart['rounds'];

/**
 * A knockout's results (decision 0134): its draw chart as its entered results stand, each player placed by the round
 * they went out in (`@fairway/golf`'s `knockoutPlaces`: the champion 1st, the final's loser 2nd, the semi-finals'
 * losers 3rd equal ...), with their playing handicap as entered; one table for the whole field. A consolation
 * bracket's players are placed the same way in a table of their own, "Consolation" (decision 0140). Refused (400)
 * before the final, and the consolation bracket's final, are decided.
 */
export async function knockoutResults(
  tx: Database,
  tournament: TournamentRow,
  entries: readonly EntryCard[],
): Promise<ResultCategory[]> {
  const chart = await readKnockoutChart(tx, tournament.golf_course_id, tournament.id);
  if (chart.champion_member_id === null) {
    throw new InvalidInputError({
      non_field_errors: [
        chart.drawn
          ? "The knockout's final is not decided yet: its players are placed once it has a champion."
          : 'The knockout is not drawn yet: its players are placed once its final is decided.',
      ],
    });
  }
  if (chart.consolation && chart.consolation.champion_member_id === null) {
    throw new InvalidInputError({
      non_field_errors: [
        "The consolation bracket's final is not decided yet: its players are placed once it has a winner.",
      ],
    });
  }
  const names = new Map(
    chart.rounds[0]!.matches.flatMap((match) => match.sides.map((side) => [side.member_id, side.name ?? ''])),
  );
  const handicaps = new Map(entries.map((entry) => [entry.memberId, entry.playingHandicap]));
  const table = (category: string, rounds: ChartRounds, championMemberId: number): ResultCategory => ({
    category,
    rows: knockoutPlaces(bracketOf(rounds, championMemberId)).map((place) => {
      const memberId = Number(place.player);
      return {
        position: place.position,
        position_display: `${place.tied ? 'T' : ''}${place.position}`,
        tied: place.tied,
        member_id: memberId,
        team_id: null,
        name: names.get(memberId) ?? '',
        playing_handicap: handicaps.get(memberId) ?? null,
        peoria_handicap: null,
        gross: null,
        net: null,
        points: null,
        countback: '',
      };
    }),
  });
  return [
    table('', chart.rounds, chart.champion_member_id),
    ...(chart.consolation
      ? [table(consolationCategory, chart.consolation.rounds, chart.consolation.champion_member_id!)]
      : []),
  ];
}

/** A bracket of the chart as `@fairway/golf` plays it. */
function bracketOf(rounds: ChartRounds, championMemberId: number): KnockoutRounds {
  const player = (memberId: number | null) => (memberId === null ? null : String(memberId));
  return {
    champion: String(championMemberId),
    rounds: rounds.map((round) =>
      round.matches.map((match) => ({
        round: match.round,
        match: match.match,
        sides: match.sides.map((side) => ({ player: player(side.member_id), bye: side.bye })) as KnockoutMatch['sides'],
        winner: player(match.winner_member_id),
        decidedBy: match.decided_by,
        result: match.result,
      })),
    ),
  };
}
