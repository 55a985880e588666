import { z } from 'zod';
import { entryStatuses, tournamentFormats } from './tournaments.js';

/**
 * A tournament's score details: every player's card hole by hole (gross, strokes received, net, points, the score for
 * handicap purposes) and the handicaps the entry was given, with how they were worked out.
 */

const scoreDetailHole = z.object({
  number: z.number().int().describe("The hole's number on the card"),
  par: z.number().int(),
  stroke_index: z.number().int(),
  strokes: z.number().int().nullable().describe('Null for a hole without a score (picked up, or not entered)'),
  received: z.number().int().describe('Strokes received from the playing handicap; negative for a plus handicap'),
  net: z.number().int().nullable(),
  points: z.number().int().describe('Stableford points'),
  adjusted: z
    .number()
    .int()
    .describe("The hole's score for handicap purposes: at most net double bogey, net par where not played"),
  estimated: z.boolean().describe('`adjusted` is a net par for a hole not played'),
});

const scoreDetailRound = z.object({
  round_number: z.number().int(),
  holes: z.array(scoreDetailHole),
  gross: z.number().int().nullable().describe('Null while a hole has no score'),
  net: z.number().int().nullable(),
  points: z.number().int(),
  adjusted_gross: z.number().int().describe('The adjusted gross score (WHS Rules 3.1, 3.2)'),
});

const entryHandicapWorking = z.object({
  handicap_index: z.number().nullable().describe('The index on the day; null for a player without one'),
  course_rating: z.number().nullable(),
  slope_rating: z.number().int().nullable(),
  rated_par: z.number().int().nullable(),
  unrounded_course_handicap: z
    .number()
    .nullable()
    .describe('Index x slope / 113 + (course rating - par), before rounding; null without an index or ratings'),
  course_handicap: z.number().int().nullable().describe('As entered'),
  playing_handicap: z.number().int().nullable().describe('As entered, the one the results use'),
  worked_out_playing_handicap: z
    .number()
    .int()
    .nullable()
    .describe("What the tournament's allowance and maximum give from the index and ratings"),
  capped_by_maximum: z.boolean(),
  set_by_organiser: z.boolean().describe('The playing handicap as entered differs from the one worked out'),
});

export const tournamentScoreDetails = z
  .object({
    tournament_id: z.number().int(),
    name: z.string(),
    format: z.enum(tournamentFormats),
    allowance_percent: z.number().int(),
    maximum_handicap: z.number().int().nullable(),
    players: z.array(
      z.object({
        member_id: z.number().int(),
        name: z.string(),
        category: z.string(),
        status: z.enum(entryStatuses),
        handicap: entryHandicapWorking,
        rounds: z.array(scoreDetailRound),
      }),
    ),
  })
  .meta({
    id: 'TournamentScoreDetails',
    description: "Every player's cards of a tournament, hole by hole",
    examples: [
      {
        tournament_id: 7,
        name: 'Monthly Medal: October',
        format: 'stroke_play',
        allowance_percent: 95,
        maximum_handicap: null,
        players: [
          {
            member_id: 12,
            name: 'Ann Birdie',
            category: 'Ladies',
            status: 'entered',
            handicap: {
              handicap_index: 12.4,
              course_rating: 71.2,
              slope_rating: 128,
              rated_par: 72,
              unrounded_course_handicap: 13.246,
              course_handicap: 13,
              playing_handicap: 13,
              worked_out_playing_handicap: 13,
              capped_by_maximum: false,
              set_by_organiser: false,
            },
            rounds: [
              {
                round_number: 1,
                holes: [
                  {
                    number: 1,
                    par: 4,
                    stroke_index: 9,
                    strokes: 5,
                    received: 1,
                    net: 4,
                    points: 2,
                    adjusted: 5,
                    estimated: false,
                  },
                ],
                gross: 5,
                net: 4,
                points: 2,
                adjusted_gross: 5,
              },
            ],
          },
        ],
      },
    ],
  });
export type TournamentScoreDetails = z.output<typeof tournamentScoreDetails>;
