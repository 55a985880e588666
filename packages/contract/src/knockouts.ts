import { z } from 'zod';
import { endpoint } from './endpoints.js';
import { clubDay, referenceId } from './fields.js';

/**
 * A match-play knockout (the tournament format `knockout`): its draw from the field, each match's result entered by
 * either player or an organiser, and the bracket as a draw chart (golf-rules "Formats clubs play every week").
 */

/** How the field is seeded: by Handicap Index (the lowest first), at random from a recorded seed, or as listed. */
export const knockoutSeedings = ['handicap', 'random', 'given'] as const;
/** How a match was decided; a player drawn against a bye goes through as `bye`. */
export const knockoutDecisions = ['match_won', 'conceded', 'walkover', 'extra_holes'] as const;
/** The main draw, or the consolation bracket the first round's losers play when the tournament says so. */
export const knockoutBrackets = ['main', 'consolation'] as const;

export const knockoutLimits = {
  /** 2 to 256 lines: 8 rounds at most. */
  rounds: { min: 1, max: 8 },
  lines: 256,
  holesUp: { min: 1, max: 10 },
  holesToPlay: { min: 0, max: 17 },
  extraHoles: { min: 1, max: 18 },
} as const;

export const knockoutDrawInput = z.object({
  seeding: z.enum(knockoutSeedings),
  seeds: z
    .array(referenceId)
    .max(knockoutLimits.lines)
    .optional()
    .describe('Seeding `given`: every entered player’s member id, seed 1 first'),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2_147_483_647)
    .optional()
    .describe('Seeding `random`: the random draw’s seed, kept to replay it (drawn by the server when not sent)'),
  byes: z
    .boolean()
    .default(false)
    .describe('Whether a field short of 2, 4, 8 ... players is made up with byes, given to the top seeds'),
  round_deadlines: z
    .array(clubDay)
    .min(knockoutLimits.rounds.min)
    .max(knockoutLimits.rounds.max)
    .describe('The day by which each round’s matches are played, the first round’s first'),
  consolation_round_deadlines: z
    .array(clubDay)
    .min(knockoutLimits.rounds.min)
    .max(knockoutLimits.rounds.max)
    .optional()
    .describe(
      'A tournament with a consolation bracket: the day by which each of its rounds is played (one round fewer than the draw); by default each by the next main round’s deadline',
    ),
});

export const knockoutResultInput = z.object({
  bracket: z
    .enum(knockoutBrackets)
    .optional()
    .describe('The bracket of the match: the main draw (by default) or the consolation'),
  round: z.number().int().min(1).max(knockoutLimits.rounds.max),
  match: z
    .number()
    .int()
    .min(1)
    .max(knockoutLimits.lines / 2),
  winner_member_id: referenceId,
  decided_by: z.enum(knockoutDecisions),
  holes_up: z
    .number()
    .int()
    .min(knockoutLimits.holesUp.min)
    .max(knockoutLimits.holesUp.max)
    .optional()
    .describe('A match won: the winner’s lead when it ended'),
  holes_to_play: z
    .number()
    .int()
    .min(knockoutLimits.holesToPlay.min)
    .max(knockoutLimits.holesToPlay.max)
    .optional()
    .describe('A match won: the holes left when it ended (0 on the last green)'),
  extra_holes: z
    .number()
    .int()
    .min(knockoutLimits.extraHoles.min)
    .max(knockoutLimits.extraHoles.max)
    .optional()
    .describe('Won on extra holes: how many were played'),
  played_on: clubDay.optional().describe('The day the match was played (any day up to its deadline)'),
});

export const knockoutCorrectionInput = knockoutResultInput.extend({
  reason: z.string().trim().min(3).max(500).describe('Why the entered result is corrected, kept with the correction'),
});

const knockoutSide = z.object({
  member_id: z.number().int().nullable(),
  name: z.string().nullable(),
  seed: z.number().int().nullable(),
  bye: z.boolean(),
});

export const knockoutMatch = z.object({
  bracket: z.enum(knockoutBrackets),
  round: z.number().int(),
  match: z.number().int(),
  deadline: z.string(),
  sides: z.array(knockoutSide).length(2).describe('The match’s two lines of the chart, the upper first'),
  winner_member_id: z.number().int().nullable(),
  decided_by: z.enum([...knockoutDecisions, 'bye']).nullable(),
  result: z.string().nullable().describe('How the match ended in match play’s words: "3&2", "1 UP (19 holes)"'),
  played_on: z.string().nullable(),
});
export type KnockoutMatchLine = z.infer<typeof knockoutMatch>;

const knockoutRounds = z.array(
  z.object({
    round: z.number().int(),
    name: z.string().describe('"Round 1", "Quarter-finals", "Semi-finals", "Final"'),
    deadline: z.string(),
    matches: z.array(knockoutMatch),
  }),
);

export const knockoutChart = z.object({
  tournament_id: z.number().int(),
  drawn: z.boolean(),
  size: z.number().int().describe('The lines of the first round: 2, 4, 8 ...; 0 before the draw'),
  seeding: z.enum(knockoutSeedings).nullable(),
  seed: z.number().int().nullable(),
  rounds: knockoutRounds,
  champion_member_id: z.number().int().nullable(),
  champion_name: z.string().nullable(),
  consolation: z
    .object({
      rounds: knockoutRounds,
      champion_member_id: z
        .number()
        .int()
        .nullable()
        .describe("The consolation bracket's winner once its final is played"),
      champion_name: z.string().nullable(),
    })
    .nullable()
    .describe(
      "The consolation bracket of the first round's losers, each filling their line as their match finishes (a bye for a walkover's loser, who did not play); null when the tournament plays none or before the draw",
    ),
});
export type KnockoutChart = z.infer<typeof knockoutChart>;

const id = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The knockout's actions. */
export const knockoutEndpoints = {
  /** The bracket as a draw chart: every round's matches, who is through and how. */
  chart: endpoint({
    method: 'GET',
    path: '/api/tournaments/{id}/knockout/',
    params: id,
    answer: knockoutChart,
  }),
  /** Draws the knockout from the entered field with its seeds, byes and each round's deadline. */
  draw: endpoint({
    method: 'POST',
    path: '/api/tournaments/{id}/knockout/draw/',
    params: id,
    body: knockoutDrawInput,
    answer: knockoutChart,
  }),
  /** Enters a match's result: the winner moves on to the next round's match. */
  enterResult: endpoint({
    method: 'POST',
    path: '/api/tournaments/{id}/knockout/results/',
    params: id,
    body: knockoutResultInput,
    answer: knockoutChart,
  }),
  /** An organiser corrects a match's entered result, with the reason, while its winner has not played on. */
  correctResult: endpoint({
    method: 'POST',
    path: '/api/tournaments/{id}/knockout/corrections/',
    params: id,
    body: knockoutCorrectionInput,
    answer: knockoutChart,
  }),
};
