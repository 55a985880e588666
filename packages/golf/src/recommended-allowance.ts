import { GolfInputError } from './golf-input-error.js';
import { assertInteger } from './number-assertions.js';

/** The competition formats Fairway runs: the spec's, then the formats clubs play every week. */
export const COMPETITION_FORMATS = [
  'stroke_play',
  'stableford',
  'peoria',
  'double_peoria',
  'double_peoria_india',
  'double_peoria_without_index',
  'fourball',
  'press_repress',
  'ryder_cup',
  'team',
  'foursomes',
  'greensomes',
  'chapman',
  'scramble',
  'skins',
  'eclectic',
  'knockout',
] as const;

export type CompetitionFormat = (typeof COMPETITION_FORMATS)[number];

/** Input of `recommendedAllowance`. */
export type RecommendedAllowanceInput = {
  format: CompetitionFormat;
  /** For a team event: how many of each team's scores count on a hole or a round. */
  teamBestN?: number;
};

/**
 * The handicap allowance the Rules of Handicapping recommend for a format, in percent (WHS Appendix C): individual
 * stroke play and Stableford 95 %; four-ball 85 %; match play (a Nassau and its presses, a Ryder Cup's singles) 100 %;
 * a team's best 1 score 75 %, best 2 85 %, best 3 or more 100 %. The Peoria family computes its own one-day handicap
 * after play, so the course handicap is taken whole (100 %). A side's (foursomes, greensomes, Chapman) and a scramble
 * team's handicap has its own shares of the players' course handicaps (`SIDE_ALLOWANCES`, `SCRAMBLE_ALLOWANCES`): their
 * allowance is the part of those shares taken, 100 % as recommended. Skins are won hole by hole as in match play (100 %);
 * an eclectic is individual stroke play over a series (95 %); a knockout's matches are singles match play (100 %).
 *
 * @throws GolfInputError for a team event without a whole `teamBestN` of at least 1
 */
export function recommendedAllowance(input: RecommendedAllowanceInput): number {
  switch (input.format) {
    case 'stroke_play':
    case 'stableford':
    case 'eclectic':
      return 95;
    case 'fourball':
      return 85;
    case 'press_repress':
    case 'ryder_cup':
    case 'peoria':
    case 'double_peoria':
    case 'double_peoria_india':
    case 'double_peoria_without_index':
    case 'foursomes':
    case 'greensomes':
    case 'chapman':
    case 'scramble':
    case 'skins':
    case 'knockout':
      return 100;
    case 'team': {
      const bestN = input.teamBestN;
      if (bestN === undefined) throw new GolfInputError('teamBestN', 'invalid_option', 'a team event needs teamBestN');
      assertInteger(bestN, 'teamBestN');
      if (bestN < 1) throw new GolfInputError('teamBestN', 'out_of_range', `expected at least 1, got ${bestN}`);
      return bestN === 1 ? 75 : bestN === 2 ? 85 : 100;
    }
    default:
      throw new GolfInputError('format', 'invalid_option', `unknown format ${String(input.format)}`);
  }
}
