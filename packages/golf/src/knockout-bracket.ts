import { GolfInputError } from './golf-input-error.js';
import { assertOption } from './validation.js';
import { assertInteger } from './number-assertions.js';

/** How a knockout match was decided: played out, conceded, a walkover, or won on extra holes. */
export type KnockoutDecision = 'match_won' | 'conceded' | 'walkover' | 'extra_holes';

/** The main draw or the consolation bracket of the first round's losers. */
export type KnockoutBracketName = 'main' | 'consolation';

/** A match's result as entered: its bracket, round (1 = the first) and match (1 = the top of the round). */
export type KnockoutResult = {
  bracket?: KnockoutBracketName;
  round: number;
  match: number;
  winner: string;
  decidedBy: KnockoutDecision;
  /** How the match ended, as `matchPlay` words it: '3&2', '1 UP (19 holes)'. */
  result?: string;
};

/** A line of a match: a player, a bye, or (both empty) a player not yet known. */
export type KnockoutSide = { player: string | null; bye: boolean };

/** A match of the bracket and where it stands. */
export type KnockoutMatch = {
  round: number;
  match: number;
  sides: [KnockoutSide, KnockoutSide];
  /** The player through to the next round, once known. */
  winner: string | null;
  /** How the winner went through: a bye, or the entered result's decision. */
  decidedBy: KnockoutDecision | 'bye' | null;
  result: string | null;
};

/** A bracket's rounds, the first first, and its winner once the final is decided. */
export type KnockoutRounds = { rounds: KnockoutMatch[][]; champion: string | null };

/** Input of `knockoutBracket`. */
export type KnockoutBracketInput = {
  /** The first round's lines in bracket order, as `knockoutDraw` gives them: `null` for a bye. */
  slots: readonly (string | null)[];
  results: readonly KnockoutResult[];
  /** Play a consolation bracket for the first round's losers. */
  consolation?: boolean;
};

/** Output of `knockoutBracket`. */
export type KnockoutBracket = KnockoutRounds & { consolation: KnockoutRounds | null };

const DECISIONS: readonly KnockoutDecision[] = ['match_won', 'conceded', 'walkover', 'extra_holes'];
const PENDING: KnockoutSide = { player: null, bye: false };
const BYE: KnockoutSide = { player: null, bye: true };

function resultKey(bracket: KnockoutBracketName, round: number, match: number): string {
  return `${bracket} ${round} ${match}`;
}

/** Plays a bracket's results through from its first round's sides, marking each result it uses. */
function playThrough(
  bracket: KnockoutBracketName,
  firstRound: KnockoutSide[],
  results: ReadonlyMap<string, { result: KnockoutResult; index: number }>,
  used: Set<string>,
): KnockoutRounds {
  const rounds: KnockoutMatch[][] = [];
  let sides = firstRound;
  for (let round = 1; sides.length >= 2; round += 1) {
    const matches: KnockoutMatch[] = [];
    for (let index = 0; index < sides.length; index += 2) {
      const pair: [KnockoutSide, KnockoutSide] = [sides[index]!, sides[index + 1]!];
      const match = index / 2 + 1;
      const key = resultKey(bracket, round, match);
      const entered = results.get(key);
      const line: KnockoutMatch = { round, match, sides: pair, winner: null, decidedBy: null, result: null };
      const players = pair.map((side) => side.player).filter((player) => player !== null);
      const ready = players.length === 2;
      if (entered !== undefined) {
        used.add(key);
        const field = `results[${entered.index}]`;
        if (!ready) {
          throw new GolfInputError(
            field,
            'match_not_ready',
            `${bracket} round ${round} match ${match} has no two players to play it yet`,
          );
        }
        if (!players.includes(entered.result.winner)) {
          throw new GolfInputError(
            `${field}.winner`,
            'winner_not_in_match',
            `${entered.result.winner} does not play ${bracket} round ${round} match ${match}`,
          );
        }
        line.winner = entered.result.winner;
        line.decidedBy = entered.result.decidedBy;
        line.result = entered.result.result ?? null;
      } else if (pair.some((side) => side.bye) && !pair.some((side) => !side.bye && side.player === null)) {
        line.winner = players[0] ?? null;
        line.decidedBy = 'bye';
      }
      matches.push(line);
    }
    rounds.push(matches);
    sides = matches.map((line) =>
      line.winner !== null ? { player: line.winner, bye: false } : line.decidedBy === 'bye' ? BYE : PENDING,
    );
  }
  return { rounds, champion: sides[0]?.player ?? null };
}

/** The consolation bracket's first lines: each first-round match's loser; a bye where it had none, or was walked over. */
function firstRoundLosers(firstRound: readonly KnockoutMatch[]): KnockoutSide[] {
  return firstRound.map((line) => {
    if (line.decidedBy === 'bye' || line.decidedBy === 'walkover') return BYE;
    if (line.winner === null) return PENDING;
    return { player: line.sides.find((side) => side.player !== line.winner)!.player, bye: false };
  });
}

/**
 * A match-play knockout as its results stand, golf-rules "Formats clubs play every week": from the draw's first
 * round, each match's winner goes through to the next round (a match won, conceded, walked over, or won on extra
 * holes); a player drawn against a bye goes through without playing. With `consolation`, the first round's losers
 * play their own bracket in the order of their matches (a first-round walkover's loser, who did not play, has none).
 *
 * @throws GolfInputError for a draw that is not 2^n lines of distinct players, a result for a match that does not
 *   exist, is entered twice, or whose two players are not yet known, a winner who is not in the match, or a
 *   consolation bracket of a draw of two
 */
export function knockoutBracket(input: KnockoutBracketInput): KnockoutBracket {
  const { slots, results, consolation = false } = input;
  if (!Array.isArray(slots) || slots.length < 2 || (slots.length & (slots.length - 1)) !== 0) {
    throw new GolfInputError('slots', 'out_of_range', 'expected a draw of 2, 4, 8 ... lines');
  }
  const players = slots.filter((player) => player !== null);
  if (new Set(players).size !== players.length)
    throw new GolfInputError('slots', 'invalid_option', 'a player is drawn twice');
  if (consolation && slots.length < 4)
    throw new GolfInputError('consolation', 'out_of_range', 'a consolation bracket needs a draw of at least 4');
  const entered = new Map<string, { result: KnockoutResult; index: number }>();
  results.forEach((result, index) => {
    const field = `results[${index}]`;
    const bracket = result.bracket ?? 'main';
    assertOption(bracket, `${field}.bracket`, ['main', 'consolation'] as const);
    assertInteger(result.round, `${field}.round`);
    assertInteger(result.match, `${field}.match`);
    assertOption(result.decidedBy, `${field}.decidedBy`, DECISIONS);
    const key = resultKey(bracket, result.round, result.match);
    if (entered.has(key)) {
      throw new GolfInputError(
        field,
        'invalid_option',
        `${bracket} round ${result.round} match ${result.match} already has a result`,
      );
    }
    entered.set(key, { result, index });
  });
  const used = new Set<string>();
  const main = playThrough(
    'main',
    slots.map((player) => (player === null ? BYE : { player, bye: false })),
    entered,
    used,
  );
  const consolationRounds = consolation
    ? playThrough('consolation', firstRoundLosers(main.rounds[0]!), entered, used)
    : null;
  for (const [key, { result, index }] of entered) {
    if (!used.has(key)) {
      throw new GolfInputError(
        `results[${index}]`,
        'out_of_range',
        `the draw has no ${result.bracket ?? 'main'} round ${result.round} match ${result.match}`,
      );
    }
  }
  return { ...main, consolation: consolationRounds };
}
