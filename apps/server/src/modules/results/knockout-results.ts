import type { ResultCategory } from '@fairway/contract';
import { type KnockoutMatch, knockoutPlaces, type KnockoutRounds } from '@fairway/golf';
import { InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { readKnockoutChart, type TournamentRow } from '../tournaments/index.js';
import type { EntryCard } from './read-tournament-cards.js';

/**
 * A knockout's results (decision 0134): its draw chart as its entered results stand, each player placed by the round
 * they went out in (`@fairway/golf`'s `knockoutPlaces`: the champion 1st, the final's loser 2nd, the semi-finals'
 * losers 3rd equal ...), with their playing handicap as entered; one table for the whole field. Refused (400) before
 * the final is decided.
 */
export async function knockoutResults(
  tx: Database,
  tournament: TournamentRow,
  entries: readonly EntryCard[],
): Promise<ResultCategory> {
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
  const player = (memberId: number | null) => (memberId === null ? null : String(memberId));
  const bracket: KnockoutRounds = {
    champion: String(chart.champion_member_id),
    rounds: chart.rounds.map((round) =>
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
  const names = new Map(
    chart.rounds[0]!.matches.flatMap((match) => match.sides.map((side) => [side.member_id, side.name ?? ''])),
  );
  const handicaps = new Map(entries.map((entry) => [entry.memberId, entry.playingHandicap]));
  return {
    category: '',
    rows: knockoutPlaces(bracket).map((place) => {
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
  };
}
