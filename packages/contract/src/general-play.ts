import { z } from 'zod';
import { clubDay, referenceId } from './fields.js';
import { individualRoundRecord } from './scoring.js';
import { timeOfDay } from './tee-sheet.js';
import { nines } from './tournaments.js';

/**
 * General play for handicap (WHS Rule 4.1): a golfer registers a round before starting, with their marker; the
 * marker attests the returned card, and only then does it make a score record. A round not returned within the
 * club's time limit is listed for the handicap committee, who may enter a penalty score (WHS Rule 7.2a).
 */

/** A round registered for handicap before it starts: where, when, the holes and the marker. */
export const generalPlayRegistration = z.object({
  hole_category_id: referenceId.describe('The tee set played, of the active club'),
  play_date: clubDay.describe("The day played, in the club's time zone"),
  start_time: timeOfDay.describe("The start time, on the club's clock"),
  holes: z.literal([9, 18]),
  nine: z.enum(nines).nullable().optional().describe('Which nine a 9-hole round plays; the front when not sent'),
  marker_member_id: referenceId.describe('The marker: a golfer of the club with a Handicap Index, not the player'),
});

/** A golfer of the club who may mark a round for handicap: they have a Handicap Index. */
export const generalPlayMarker = z
  .object({
    id: z.number().int(),
    name: z.string(),
    handicap_index: z.number(),
  })
  .meta({
    id: 'GeneralPlayMarker',
    description: 'A golfer of the club with a Handicap Index, who may mark a round for handicap',
    examples: [{ id: 14, name: 'Ben Carter', handicap_index: 12.4 }],
  });

/** A round for handicap as its marker or the handicap committee sees it: the player's, with how far it has got. */
export const generalPlayRound = individualRoundRecord
  .extend({
    returned_by: z
      .string()
      .nullable()
      .describe('When the time limit to return the card ends, club-local YYYY-MM-DDTHH:MM'),
  })
  .meta({
    id: 'GeneralPlayRound',
    description: "A golfer's round registered for handicap, as its marker or the handicap committee sees it",
    examples: [
      {
        id: 41,
        created_at: '2026-11-28T08:02:00Z',
        golf_course_id: 1,
        golf_course_name: 'Fairway Demo Golf Club',
        is_guest: false,
        member_id: 12,
        member_name: 'Ann Baker',
        play_date: '2026-11-28',
        hole_category_id: 2,
        hole_category_name: 'White',
        holes: 18,
        nine: null,
        status: 'completed',
        player_round_group_id: 78,
        course_handicap: 15,
        playing_handicap: 15,
        thru: 18,
        gross: 88,
        for_handicap: true,
        start_time: '08:10',
        marker_member_id: 14,
        marker_name: 'Ben Carter',
        attested_at: null,
        penalty_reason: null,
        returned_by: '2026-11-29T08:10',
      },
    ],
  });

/** What the handicap committee enters for a round not returned (WHS Rule 7.2a). */
export const penaltyScoreInput = z.object({
  basis: z
    .enum(['highest', 'lowest'])
    .describe(
      'The highest of the golfer’s most recent 20 differentials for a score not returned; the lowest for one withheld to gain an advantage',
    ),
  reason: z.string().trim().min(1).max(500).describe('Why the penalty score is entered'),
});

/** A penalty score entered: the record it made. */
export const penaltyScore = z
  .object({
    player_round_id: z.number().int(),
    member_id: z.number().int(),
    score_differential: z.number(),
    basis: z.enum(['highest', 'lowest']),
    reason: z.string(),
  })
  .meta({
    id: 'PenaltyScore',
    description: 'A penalty score the handicap committee entered for a round not returned',
    examples: [
      {
        player_round_id: 40,
        member_id: 12,
        score_differential: 24.1,
        basis: 'highest',
        reason: 'Card not returned within 24 hours',
      },
    ],
  });
