import { z } from 'zod';
import { clubDay, referenceId } from './fields.js';
import { indexSources } from './members.js';

/**
 * Handicap records and analysis: a golfer's score records (WHS Rules 3, 5), the revisions of their Handicap Index,
 * their performance, the club's table of members' performance, the import of past records and the day's PCC.
 */

export const scoreRecordSources = ['tournament_round', 'individual_round', 'imported', 'penalty'] as const;
export const capsApplied = ['soft', 'hard'] as const;
export const handicapTrends = ['improving', 'steady', 'rising'] as const;
/** Score terms as `@fairway/golf`'s `scoreTerm` names them, and `worse` beyond a triple bogey. */
export const scoreTermNames = [
  'hole_in_one',
  'condor',
  'albatross',
  'eagle',
  'birdie',
  'par',
  'bogey',
  'double_bogey',
  'triple_bogey',
  'worse',
] as const;

export const handicapLimits = {
  /** WHS Rule 5.6: a PCC of -1.0 to +3.0. */
  pcc: { min: -1, max: 3 },
  /** A CSV of a golfer's past records: a few hundred lines, far under this. */
  csvCharacters: 200_000,
  csvLines: 1_000,
} as const;

const tenthsMessage = 'Enter the PCC to one decimal.';

/** The playing conditions calculation of a day at the club, -1.0 to +3.0 to one decimal. */
export const playingConditionsInput = z.object({
  played_on: clubDay.describe('The day played, in the club’s calendar'),
  pcc: z
    .number()
    .min(handicapLimits.pcc.min)
    .max(handicapLimits.pcc.max)
    .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, { error: tenthsMessage })
    .describe('The playing conditions calculation, -1.0 to +3.0 (WHS Rule 5.6)'),
});

export const playingConditionsSaved = z
  .object({
    played_on: z.string(),
    pcc: z.number(),
    records_revised: z
      .number()
      .int()
      .describe('Score records of the day at the club whose differential was worked out again'),
  })
  .meta({ id: 'PlayingConditionsSaved', examples: [{ played_on: '2026-11-21', pcc: 1, records_revised: 36 }] });

export const recomputeHandicapsInput = z.object({
  member_id: referenceId.optional().describe('One golfer of the club; every golfer of the club when left out'),
});

export const handicapsRecomputed = z
  .object({
    members_revised: z.number().int(),
    calculated_entries: z.number().int().describe('Calculated entries of the index histories written'),
  })
  .meta({ id: 'HandicapsRecomputed', examples: [{ members_revised: 150, calculated_entries: 4210 }] });

export const scoreRecordsImportInput = z.object({
  member_id: referenceId,
  csv: z
    .string()
    .max(handicapLimits.csvCharacters)
    .describe(
      'A header line, then one score a line: `date` (YYYY-MM-DD), `course`, `tee`, `holes` (9 or 18, 18 when left out), `course_rating`, `slope_rating`, `par` (may be blank), `adjusted_gross_score` and/or `score_differential` (a differential alone for 18 holes only), `pcc` (0 when blank)',
    ),
});

export const scoreRecordsImported = z
  .object({
    member_id: z.number().int(),
    imported: z.number().int(),
    handicap_index: z.number().nullable().describe("The golfer's current index after the revision"),
  })
  .meta({ id: 'ScoreRecordsImported', examples: [{ member_id: 12, imported: 24, handicap_index: 14.1 }] });

const scoreRecordExample = {
  id: 301,
  golf_course_id: 1,
  player_round_id: 44,
  source: 'tournament_round',
  played_on: '2026-11-21',
  course_name: 'Fairway Demo Golf Club',
  tee_name: 'White',
  holes: 18,
  course_rating: 71.2,
  slope_rating: 128,
  par: 72,
  course_handicap: 16,
  gross_score: 91,
  adjusted_gross_score: 88,
  holes_estimated: 0,
  pcc: 0,
  score_differential: 14.9,
  counted_differential: 14.9,
  paired_with_id: null,
  exceptional_reduction: 0,
  esr_adjustment: 0,
  counting: true,
  handicap_index_after: 14.6,
  cap_applied: null,
  hole_pars: [4, 3, 5],
  hole_strokes: [5, 3, null],
  penalty_reason: '',
};

const performanceRowExample = {
  member_id: 12,
  first_name: 'Jamie',
  last_name: 'Fairway',
  membership_number: 'FD-0012',
  handicap_index: 14.1,
  low_handicap_index: 12.9,
  change_3_months: -0.6,
  change_12_months: 1.2,
  rounds_played: 18,
  last_played_on: '2026-11-21',
  no_scores_12_months: false,
  exceptional_scores: false,
  soft_cap_applied: false,
  hard_cap_applied: false,
};

export const scoreRecordRecord = z
  .object({
    id: z.number().int(),
    golf_course_id: z.number().int().describe('The club played at, or that imported the record'),
    player_round_id: z.number().int().nullable(),
    source: z.enum(scoreRecordSources),
    played_on: z.string(),
    course_name: z.string(),
    tee_name: z.string(),
    holes: z.number().int(),
    course_rating: z.number().nullable(),
    slope_rating: z.number().int().nullable(),
    par: z.number().int().nullable(),
    course_handicap: z.number().int().nullable(),
    gross_score: z.number().int().nullable().describe('Strokes taken; null when a hole was picked up or not played'),
    adjusted_gross_score: z.number().int().nullable(),
    holes_estimated: z.number().int().describe('Holes not played, counted as net par: an estimated score'),
    pcc: z.number(),
    score_differential: z.number().describe("The record's own differential (a nine's on its nine's ratings)"),
    counted_differential: z
      .number()
      .nullable()
      .describe('The 18-hole differential it adds to the history; null for a nine waiting for its pair'),
    paired_with_id: z.number().int().nullable().describe('The other nine of a 9-hole pair'),
    exceptional_reduction: z.number().int().describe('1 or 2 when the score is exceptional (WHS Rule 5.9)'),
    esr_adjustment: z.number().int().describe('Strokes exceptional scores take off its counted differential'),
    counting: z.boolean().describe('One of the differentials the current index averages (the 8 of 20)'),
    handicap_index_after: z.number().nullable(),
    cap_applied: z.enum(capsApplied).nullable(),
    hole_pars: z
      .array(z.number().int())
      .describe("The card's par of each hole played, in order; empty when imported without its card"),
    hole_strokes: z
      .array(z.number().int().nullable())
      .describe('The strokes of each of those holes; null for a hole picked up or not played'),
    penalty_reason: z
      .string()
      .describe(
        "A penalty score's reason, as the handicap committee gave it (WHS Rule 7.2a); empty for a score played",
      ),
  })
  .meta({ id: 'ScoreRecord', examples: [scoreRecordExample] });

const indexHistoryEntry = z.object({
  effective_on: z.string(),
  handicap_index: z.number(),
  source: z.enum(indexSources),
  note: z.string(),
});

const nullableAverage = z.number().nullable();

export const memberHandicapPerformanceQuery = z.object({
  member_id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2_147_483_647)
    .optional()
    .describe("A golfer of the club; the caller's own when left out"),
});

export const memberHandicapPerformance = z
  .object({
    member_id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    handicap_index: z.number().nullable(),
    low_handicap_index: z.number().nullable(),
    change_3_months: z.number().nullable().describe('The index now less the index in force 3 months ago'),
    change_12_months: z.number().nullable(),
    trend: z.enum(handicapTrends).describe('From the change over 3 months: down is improving'),
    cap_band: z
      .object({
        soft_cap_from: z.number().describe('An index above this is soft-capped: the rise beyond it halved'),
        hard_cap_at: z.number().describe('No index goes above this: the hard cap'),
      })
      .nullable()
      .describe('The cap band of the Low Handicap Index (WHS Rule 5.8); null without a low index'),
    records: z.array(scoreRecordRecord).describe('Every score record, the latest first'),
    index_history: z.array(indexHistoryEntry).describe('The index history, the latest first'),
    averages: z.object({
      gross: nullableAverage.describe('Average strokes of the 18-hole rounds holed out, of the latest 20 records'),
      net: nullableAverage.describe('The same less the course handicap played off'),
      adjusted_gross: nullableAverage.describe('Average adjusted gross score of the latest 20 18-hole records'),
      differential: nullableAverage.describe('Average counted differential of the latest 20'),
    }),
    par_averages: z
      .object({ par_3: nullableAverage, par_4: nullableAverage, par_5: nullableAverage })
      .describe('Average strokes on the holes of each par, over the holes of the records of rounds'),
    score_terms: z
      .array(z.object({ term: z.enum(scoreTermNames), count: z.number().int() }))
      .describe('How many holes of the records of rounds were each score term, every term listed'),
    best_rounds: z.array(scoreRecordRecord).describe('The five lowest counted differentials'),
  })
  .meta({
    id: 'MemberHandicapPerformance',
    examples: [
      {
        member_id: 12,
        first_name: 'Jamie',
        last_name: 'Fairway',
        handicap_index: 14.6,
        low_handicap_index: 12.9,
        change_3_months: -0.6,
        change_12_months: 1.7,
        trend: 'improving',
        cap_band: { soft_cap_from: 15.9, hard_cap_at: 17.9 },
        records: [scoreRecordExample],
        index_history: [
          {
            effective_on: '2026-11-21',
            handicap_index: 14.6,
            source: 'calculated',
            note: '14.6, down from 15.2: the lowest 8 of the latest 20 score differentials',
          },
        ],
        averages: { gross: 91, net: 75, adjusted_gross: 88, differential: 14.9 },
        par_averages: { par_3: 3.94, par_4: 5.11, par_5: 6.02 },
        score_terms: [
          { term: 'hole_in_one', count: 0 },
          { term: 'condor', count: 0 },
          { term: 'albatross', count: 0 },
          { term: 'eagle', count: 0 },
          { term: 'birdie', count: 1 },
          { term: 'par', count: 5 },
          { term: 'bogey', count: 7 },
          { term: 'double_bogey', count: 4 },
          { term: 'triple_bogey', count: 1 },
          { term: 'worse', count: 0 },
        ],
        best_rounds: [scoreRecordExample],
      },
    ],
  });

export const membersHandicapPerformanceRow = z
  .object({
    member_id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    membership_number: z.string(),
    handicap_index: z.number().nullable(),
    low_handicap_index: z.number().nullable(),
    change_3_months: z.number().nullable(),
    change_12_months: z.number().nullable(),
    rounds_played: z.number().int().describe('Score records of the last 12 months'),
    last_played_on: z.string().nullable(),
    no_scores_12_months: z.boolean(),
    exceptional_scores: z.boolean().describe('An exceptional score in the last 12 months'),
    soft_cap_applied: z.boolean().describe('The current calculated index is held by the soft cap'),
    hard_cap_applied: z.boolean().describe('The current calculated index is held by the hard cap'),
  })
  .meta({ id: 'MemberHandicapPerformanceRow', examples: [performanceRowExample] });

const flagFilter = z.enum(['true', 'false']).optional();

/** The club table's search, ordering and flag filters, as its list takes them: the CSV of the whole table takes them too. */
export const membersHandicapPerformanceCsvQuery = z.object({
  search: z.string().max(200).optional().describe('Name or membership number'),
  ordering: z.string().max(100).optional().describe('As the table: `-change_12_months`, `name`...'),
  no_scores_12_months: flagFilter,
  exceptional_scores: flagFilter,
  soft_cap_applied: flagFilter,
  hard_cap_applied: flagFilter,
});

export const membersHandicapGraphRow = membersHandicapPerformanceRow
  .extend({
    index_points: z
      .array(z.object({ effective_on: z.string(), handicap_index: z.number() }))
      .describe('The index over the last 12 months: the one in force a year ago, then every change'),
  })
  .meta({
    id: 'MemberHandicapGraphRow',
    examples: [
      {
        ...performanceRowExample,
        index_points: [
          { effective_on: '2025-11-01', handicap_index: 12.9 },
          { effective_on: '2026-11-21', handicap_index: 14.1 },
        ],
      },
    ],
  });

export const membersScoreDifferentialRow = membersHandicapPerformanceRow
  .extend({
    differentials: z
      .array(
        z.object({
          played_on: z.string(),
          counted_differential: z.number(),
          counting: z.boolean(),
          exceptional_reduction: z.number().int(),
        }),
      )
      .describe('The latest 20 counted differentials, the oldest first'),
  })
  .meta({
    id: 'MemberScoreDifferentialRow',
    examples: [
      {
        ...performanceRowExample,
        differentials: [
          { played_on: '2026-11-21', counted_differential: 14.9, counting: true, exceptional_reduction: 0 },
        ],
      },
    ],
  });
