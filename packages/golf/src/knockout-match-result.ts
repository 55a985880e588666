import { GolfInputError } from './golf-input-error.js';
import type { KnockoutDecision } from './knockout-bracket.js';
import { assertOption } from './validation.js';
import { assertInteger } from './number-assertions.js';

/** Input of `knockoutMatchResult`: how a knockout match ended, as its players report it. */
export type KnockoutMatchResultInput = {
  decidedBy: KnockoutDecision;
  /** A match won: the winner's lead when it ended. */
  holesUp?: number;
  /** A match won: the holes left unplayed when it ended (0 when it went the distance). */
  holesToPlay?: number;
  /** Won on extra holes: how many were played after the match's holes. */
  extraHoles?: number;
  /** Holes in the match, 18 by default. */
  holeCount?: number;
};

const DECISIONS: readonly KnockoutDecision[] = ['match_won', 'conceded', 'walkover', 'extra_holes'];

/**
 * A knockout match's result in the words of match play, Rules of Golf Rule 3.2a, golf-rules "Formats clubs play every
 * week": a match won ends as soon as the lead exceeds the holes left, by one or, from dormie, two ("3&2", "4&2"; on
 * the last hole "1 UP", "2 UP"); a level match won on extra holes is 1 UP after them ("1 UP (19 holes)"); a match
 * conceded (Rule 3.2b) or walked over has no holes to say.
 *
 * @throws GolfInputError for a lead no match can end with (a match over before it, or not over yet), holes to play
 *   beyond the match, no extra hole, or numbers given for a match conceded or walked over
 */
export function knockoutMatchResult(input: KnockoutMatchResultInput): string {
  const { decidedBy, holesUp, holesToPlay, extraHoles, holeCount = 18 } = input;
  assertOption(decidedBy, 'decidedBy', DECISIONS);
  assertInteger(holeCount, 'holeCount');
  const numbers = { holesUp, holesToPlay, extraHoles };
  const given = Object.entries(numbers).filter(([, value]) => value !== undefined);
  const expected =
    decidedBy === 'match_won' ? ['holesUp', 'holesToPlay'] : decidedBy === 'extra_holes' ? ['extraHoles'] : [];
  for (const [field] of given) {
    if (!expected.includes(field)) {
      throw new GolfInputError(field, 'invalid_option', `a match ${decidedBy.replace('_', ' ')} has no ${field}`);
    }
  }
  for (const field of expected) assertInteger(numbers[field as keyof typeof numbers], field);
  if (decidedBy === 'conceded') return 'conceded';
  if (decidedBy === 'walkover') return 'walkover';
  if (decidedBy === 'extra_holes') {
    if (extraHoles! < 1)
      throw new GolfInputError('extraHoles', 'out_of_range', 'a match won on extra holes played at least one');
    return `1 UP (${holeCount + extraHoles!} holes)`;
  }
  if (holesToPlay! < 0 || holesToPlay! >= holeCount) {
    throw new GolfInputError(
      'holesToPlay',
      'out_of_range',
      `expected 0 to ${holeCount - 1} holes to play, got ${holesToPlay}`,
    );
  }
  // The lead before the last hole played was at most the holes then left (dormie), so it ends one or two more.
  const leads = [holesToPlay! + 1, holesToPlay! + 2];
  if (!leads.includes(holesUp!)) {
    throw new GolfInputError(
      'holesUp',
      'out_of_range',
      `a match with ${holesToPlay} to play ends ${leads.join(' or ')} up, not ${holesUp}`,
    );
  }
  return holesToPlay === 0 ? `${holesUp} UP` : `${holesUp}&${holesToPlay}`;
}
