import { z } from 'zod';
import { clubDay, description, name, referenceId } from './fields.js';
import { instant, instantInput, recordExample, recordFields } from './records.js';

/**
 * Tournaments: series (`tournament_masters`), events (`tournaments`), their field with handicaps
 * (`tournament_members`), teams, prizes, notes, rounds (`player_rounds`) and the draw (`player_round_groups`).
 */

/**
 * The formats of the spec, then the formats clubs play every week; `@fairway/golf` names the same ones
 * (`COMPETITION_FORMATS`).
 */
export const tournamentFormats = [
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
export type TournamentFormat = (typeof tournamentFormats)[number];

/** The formats in which a side of two plays one ball, each side one card. */
export const sideFormats = ['foursomes', 'greensomes', 'chapman'] as const;
/** How a side, a scramble team or an eclectic is scored. */
export const playedAsOptions = ['stroke_play', 'stableford', 'match_play'] as const;
export type PlayedAs = (typeof playedAsOptions)[number];
/** The ways each format may be played as the rules allow (golf-rules "Formats clubs play every week"). */
export const formatPlayedAs: Partial<Record<TournamentFormat, readonly PlayedAs[]>> = {
  foursomes: ['stroke_play', 'stableford', 'match_play'],
  greensomes: ['stroke_play', 'stableford', 'match_play'],
  chapman: ['stroke_play', 'stableford', 'match_play'],
  scramble: ['stroke_play', 'stableford'],
  eclectic: ['stroke_play', 'stableford'],
};
export const skinsTies = ['carry_over', 'void'] as const;
export const skinsLastHoleTies = ['play_off', 'split'] as const;
/** The events of a series' order of merit: the calendar year's, or the 12 months' to the day the table is read on. */
export const meritPeriods = ['season', 'rolling_12_months'] as const;
export type MeritPeriod = (typeof meritPeriods)[number];

export const scoringBases = ['gross', 'net', 'both'] as const;
export const tournamentStatuses = ['draft', 'open', 'in_progress', 'completed', 'finalised', 'cancelled'] as const;
export type TournamentStatus = (typeof tournamentStatuses)[number];
export const leaderboardVisibilities = ['public', 'members', 'hidden'] as const;
export const countbackMethods = ['last_holes_of_card', 'last_holes_played'] as const;
export const countbackFractions = ['exact', 'round_half_up'] as const;
export const entryStatuses = ['entered', 'withdrawn', 'no_return', 'disqualified'] as const;
export const noteVisibilities = ['organisers', 'everyone'] as const;
export const roundStartTypes = ['tee_times', 'shotgun'] as const;
export const roundStatuses = ['scheduled', 'active', 'completed', 'cancelled'] as const;
export type RoundStatus = (typeof roundStatuses)[number];
export const drawMethods = ['handicap_low_with_low', 'handicap_mixed', 'random', 'team_pairing'] as const;
export const nines = ['front', 'back'] as const;

/**
 * Where a tournament may move from each status. A finalised result is reopened, and a completed event taken back into
 * play, only by a super admin (`superAdminMoves`).
 */
export const tournamentMoves: Record<TournamentStatus, readonly TournamentStatus[]> = {
  draft: ['open', 'cancelled'],
  open: ['draft', 'in_progress', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: ['finalised', 'in_progress'],
  finalised: ['completed'],
  cancelled: ['draft'],
};
export const superAdminTournamentMoves: readonly `${TournamentStatus}>${TournamentStatus}`[] = [
  'completed>in_progress',
  'finalised>completed',
];

/** Where a round may move from each status; a completed round goes back into play only by a super admin. */
export const roundMoves: Record<RoundStatus, readonly RoundStatus[]> = {
  scheduled: ['active', 'cancelled'],
  active: ['completed', 'scheduled', 'cancelled'],
  completed: ['active'],
  cancelled: ['scheduled'],
};

/** The bounds of a tournament's terms, shared by the server's checks and the web's inputs. */
export const tournamentLimits = {
  rounds: { min: 1, max: 4 },
  allowance: { min: 0, max: 100 },
  maxHandicap: { min: 0, max: 54 },
  entryFeeMinor: { min: 0, max: 100_000_000 },
  fieldLimit: { min: 2, max: 400 },
  teamSize: { min: 2, max: 12 },
  categories: 12,
  categoryName: 50,
  groupSize: { min: 1, max: 4 },
  bulkEntries: 200,
  teeInterval: { min: 5, max: 20 },
  noteTitle: 200,
  noteBody: 10_000,
  prizeDescription: 500,
  prizeValueMinor: { min: 0, max: 100_000_000 },
  prizePosition: { min: 1, max: 100 },
  pressWhenDown: { min: 1, max: 9 },
  scrambleTeamSize: { min: 2, max: 4 },
  minimumDrives: { min: 0, max: 9 },
  skinsPotMinor: { min: 0, max: 100_000_000 },
  flights: 8,
  meritPositions: 200,
  meritPoints: { min: 0, max: 10_000 },
  meritBestN: { min: 1, max: 100 },
  meritWeightPercent: { min: 0, max: 1_000 },
} as const;

const clubRecordFields = { ...recordFields, golf_course_id: z.number().int() };
const clubRecordExample = { ...recordExample, golf_course_id: 1 };
const handicapIndex = z.number().min(-10).max(54);
const colour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Enter a colour as #rrggbb.' })
  .max(7);
/** A time of day as a tee sheet shows it: HH:MM, 24-hour. */
export const teeTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Enter a time as HH:MM.' });

// Series ---------------------------------------------------------------------------------------------------------

export const tournamentMasterInput = z.object({
  name,
  description: description.optional(),
  default_format: z.enum(tournamentFormats).optional(),
  event_manager_id: referenceId
    .nullable()
    .optional()
    .describe("The event manager whose series this is; none for the club's own. An event manager's series is theirs."),
  is_active: z.boolean().optional(),
  merit_points: z
    .array(z.number().min(tournamentLimits.meritPoints.min).max(tournamentLimits.meritPoints.max).nullable())
    .max(tournamentLimits.meritPositions)
    .nullable()
    .optional()
    .describe(
      "The order of merit's points for 1st, 2nd, 3rd ... (to 0.1 point; positions beyond it earn 0); an empty position (null) is refused, 0 is none; none for a series without an order of merit",
    ),
  merit_best_n: z
    .number()
    .int()
    .min(tournamentLimits.meritBestN.min)
    .max(tournamentLimits.meritBestN.max)
    .nullable()
    .optional()
    .describe("Only each player's best N results count in the order of merit; none for all of them"),
  merit_period: z
    .enum(meritPeriods)
    .optional()
    .describe("The order of merit's events: the calendar year's (season, by default) or a rolling 12 months'"),
});

export const tournamentMasterRecord = z
  .object({
    ...clubRecordFields,
    name: z.string(),
    description: z.string(),
    default_format: z.enum(tournamentFormats),
    event_manager_id: z.number().int().nullable(),
    event_manager_name: z.string().nullable(),
    is_active: z.boolean(),
    merit_points: z.array(z.number()).nullable(),
    merit_best_n: z.number().int().nullable(),
    merit_period: z.enum(meritPeriods),
    tournaments_count: z.number().int(),
  })
  .meta({
    id: 'TournamentMaster',
    description: 'A series of tournaments, the club’s or one of its event managers’',
    examples: [
      {
        ...clubRecordExample,
        name: 'Monthly Medal',
        description: 'The first Saturday of each month',
        default_format: 'stroke_play',
        event_manager_id: null,
        event_manager_name: null,
        is_active: true,
        merit_points: [100, 80, 70, 60, 50, 40, 30, 20, 10],
        merit_best_n: 8,
        merit_period: 'season',
        tournaments_count: 11,
      },
    ],
  });

// Tournaments ----------------------------------------------------------------------------------------------------

export const tournamentCategory = z.object({
  name: z.string().trim().min(1).max(tournamentLimits.categoryName),
  gender: z.enum(['M', 'F']).nullable().optional(),
  min_index: handicapIndex.nullable().optional(),
  max_index: handicapIndex.nullable().optional(),
  min_age: z.number().int().min(0).max(120).nullable().optional(),
});

export const tournamentFlights = z
  .discriminatedUnion(
    'method',
    [
      z.object({
        method: z.literal('index_bands'),
        bands: z
          .array(
            z.object({
              name: z.string().trim().min(1).max(tournamentLimits.categoryName),
              from_index: handicapIndex,
              to_index: handicapIndex,
            }),
          )
          .min(2)
          .max(tournamentLimits.flights),
      }),
      z.object({
        method: z.literal('equal_sizes'),
        count: z.number().int().min(2).max(tournamentLimits.flights),
      }),
    ],
    { error: 'Choose index_bands or equal_sizes.' },
  )
  .describe(
    'The field split into flights, each with its own results and prizes: by Handicap Index bands (both ends in, ' +
      'no overlap) named as categories, or into equal-sized flights by index order named A, B, C ...',
  );
export type TournamentFlights = z.infer<typeof tournamentFlights>;

export const tournamentInput = z.object({
  name,
  description: description.optional(),
  tournament_master_id: referenceId.nullable().optional().describe('The series the tournament belongs to'),
  start_date: clubDay,
  end_date: clubDay,
  rounds_count: z.number().int().min(tournamentLimits.rounds.min).max(tournamentLimits.rounds.max).optional(),
  holes: z.union([z.literal(9), z.literal(18)], { error: 'A tournament plays 9 or 18 holes.' }).optional(),
  nine: z.enum(nines).nullable().optional().describe('For a 9-hole event: the nine whose ratings apply'),
  format: z.enum(tournamentFormats),
  scoring_basis: z.enum(scoringBases).optional(),
  handicap_allowance: z
    .number()
    .int()
    .min(tournamentLimits.allowance.min)
    .max(tournamentLimits.allowance.max)
    .optional()
    .describe("Percent of the course handicap; the format's recommended allowance (WHS Appendix C) when not sent"),
  men_hole_category_id: referenceId.nullable().optional().describe('The tee set men play from'),
  women_hole_category_id: referenceId.nullable().optional().describe('The tee set women play from'),
  max_handicap: z
    .number()
    .int()
    .min(tournamentLimits.maxHandicap.min)
    .max(tournamentLimits.maxHandicap.max)
    .nullable()
    .optional()
    .describe('The highest playing handicap the event allows'),
  entry_fee_minor: z
    .number()
    .int()
    .min(tournamentLimits.entryFeeMinor.min)
    .max(tournamentLimits.entryFeeMinor.max)
    .optional()
    .describe("In minor units of the club's currency"),
  field_limit: z
    .number()
    .int()
    .min(tournamentLimits.fieldLimit.min)
    .max(tournamentLimits.fieldLimit.max)
    .nullable()
    .optional(),
  entries_close_at: instantInput.nullable().optional(),
  team_size: z
    .number()
    .int()
    .min(tournamentLimits.teamSize.min)
    .max(tournamentLimits.teamSize.max)
    .nullable()
    .optional(),
  team_best_n: z.number().int().min(1).max(tournamentLimits.teamSize.max).nullable().optional(),
  press_when_down: z
    .number()
    .int()
    .min(tournamentLimits.pressWhenDown.min)
    .max(tournamentLimits.pressWhenDown.max)
    .optional()
    .describe(
      'A press and re-press: a side this many holes down in the newest bet presses automatically; 2 by default',
    ),
  played_as: z
    .enum(playedAsOptions)
    .nullable()
    .optional()
    .describe(
      'Foursomes, greensomes, Chapman, a scramble or an eclectic: stroke play (by default), Stableford or match',
    ),
  minimum_drives: z
    .number()
    .int()
    .min(tournamentLimits.minimumDrives.min)
    .max(tournamentLimits.minimumDrives.max)
    .optional()
    .describe("A scramble: how many of each player's drives the team uses at least; 0 by default"),
  skins_ties: z.enum(skinsTies).optional().describe("Skins: a tied hole's skin carries to the next, or is void"),
  skins_last_hole_tie: z
    .enum(skinsLastHoleTies)
    .optional()
    .describe("Skins carried over: the last hole's tie goes to a play-off or is split"),
  skins_pot_minor: z
    .number()
    .int()
    .min(tournamentLimits.skinsPotMinor.min)
    .max(tournamentLimits.skinsPotMinor.max)
    .optional()
    .describe("Skins: the pot shared over the skins won, in minor units of the club's currency"),
  consolation_bracket: z
    .boolean()
    .optional()
    .describe("A knockout: its first round's losers play a consolation bracket of their own; false by default"),
  flights: tournamentFlights.nullable().optional(),
  countback_method: z.enum(countbackMethods).optional(),
  countback_fractions: z.enum(countbackFractions).optional(),
  leaderboard_visibility: z.enum(leaderboardVisibilities).optional(),
  categories: z.array(tournamentCategory).max(tournamentLimits.categories).optional(),
  merit_weight_percent: z
    .number()
    .int()
    .min(tournamentLimits.meritWeightPercent.min)
    .max(tournamentLimits.meritWeightPercent.max)
    .optional()
    .describe("Its weight in its series' order of merit, in percent: 100 by default, 200 for a major, 0 for none"),
});

export const tournamentRecord = z
  .object({
    ...clubRecordFields,
    name: z.string(),
    description: z.string(),
    tournament_master_id: z.number().int().nullable(),
    tournament_master_name: z.string().nullable(),
    start_date: z.string(),
    end_date: z.string(),
    rounds_count: z.number().int(),
    holes: z.number().int(),
    nine: z.enum(nines).nullable(),
    format: z.enum(tournamentFormats),
    scoring_basis: z.enum(scoringBases),
    handicap_allowance: z.number().int(),
    men_hole_category_id: z.number().int().nullable(),
    women_hole_category_id: z.number().int().nullable(),
    max_handicap: z.number().int().nullable(),
    entry_fee_minor: z.number().int(),
    field_limit: z.number().int().nullable(),
    entries_close_at: instant.nullable(),
    team_size: z.number().int().nullable(),
    team_best_n: z.number().int().nullable(),
    press_when_down: z
      .number()
      .int()
      .describe('A press and re-press: a side this many holes down in the newest bet presses automatically (1-9)'),
    played_as: z.enum(playedAsOptions).nullable(),
    minimum_drives: z.number().int(),
    skins_ties: z.enum(skinsTies),
    skins_last_hole_tie: z.enum(skinsLastHoleTies),
    skins_pot_minor: z.number().int(),
    consolation_bracket: z.boolean(),
    flights: tournamentFlights.nullable(),
    countback_method: z.enum(countbackMethods),
    countback_fractions: z.enum(countbackFractions),
    leaderboard_visibility: z.enum(leaderboardVisibilities),
    categories: z.array(tournamentCategory),
    status: z.enum(tournamentStatuses),
    merit_weight_percent: z.number().int(),
    entries_count: z.number().int(),
  })
  .meta({
    id: 'Tournament',
    description: 'A tournament: its format, handicap terms, tees, field terms and status',
    examples: [
      {
        ...clubRecordExample,
        name: 'November Medal',
        description: '',
        tournament_master_id: 1,
        tournament_master_name: 'Monthly Medal',
        start_date: '2026-11-28',
        end_date: '2026-11-28',
        rounds_count: 1,
        holes: 18,
        nine: null,
        format: 'stroke_play',
        scoring_basis: 'both',
        handicap_allowance: 95,
        men_hole_category_id: 2,
        women_hole_category_id: 3,
        max_handicap: 36,
        entry_fee_minor: 1500,
        field_limit: 144,
        entries_close_at: '2026-11-27T18:00:00.000Z',
        team_size: null,
        team_best_n: null,
        press_when_down: 2,
        played_as: null,
        minimum_drives: 0,
        skins_ties: 'carry_over',
        skins_last_hole_tie: 'split',
        skins_pot_minor: 0,
        consolation_bracket: false,
        flights: null,
        countback_method: 'last_holes_of_card',
        countback_fractions: 'exact',
        leaderboard_visibility: 'members',
        categories: [
          { name: 'A', gender: 'M', min_index: null, max_index: 12 },
          { name: 'B', gender: 'M', min_index: 12.1, max_index: null },
          { name: 'Ladies', gender: 'F' },
        ],
        status: 'open',
        merit_weight_percent: 100,
        entries_count: 144,
      },
    ],
  });

export const tournamentStatusInput = z.object({ status: z.enum(tournamentStatuses) });

// The field ------------------------------------------------------------------------------------------------------

export const tournamentMemberInput = z.object({
  hole_category_id: referenceId
    .nullable()
    .optional()
    .describe("The tee set the golfer plays; the tournament's for their gender when not sent"),
  team_id: referenceId.nullable().optional(),
  status: z.enum(entryStatuses).optional(),
  paid: z.boolean().optional(),
});

export const tournamentMemberCreateInput = tournamentMemberInput.extend({
  tournament_id: referenceId,
  member_id: referenceId,
});

/** The handicaps of an entry and what they were worked out from. */
const entryHandicapFields = {
  handicap_index: z
    .number()
    .nullable()
    .describe('The Handicap Index on the day, to one decimal; plus handicaps negative'),
  course_rating: z.number().nullable(),
  slope_rating: z.number().int().nullable(),
  rated_par: z.number().int().nullable(),
  course_handicap: z.number().int().nullable(),
  playing_handicap: z.number().int().nullable(),
};

export const tournamentMemberRecord = z
  .object({
    ...clubRecordFields,
    tournament_id: z.number().int(),
    member_id: z.number().int(),
    name: z.string(),
    gender: z.string().nullable(),
    is_guest: z.boolean(),
    hole_category_id: z.number().int().nullable(),
    hole_category_name: z.string().nullable(),
    ...entryHandicapFields,
    category: z.string(),
    team_id: z.number().int().nullable(),
    team_name: z.string().nullable(),
    status: z.enum(entryStatuses),
    paid: z.boolean(),
  })
  .meta({
    id: 'TournamentMember',
    description: "An entry of a tournament's field, with the handicaps worked out for it",
    examples: [
      {
        ...clubRecordExample,
        tournament_id: 1,
        member_id: 12,
        name: 'Priya Sharma',
        gender: 'F',
        is_guest: false,
        hole_category_id: 3,
        hole_category_name: 'Red',
        handicap_index: 18.4,
        course_rating: 72.9,
        slope_rating: 128,
        rated_par: 72,
        course_handicap: 22,
        playing_handicap: 21,
        category: 'Ladies',
        team_id: null,
        team_name: null,
        status: 'entered',
        paid: true,
      },
    ],
  });

export const bulkEntryInput = z.object({
  tournament_id: referenceId,
  member_ids: z
    .array(referenceId)
    .min(1)
    .max(tournamentLimits.bulkEntries)
    .describe(`Up to ${tournamentLimits.bulkEntries} golfers, all entered or none`),
});

export const bulkEntryAnswer = z.object({ tournament_id: z.number().int(), entered: z.number().int() });

export const tournamentCandidatesQuery = z.object({
  tournament_id: z.coerce.number().int().min(1).max(2_147_483_647),
  search: z.string().max(200).optional(),
  gender: z.enum(['M', 'F']).optional(),
  min_index: z.coerce.number().min(-10).max(54).optional(),
  max_index: z.coerce.number().min(-10).max(54).optional(),
  category: z.string().max(tournamentLimits.categoryName).optional(),
});

export const tournamentCandidate = z.object({
  member_id: z.number().int(),
  name: z.string(),
  gender: z.string().nullable(),
  handicap_index: z.number().nullable(),
  is_guest: z.boolean(),
  on_roster: z.boolean().describe("On the event manager's roster rather than a member of the club"),
  category: z.string().describe('The category the golfer would play in'),
});

const handicapSnapshot = z.object({
  hole_category_id: z.number().int().nullable(),
  handicap_index: z.number().nullable(),
  course_handicap: z.number().int().nullable(),
  playing_handicap: z.number().int().nullable(),
  category: z.string(),
});

export const recalculationInput = z.object({
  apply: z.boolean().describe('false shows what would change; true writes it'),
});

export const recalculationAnswer = z.object({
  applied: z.boolean(),
  changes: z.array(
    z.object({
      id: z.number().int(),
      member_id: z.number().int(),
      name: z.string(),
      before: handicapSnapshot,
      after: handicapSnapshot,
    }),
  ),
});

// Teams, prizes, notes -------------------------------------------------------------------------------------------

export const tournamentTeamInput = z.object({
  tournament_id: referenceId,
  name,
  captain_member_id: referenceId.nullable().optional(),
  colour: colour.optional(),
  side: z.enum(['A', 'B']).nullable().optional().describe('A Ryder Cup side'),
});

/** An ABCD team draw: the seed to replay, or none for a new one. */
export const teamDrawInput = z.object({
  seed: z
    .number()
    .int()
    .min(0)
    .max(2_147_483_647)
    .optional()
    .describe('The seed of the random draw, to replay one; a new seed is drawn and kept when left out'),
});

/** The teams an ABCD draw made, each with its four golfers in A, B, C, D order. */
export const teamDrawAnswer = z.object({
  seed: z.number().int().describe('The seed the draw was made from, kept in the audit log to replay it'),
  teams: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      member_ids: z.array(z.number().int()).describe("The team's golfers: A (the lowest Handicap Index quarter) to D"),
    }),
  ),
});

export const tournamentTeamRecord = z
  .object({
    ...clubRecordFields,
    tournament_id: z.number().int(),
    name: z.string(),
    captain_member_id: z.number().int().nullable(),
    captain_name: z.string().nullable(),
    colour: z.string(),
    side: z.enum(['A', 'B']).nullable(),
    members_count: z.number().int(),
  })
  .meta({
    id: 'TournamentTeam',
    description: 'A team of a tournament; in a Ryder Cup, one of the two sides',
    examples: [
      {
        ...clubRecordExample,
        tournament_id: 2,
        name: 'Europe',
        captain_member_id: 4,
        captain_name: 'Rory Byrne',
        colour: '#1565c0',
        side: 'A',
        members_count: 12,
      },
    ],
  });

export const tournamentPrizeInput = z.object({
  tournament_id: referenceId,
  prize_type_id: referenceId,
  position: z.number().int().min(tournamentLimits.prizePosition.min).max(tournamentLimits.prizePosition.max).optional(),
  category: z.string().trim().max(tournamentLimits.categoryName).optional(),
  description: z.string().trim().max(tournamentLimits.prizeDescription).optional(),
  value_minor: z
    .number()
    .int()
    .min(tournamentLimits.prizeValueMinor.min)
    .max(tournamentLimits.prizeValueMinor.max)
    .optional(),
});

export const tournamentPrizeRecord = z
  .object({
    ...clubRecordFields,
    tournament_id: z.number().int(),
    tournament_name: z.string(),
    prize_type_id: z.number().int(),
    prize_type_name: z.string(),
    position: z.number().int(),
    category: z.string(),
    description: z.string(),
    value_minor: z.number().int(),
    winner_member_id: z.number().int().nullable(),
    winner_team_id: z.number().int().nullable(),
  })
  .meta({
    id: 'TournamentPrize',
    description: 'A prize of a tournament; results fill in its winner',
    examples: [
      {
        ...clubRecordExample,
        tournament_id: 1,
        tournament_name: 'November Medal',
        prize_type_id: 2,
        prize_type_name: 'Net Winner',
        position: 1,
        category: 'A',
        description: 'Pro shop voucher',
        value_minor: 5000,
        winner_member_id: null,
        winner_team_id: null,
      },
    ],
  });

export const tournamentNoteInput = z.object({
  tournament_id: referenceId,
  title: z.string().trim().min(1).max(tournamentLimits.noteTitle),
  body: z.string().trim().max(tournamentLimits.noteBody).optional(),
  visibility: z.enum(noteVisibilities).optional(),
});

export const tournamentNoteRecord = z
  .object({
    ...clubRecordFields,
    tournament_id: z.number().int(),
    tournament_name: z.string(),
    title: z.string(),
    body: z.string(),
    visibility: z.enum(noteVisibilities),
  })
  .meta({
    id: 'TournamentNote',
    description: 'A note of a tournament, for its organisers or for everyone',
    examples: [
      {
        ...clubRecordExample,
        tournament_id: 1,
        tournament_name: 'November Medal',
        title: 'Preferred lies',
        body: 'Preferred lies on closely mown areas through the green.',
        visibility: 'everyone',
      },
    ],
  });

// Rounds and the draw --------------------------------------------------------------------------------------------

export const playerRoundInput = z.object({
  tournament_id: referenceId,
  round_number: z.number().int().min(tournamentLimits.rounds.min).max(tournamentLimits.rounds.max),
  play_date: clubDay,
  player_round_section_id: referenceId.nullable().optional().describe('The holes the round plays; all when none'),
  start_type: z.enum(roundStartTypes).optional(),
});

export const playerRoundRecord = z
  .object({
    ...clubRecordFields,
    tournament_id: z.number().int().nullable(),
    tournament_name: z.string().nullable(),
    round_number: z.number().int(),
    play_date: z.string(),
    player_round_section_id: z.number().int().nullable(),
    player_round_section_name: z.string().nullable(),
    start_type: z.enum(roundStartTypes),
    status: z.enum(roundStatuses),
    groups_count: z.number().int(),
    players_count: z.number().int(),
  })
  .meta({
    id: 'PlayerRound',
    description: 'A round of a tournament: its day, holes, start and status',
    examples: [
      {
        ...clubRecordExample,
        tournament_id: 1,
        tournament_name: 'November Medal',
        round_number: 1,
        play_date: '2026-11-28',
        player_round_section_id: null,
        player_round_section_name: null,
        start_type: 'tee_times',
        status: 'scheduled',
        groups_count: 36,
        players_count: 144,
      },
    ],
  });

export const roundStatusInput = z.object({
  player_round_id: referenceId,
  status: z.enum(roundStatuses),
  confirm_missing_scores: z
    .boolean()
    .optional()
    .describe('Completing a round whose players miss scores needs this, once they are listed'),
  confirm_unattested_cards: z
    .boolean()
    .optional()
    .describe(
      'Completing a round whose complete cards are not all attested by their players needs this, once they are named',
    ),
});

export const groupPlayer = z.object({
  member_id: z.number().int(),
  name: z.string(),
  gender: z.string().nullable(),
  hole_category_name: z.string().nullable(),
  playing_handicap: z.number().int().nullable(),
  team_id: z.number().int().nullable(),
  position: z.number().int(),
});

export const playerRoundGroupInput = z.object({
  player_round_id: referenceId,
  number: z.number().int().min(1).max(400),
  tee_time: teeTime.nullable().optional(),
  starting_hole: z.number().int().min(1).max(18).optional(),
  starting_hole_suffix: z.enum(['', 'A', 'B']).optional(),
  scorer_user_id: referenceId.nullable().optional(),
});

export const playerRoundGroupRecord = z
  .object({
    ...clubRecordFields,
    player_round_id: z.number().int(),
    number: z.number().int(),
    tee_time: z.string().nullable(),
    starting_hole: z.number().int(),
    starting_hole_suffix: z.string(),
    start: z.string().describe('The tee time, or the starting hole of a shotgun ("1A")'),
    scorer_user_id: z.number().int().nullable(),
    players: z.array(groupPlayer),
  })
  .meta({
    id: 'PlayerRoundGroup',
    description: 'A playing group of a round, with its players',
    examples: [
      {
        ...clubRecordExample,
        player_round_id: 1,
        number: 1,
        tee_time: '08:00',
        starting_hole: 1,
        starting_hole_suffix: '',
        start: '08:00',
        scorer_user_id: null,
        players: [
          {
            member_id: 12,
            name: 'Priya Sharma',
            gender: 'F',
            hole_category_name: 'Red',
            playing_handicap: 21,
            team_id: null,
            position: 1,
          },
        ],
      },
    ],
  });

export const drawInput = z.object({
  player_round_id: referenceId,
  method: z.enum(drawMethods),
  group_size: z.number().int().min(2).max(tournamentLimits.groupSize.max),
  start_type: z.enum(roundStartTypes),
  first_tee_time: teeTime.optional().describe('With tee times: the first group’s time'),
  interval_minutes: z
    .number()
    .int()
    .min(tournamentLimits.teeInterval.min)
    .max(tournamentLimits.teeInterval.max)
    .optional(),
  seed: z.number().int().min(0).max(2_147_483_647).optional().describe('Makes a random draw repeatable'),
});

export const groupsChangeInput = z.object({
  player_round_id: referenceId,
  groups: z
    .array(z.object({ group_id: referenceId, member_ids: z.array(referenceId).max(8) }))
    .min(1)
    .max(400)
    .describe('The players of each group named, in order; groups not named stay as they are'),
});

export const roundGroupsAnswer = z.array(playerRoundGroupRecord);

export const missingScoresAnswer = z.object({
  detail: z.string(),
  missing: z.array(z.object({ member_id: z.number().int(), name: z.string(), group_number: z.number().int() })),
});

export const activePlayer = z.object({
  player_round_id: z.number().int(),
  tournament_id: z.number().int().nullable(),
  tournament_name: z.string().nullable(),
  group_id: z.number().int(),
  group_number: z.number().int(),
  start: z.string(),
  member_id: z.number().int(),
  name: z.string(),
  playing_handicap: z.number().int().nullable(),
});

export const ownRound = z.object({
  player_round_id: z.number().int(),
  tournament_id: z.number().int().nullable(),
  tournament_name: z.string().nullable(),
  round_number: z.number().int(),
  play_date: z.string(),
  status: z.enum(roundStatuses),
  group_id: z.number().int().nullable(),
  group_number: z.number().int().nullable(),
  start: z.string().nullable(),
  hole_category_name: z.string().nullable(),
  playing_handicap: z.number().int().nullable(),
  players: z.array(z.string()).describe('The names of the group, the golfer included'),
});
