import { assertSlopeRating } from './validation.js';
import { assertNumber } from './number-assertions.js';

/** Input of `grossScoreForDifferential`. */
export type GrossScoreForDifferentialInput = {
  differential: number;
  courseRating: number;
  slopeRating: number;
  /** A 9-hole rating's score is half an 18-hole differential's (Rule 5.1b combines two of them); 18 by default. */
  holes?: 9 | 18;
  /** Playing conditions calculation; 0 by default. */
  pcc?: number;
};

/**
 * The adjusted gross score, unrounded, whose score differential is `differential`: WHS Rule 5.1 turned round,
 * course rating + PCC + differential x slope rating / 113, with half the differential on a 9-hole rating. For rounds
 * made to a standard (the demo's score records); a golfer's own figures come from `scoreDifferential`.
 *
 * @throws GolfInputError for a slope rating outside 55-155
 */
export function grossScoreForDifferential(input: GrossScoreForDifferentialInput): number {
  const { differential, courseRating, slopeRating, holes = 18, pcc = 0 } = input;
  assertNumber(differential, 'differential');
  assertNumber(courseRating, 'courseRating');
  assertSlopeRating(slopeRating, 'slopeRating');
  assertNumber(pcc, 'pcc');
  return courseRating + pcc + ((holes === 9 ? differential / 2 : differential) * slopeRating) / 113;
}
