import { z } from 'zod';
import { instant, recordExample, recordFields } from './records.js';
import { meritPeriods, tournamentFormats } from './tournaments.js';

/**
 * A tournament's results: the snapshot its last calculation stored, per category, as organisers see it before
 * publication and everyone who may see the tournament's board sees it after.
 */

/** What ranks a results table: gross, net, Stableford points, or both stroke bases (a table for each). */
export const resultBases = ['gross', 'net', 'stableford', 'both'] as const;
export type ResultBasis = (typeof resultBases)[number];

/** The Peoria family, whose one-day handicaps come from hidden holes drawn after play. */
export const peoriaFormats = ['peoria', 'double_peoria', 'double_peoria_india', 'double_peoria_without_index'] as const;
export type PeoriaFormat = (typeof peoriaFormats)[number];

export const resultRow = z.object({
  position: z
    .number()
    .int()
    .nullable()
    .describe('Null for a player without a result (no return, withdrawn, disqualified)'),
  position_display: z.string().describe('"T2" for a shared position; "NR", "WD" or "DQ" for a player without a result'),
  tied: z.boolean().describe('Another player shares the position'),
  member_id: z.number().int(),
  team_id: z.number().int().nullable(),
  name: z.string(),
  playing_handicap: z.number().int().nullable().describe("The entry's playing handicap, as entered"),
  peoria_handicap: z
    .number()
    .nullable()
    .describe('The Peoria family: the one-day handicap to one decimal, from the hidden holes; null in other formats'),
  gross: z.number().int().nullable(),
  net: z.number().nullable().describe('Gross less the handicap that counts (one decimal for the Peoria family)'),
  points: z.number().int().nullable().describe('Stableford points; null in stroke play'),
  countback: z
    .string()
    .describe('How a tie on the total was split, in words ("better last 9: 17 v 18"); empty where no one is level'),
  drives: z
    .string()
    .optional()
    .describe("A scramble team's drives used per player and any shortfall against the minimum, in words"),
});
export type ResultRow = z.output<typeof resultRow>;

export const resultCategory = z.object({
  category: z
    .string()
    .describe('The category\'s name ("" for the whole field); where both bases rank, "Net" or "Gross" after it'),
  rows: z.array(resultRow),
});
export type ResultCategory = z.output<typeof resultCategory>;

/** The two sides of a match, A and B, as `@fairway/golf`'s match play names them. */
export const matchSides = ['A', 'B'] as const;
export type MatchSide = (typeof matchSides)[number];

/** The Nassau's three spans: holes 1-9, 10-18 and the 18. */
export const nassauSpans = ['front', 'back', 'overall'] as const;

export const resultMatchPlayer = z.object({
  member_id: z.number().int(),
  name: z.string(),
  playing_handicap: z
    .number()
    .int()
    .nullable()
    .describe(
      "The playing handicap the match was played off: a Ryder Cup's at its format's allowance, else the entry's as entered",
    ),
});

export const resultMatchSide = z.object({
  side: z.enum(matchSides),
  team_id: z.number().int().nullable().describe("The side's team (a Ryder Cup side, a pair); null for a player alone"),
  name: z.string().describe("The team's name, or the players' names joined by ' & '"),
  players: z.array(resultMatchPlayer),
  points: z
    .number()
    .nullable()
    .describe('A Ryder Cup: 1 for the match won, 0.5 halved, 0 lost (null while undecided); null in other formats'),
  settlement: z
    .number()
    .int()
    .nullable()
    .describe('A Nassau: bets won less bets lost, finished bets only; null in other formats'),
});

export const resultBet = z.object({
  span: z.enum(nassauSpans),
  start_hole: z.number().int().describe('Card hole number where the bet starts'),
  end_hole: z.number().int(),
  pressed_by: z
    .enum(matchSides)
    .nullable()
    .describe(
      "The side that pressed (being the tournament's `press_when_down` down, or by hand); null for the main bet",
    ),
  called_after_hole: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe('A press called by hand: the card hole after which it was called; null (or absent) otherwise'),
  winner: z.enum(matchSides).nullable().describe('The side ahead at the end (or so far); null when level'),
  lead: z.number().int().describe('Holes up at the end of the span (or so far)'),
  complete: z.boolean().describe('Every hole of the span has a result'),
  explanation: z.string().describe('The bet in words: "Press by B from hole 5 (2 down on 4): won by A 1 UP"'),
});
export type ResultBet = z.output<typeof resultBet>;

/** A press called by hand in a press and re-press match: the span, the card hole after which, the side calling. */
export const matchPressInput = z.object({
  group_id: z.number().int().min(1).describe("The match: the round's group (`player_round_groups` id)"),
  span: z.enum(nassauSpans).describe('The Nassau bet pressed: front 9, back 9 or overall'),
  after_hole: z
    .number()
    .int()
    .min(1)
    .max(18)
    .describe(
      "The card hole after which the press is called; the new bet starts at the next and runs to the span's end",
    ),
  side: z.enum(matchSides).describe('The side calling the press: down in the newest bet of the span after that hole'),
});
export type MatchPressInput = z.input<typeof matchPressInput>;

export const matchPressRecord = z
  .object({
    ...recordFields,
    golf_course_id: z.number().int(),
    tournament_id: z.number().int(),
    group_id: z.number().int(),
    round_number: z.number().int(),
    group_number: z.number().int(),
    span: z.enum(nassauSpans),
    after_hole: z.number().int(),
    side: z.enum(matchSides),
    called_by_name: z.string().nullable().describe("Who recorded the press (the organiser's name); `created_at` when"),
  })
  .meta({
    id: 'MatchPress',
    description:
      'A press called by hand in a press and re-press match: a new bet of the span from the hole after `after_hole` to its end, pressed by `side`',
    examples: [
      {
        ...recordExample,
        golf_course_id: 1,
        tournament_id: 7,
        group_id: 31,
        round_number: 1,
        group_number: 2,
        span: 'front',
        after_hole: 4,
        side: 'B',
        called_by_name: 'Jane Organiser',
      },
    ],
  });
export type MatchPressRecord = z.output<typeof matchPressRecord>;

export const resultMatch = z.object({
  round_number: z.number().int(),
  group_number: z.number().int().describe("The round's group the match was played in"),
  group_id: z
    .number()
    .int()
    .optional()
    .describe("The group's id (`match_presses/` `group_id`); absent in results calculated before it was kept"),
  format: z.enum(['singles', 'fourball']).describe('One player a side, or two (better ball)'),
  sides: z.array(resultMatchSide).describe('Side A, then side B'),
  holes_played: z.number().int().describe('Holes with a result in the match'),
  state: z
    .string()
    .describe('The 18-hole match by Rule 3.2a: "3&2", "1 UP", "AS" once decided; else "2 UP" or "AS" so far'),
  winner: z.enum(matchSides).nullable().describe('The side that won; null when halved or undecided'),
  decided: z.boolean(),
  bets: z
    .array(resultBet)
    .describe('A Nassau: the front, back and overall bets, each main bet then its presses; empty in other formats'),
});
export type ResultMatch = z.output<typeof resultMatch>;

export const resultTeamMember = z.object({
  member_id: z.number().int(),
  name: z.string(),
  playing_handicap: z.number().int().nullable(),
  counting_holes: z
    .array(z.number().int())
    .describe("Card hole numbers where this player's score counts for the team (per-hole scoring); else empty"),
});

export const resultTeam = z.object({
  position: z.number().int().nullable().describe('Null for a team without a result (no return)'),
  position_display: z.string().describe('"1", "T2"; "NR" for a team without a result'),
  tied: z.boolean(),
  team_id: z.number().int(),
  name: z.string(),
  colour: z.string(),
  side: z.enum(matchSides).nullable().describe("A Ryder Cup side's letter; null in other formats"),
  total: z
    .number()
    .nullable()
    .describe(
      "Strokes of the counting scores (gross or net, lower better), or a Ryder Cup side's points; null for no return",
    ),
  hole_scores: z
    .array(z.number().int().nullable())
    .describe('The counting scores of each hole, in card order; empty for a Ryder Cup side'),
  members: z.array(resultTeamMember),
});
export type ResultTeam = z.output<typeof resultTeam>;

/** A prize of the tournament with who won it: filled from the results when they are published. */
export const resultPrize = z.object({
  id: z.number().int(),
  prize_type_id: z.number().int(),
  prize_type_name: z.string(),
  category: z.string().describe('The category the prize is for ("" for the whole field)'),
  position: z.number().int().describe('The place the prize is for: 1 for the winner'),
  description: z.string(),
  value_minor: z.number().int().describe("The prize's value in the club's currency, in minor units"),
  currency: z
    .string()
    .describe("The club's currency (ISO 4217) of the value, so that a page read signed out can write it"),
  winner_member_id: z.number().int().nullable().describe('Null until results are published, or when no one qualifies'),
  winner_team_id: z.number().int().nullable(),
  winner_name: z.string().nullable(),
});
export type ResultPrize = z.output<typeof resultPrize>;

/** The limits of a republication's reason, in characters. */
export const resultLimits = { reason: 300 } as const;

/** Published results published again in place of earlier ones, after a correction: when, and why. */
export const resultRepublication = z.object({
  published_at: instant,
  reason: z
    .string()
    .nullable()
    .describe('Why they were published again, as the organiser gave it; null for a correction published without one'),
});
export type ResultRepublication = z.output<typeof resultRepublication>;

/** A skins game's outcome: each hole's skin, each player's skins and money. */
export const resultSkins = z.object({
  holes: z.array(
    z.object({
      hole_number: z.number().int(),
      status: z.enum(['won', 'carried', 'void', 'split', 'play_off']),
      member_ids: z.array(z.number().int()).describe('The winner, or the players tied on the lowest score'),
      score: z.number().int().nullable().describe('The lowest score on the hole, gross or net'),
      skins: z.number().int().describe('Skins decided on the hole: its own and those carried to it'),
      value_minor: z.number().int(),
      explanation: z.string().describe('What became of the hole in words'),
    }),
  ),
  players: z.array(
    z.object({
      member_id: z.number().int(),
      name: z.string(),
      skins: z.number().int(),
      holes_won: z.array(z.number().int()),
      amount_minor: z.number().int().describe("Money won, split shares included, in the club's minor units"),
    }),
  ),
  skins_won: z.number().int(),
  pot_minor: z.number().int(),
  unawarded_minor: z.number().int().describe('Money no skin won'),
});
export type ResultSkins = z.output<typeof resultSkins>;

export const tournamentResults = z
  .object({
    tournament_id: z.number().int(),
    format: z.enum(tournamentFormats),
    basis: z.enum(resultBases),
    calculated_at: instant,
    published: z.boolean(),
    hidden_holes: z
      .array(z.number().int())
      .describe('The Peoria draw: card hole numbers, shown once the results are published; empty before'),
    categories: z.array(resultCategory),
    matches: z
      .array(resultMatch)
      .describe("A Ryder Cup's or a press and re-press's matches, by round and group; empty in other formats"),
    teams: z
      .array(resultTeam)
      .describe(
        "A team event's teams or a four-ball's pairs ranked, or a Ryder Cup's two sides with their points; empty in individual formats",
      ),
    skins: resultSkins.nullable().describe("A skins game's holes and winners; null in other formats"),
    prizes: z
      .array(resultPrize)
      .describe(
        "The tournament's prizes by category and position, each with its winner once the results are published (a contest's prizes are the contest's)",
      ),
    corrections: z
      .array(resultRepublication)
      .describe('Each time the results were published again in place of earlier ones, the first first; empty before'),
  })
  .meta({
    id: 'TournamentResults',
    description: "A tournament's results as last calculated, per category",
    examples: [
      {
        tournament_id: 7,
        format: 'stroke_play',
        basis: 'net',
        calculated_at: '2026-11-07T17:02:00.000Z',
        published: true,
        hidden_holes: [],
        categories: [
          {
            category: '',
            rows: [
              {
                position: 1,
                position_display: 'T1',
                tied: true,
                member_id: 12,
                team_id: null,
                name: 'Ann Birdie',
                playing_handicap: 14,
                peoria_handicap: null,
                gross: 86,
                net: 72,
                points: null,
                countback: 'tie stands: level on the last 9, 6, 3 and 1 holes',
              },
            ],
          },
        ],
        matches: [],
        teams: [],
        skins: null,
        prizes: [
          {
            id: 3,
            prize_type_id: 2,
            prize_type_name: 'Net Winner',
            category: '',
            position: 1,
            description: 'The Captain’s Cup',
            value_minor: 5000,
            currency: 'GBP',
            winner_member_id: 12,
            winner_team_id: null,
            winner_name: 'Ann Birdie',
          },
        ],
        corrections: [],
      },
    ],
  });
export type TournamentResults = z.output<typeof tournamentResults>;

/** The bounds of a band of the India double Peoria's table. */
export const peoriaIndiaBandLimits = { upTo: { min: 0, max: 54 }, cap: { min: 0, max: 54 } } as const;

export const peoriaIndiaBandInput = z.object({
  up_to: z
    .number()
    .int()
    .min(peoriaIndiaBandLimits.upTo.min)
    .max(peoriaIndiaBandLimits.upTo.max)
    .describe('The highest declared handicap (whole) of the band'),
  cap: z
    .number()
    .int()
    .min(peoriaIndiaBandLimits.cap.min)
    .max(peoriaIndiaBandLimits.cap.max)
    .describe('The highest Peoria handicap a player of the band is given'),
});

export const peoriaIndiaBandRecord = z
  .object({
    ...recordFields,
    golf_course_id: z.number().int(),
    up_to: z.number().int(),
    cap: z.number().int(),
  })
  .meta({
    id: 'PeoriaIndiaBand',
    description:
      "A band of the club's India double Peoria table: declared handicaps up to `up_to` get at most `cap`; above the last band, its cap. A club without bands uses the published table (0-5: 7, 6-9: 11, 10-12: 14, 13-15: 17, 16-18: 20, 19 and over: 26).",
    examples: [{ ...recordExample, golf_course_id: 1, up_to: 5, cap: 7 }],
  });

/** A player's line of a results table as a correction compares it: where they stood and their totals. */
const standing = z.object({
  position: z.number().int().nullable(),
  position_display: z.string(),
  gross: z.number().int().nullable(),
  net: z.number().nullable(),
  points: z.number().int().nullable(),
});

export const resultChange = z.object({
  category: z.string().describe('The results table the line is in'),
  member_id: z.number().int(),
  name: z.string(),
  published: standing.nullable().describe('The line as published; null for a player who was not in the table'),
  recalculated: standing.nullable().describe('The line as recalculated; null for a player no longer in the table'),
});
export type ResultChange = z.output<typeof resultChange>;

/** A pair's, team's or Ryder Cup side's line as a comparison shows it: its place and total. */
const teamStanding = z.object({
  position: z.number().int().nullable(),
  position_display: z.string(),
  total: z.number().nullable().describe("Strokes, or a Ryder Cup side's points; null for no return"),
});

export const resultTeamChange = z.object({
  team_id: z.number().int(),
  name: z.string(),
  published: teamStanding.nullable().describe('The line as published; null for a team that was not ranked'),
  recalculated: teamStanding.nullable().describe('The line as recalculated; null for a team no longer ranked'),
});
export type ResultTeamChange = z.output<typeof resultTeamChange>;

/** A match's outcome as a comparison shows it: its result and what each side took from it. */
const matchStanding = z.object({
  state: z.string().describe('"3&2", "1 UP", "AS"; so far where undecided'),
  winner: z.enum(matchSides).nullable(),
  decided: z.boolean(),
  points: z.array(z.number().nullable()).describe("A Ryder Cup: side A's and side B's points; null in other formats"),
  settlements: z
    .array(z.number().int().nullable())
    .describe("A Nassau: side A's and side B's bets won less lost; null in other formats"),
});

export const resultMatchChange = z.object({
  round_number: z.number().int(),
  group_number: z.number().int(),
  name: z.string().describe('The sides\' names: "Eagles v Hawks"'),
  published: matchStanding.nullable().describe('The match as published; null for a match that was not played'),
  recalculated: matchStanding.nullable().describe('The match as recalculated; null for a match no longer played'),
});
export type ResultMatchChange = z.output<typeof resultMatchChange>;

/** What a recalculation changes against published results: the players' lines, the pairs' and teams', the matches. */
const resultChanges = {
  changes: z
    .array(resultChange)
    .describe(
      'Every line whose position or totals differ, table by table in the recalculated order; empty when nothing changed',
    ),
  team_changes: z
    .array(resultTeamChange)
    .describe('Every pair, team or Ryder Cup side whose place or total differs; empty in individual formats'),
  match_changes: z
    .array(resultMatchChange)
    .describe("Every match whose result, points or bets' settlement differ; empty in formats without matches"),
};

/** Published results recalculated after a correction: what changed, before the recalculation is published in their place. */
export const resultCorrection = z
  .object({
    tournament_id: z.number().int(),
    published_at: instant.describe('When the results now shown were published'),
    recalculated_at: instant,
    ...resultChanges,
    results: tournamentResults.describe('The recalculated results, not published yet'),
  })
  .meta({
    id: 'ResultCorrection',
    description: "A tournament's published results recalculated after a correction",
    examples: [
      {
        tournament_id: 7,
        published_at: '2026-11-07T18:30:00.000Z',
        recalculated_at: '2026-11-08T09:12:00.000Z',
        changes: [
          {
            category: '',
            member_id: 12,
            name: 'Ann Birdie',
            published: { position: 2, position_display: '2', gross: 88, net: 74, points: null },
            recalculated: { position: 1, position_display: '1', gross: 86, net: 72, points: null },
          },
        ],
        team_changes: [],
        match_changes: [],
        results: {
          tournament_id: 7,
          format: 'stroke_play',
          basis: 'net',
          calculated_at: '2026-11-08T09:12:00.000Z',
          published: false,
          hidden_holes: [],
          categories: [],
          matches: [],
          teams: [],
          skins: null,
          prizes: [],
          corrections: [],
        },
      },
    ],
  });
export type ResultCorrection = z.output<typeof resultCorrection>;

const historyWinner = z.object({
  member_id: z.number().int(),
  team_id: z.number().int().nullable(),
  name: z.string(),
  position_display: z.string().describe('"1", or "T1" for winners the countback could not split'),
  gross: z.number().int().nullable(),
  net: z.number().nullable(),
  points: z.number().int().nullable(),
});

export const tournamentResultHistory = z
  .object({
    tournament_master_id: z.number().int(),
    name: z.string().describe("The series' name"),
    editions: z
      .array(
        z.object({
          year: z.number().int(),
          tournament_id: z.number().int(),
          tournament_name: z.string(),
          start_date: z.string().describe('YYYY-MM-DD'),
          format: z.enum(tournamentFormats),
          basis: z.enum(resultBases),
          categories: z.array(z.object({ category: z.string(), winners: z.array(historyWinner) })),
        }),
      )
      .describe('Each edition whose results are published, the latest first'),
  })
  .meta({
    id: 'TournamentResultHistory',
    description: 'The winners of every edition of a series, by year and category',
    examples: [
      {
        tournament_master_id: 2,
        name: 'Monthly Medal',
        editions: [
          {
            year: 2026,
            tournament_id: 7,
            tournament_name: 'November Medal',
            start_date: '2026-11-07',
            format: 'stroke_play',
            basis: 'net',
            categories: [
              {
                category: 'Men A',
                winners: [
                  {
                    member_id: 12,
                    team_id: null,
                    name: 'Ann Birdie',
                    position_display: '1',
                    gross: 86,
                    net: 72,
                    points: null,
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  });
export type TournamentResultHistory = z.output<typeof tournamentResultHistory>;

const meritResult = z.object({
  tournament_id: z.number().int(),
  position: z.number().int().nullable().describe('The position in the event; null for a player without a result'),
  position_display: z.string().describe('"T2" for a shared position; "NR" without a result'),
  points: z.number().describe("The points the position earned, to 0.1 point, at the event's weight"),
  counting: z.boolean().describe("One of the player's best N results, counting in the total"),
});

export const orderOfMerit = z
  .object({
    tournament_master_id: z.number().int(),
    name: z.string().describe("The series' name"),
    period: z.enum(meritPeriods),
    to: z.string().describe('YYYY-MM-DD: the table as it stands on this day'),
    points_table: z.array(z.number()).describe('The points for 1st, 2nd, 3rd ...'),
    best_n: z.number().int().nullable().describe("How many of each player's results count; null for all of them"),
    events: z
      .array(
        z.object({
          tournament_id: z.number().int(),
          tournament_name: z.string(),
          end_date: z.string().describe('YYYY-MM-DD'),
          weight_percent: z.number().int().describe('100, or 200 for a major counting double'),
        }),
      )
      .describe('The counting events whose results are published, in the order they were played'),
    standings: z
      .array(
        z.object({
          position: z.number().int(),
          position_display: z.string().describe('"T2" for a shared position'),
          tied: z.boolean(),
          member_id: z.number().int(),
          name: z.string(),
          points: z.number().describe("The counting results' points, to 0.1 point"),
          results: z.array(meritResult).describe('Each event the player played, in the order of `events`'),
        }),
      )
      .describe('The players best first'),
    explanation: z.array(z.string()).describe('How the table is made, in words'),
  })
  .meta({
    id: 'OrderOfMerit',
    description: "A series' order of merit: each player's points from the counting events and their total",
    examples: [
      {
        tournament_master_id: 2,
        name: 'Monthly Medal',
        period: 'season',
        to: '2026-11-07',
        points_table: [100, 80, 70],
        best_n: 2,
        events: [
          { tournament_id: 6, tournament_name: 'October Medal', end_date: '2026-10-03', weight_percent: 100 },
          { tournament_id: 7, tournament_name: 'November Medal', end_date: '2026-11-07', weight_percent: 200 },
        ],
        standings: [
          {
            position: 1,
            position_display: '1',
            tied: false,
            member_id: 12,
            name: 'Ann Birdie',
            points: 240,
            results: [
              { tournament_id: 6, position: 3, position_display: '3', points: 70, counting: true },
              { tournament_id: 7, position: 2, position_display: '2', points: 160, counting: true },
            ],
          },
        ],
        explanation: ['Points for 1st to 3rd: 100, 80, 70; a place beyond them earns none.'],
      },
    ],
  });
export type OrderOfMerit = z.output<typeof orderOfMerit>;

/** A series of the club that keeps an order of merit. */
export const seriesOrderOfMerit = z.object({
  tournament_master_id: z.number().int(),
  name: z.string(),
  period: z.enum(meritPeriods),
  best_n: z.number().int().nullable(),
});
export type SeriesOrderOfMerit = z.output<typeof seriesOrderOfMerit>;

/** One tournament of the club whose results are published, as the results and winner history pages list them. */
export const publishedResult = z
  .object({
    tournament_id: z.number().int(),
    tournament_name: z.string(),
    start_date: z.string().describe('YYYY-MM-DD'),
    format: z.enum(tournamentFormats),
    tournament_master_id: z.number().int().nullable().describe('Its series, or null for a one-off tournament'),
    tournament_master_name: z.string().nullable(),
    published_at: instant.describe('When its results (as read now) were published'),
  })
  .meta({
    id: 'PublishedResult',
    description: 'A tournament whose results are published',
    examples: [
      {
        tournament_id: 7,
        tournament_name: 'November Medal',
        start_date: '2026-11-07',
        format: 'stroke_play',
        tournament_master_id: 2,
        tournament_master_name: 'Monthly Medal',
        published_at: '2026-11-07T18:30:00.000Z',
      },
    ],
  });
export type PublishedResult = z.output<typeof publishedResult>;

/**
 * A tournament of the club whose published results differ from what its stored scores and handicaps give by the
 * rules as they are now (after a correction of the rules, or of the data), with the lines that would change.
 */
export const publishedResultChanges = z
  .object({
    tournament_id: z.number().int(),
    tournament_name: z.string(),
    start_date: z.string().describe('YYYY-MM-DD'),
    format: z.enum(tournamentFormats),
    published_at: instant.describe('When the results now read were published'),
    refusal: z
      .string()
      .nullable()
      .describe(
        'Why the results cannot be published again as they are (the tournament finalised, or the calculation refused: its words, then no lines); null when they can',
      ),
    ...resultChanges,
  })
  .meta({
    id: 'PublishedResultChanges',
    description: "A tournament's published results and the lines the rules as they are now would change",
    examples: [
      {
        tournament_id: 7,
        tournament_name: 'November Medal',
        start_date: '2026-11-07',
        format: 'stroke_play',
        published_at: '2026-11-07T18:30:00.000Z',
        refusal: null,
        changes: [
          {
            category: '',
            member_id: 12,
            name: 'Ann Birdie',
            published: { position: 2, position_display: '2', gross: 88, net: 74, points: null },
            recalculated: { position: 1, position_display: '1', gross: 88, net: 73, points: null },
          },
        ],
        team_changes: [],
        match_changes: [],
      },
    ],
  });
export type PublishedResultChanges = z.output<typeof publishedResultChanges>;

/** Published results published again after a correction: the reason is kept with them and told to the players. */
export const republishResultsInput = z.object({
  reason: z
    .string()
    .trim()
    .min(1)
    .max(resultLimits.reason)
    .describe('Why the results are published again: kept with them, shown with the results and mailed'),
});
export type RepublishResultsInput = z.input<typeof republishResultsInput>;
