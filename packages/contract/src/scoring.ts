import { z } from 'zod';
import { teeSetGenders } from './courses.js';
import { clubDay, referenceId } from './fields.js';
import { dateFormats } from './golf-course-settings.js';
import { instant, recordExample, recordFields } from './records.js';
import { leaderboardVisibilities, nines, playerRoundRecord, roundStatuses, tournamentFormats } from './tournaments.js';

/** The limits of live scoring. */
export const scoringLimits = {
  /** Strokes on one hole: 1 to 20; `null` is "no score" (picked up). */
  minStrokes: 1,
  maxStrokes: 20,
  /** Entries in one `save_score` call: a phone's offline queue. */
  entriesPerCall: 200,
  /** A correction's reason, in characters. */
  reason: 300,
} as const;

/**
 * One score as a phone sends it. `client_key` is made once per entry on the phone: sent again, the stored result is
 * answered and nothing is written. `base_version` is the score's version the phone last saw (0 for none).
 */
export const scoreEntry = z
  .object({
    player_round_id: referenceId,
    member_id: referenceId,
    hole_number: z.number().int().min(1).max(36).describe('The hole as the card numbers it, 1 to 18 (or 9)'),
    strokes: z
      .number()
      .int()
      .min(scoringLimits.minStrokes)
      .max(scoringLimits.maxStrokes)
      .nullable()
      .describe('Whole strokes, 1 to 20; null for no score (picked up)'),
    drive_member_id: referenceId
      .nullable()
      .optional()
      .describe(
        "A scramble team's hole: the team's player whose drive the team used (null: not said); the stored one kept when not sent",
      ),
    client_key: z.uuid({ error: 'Must be a valid UUID.' }),
    base_version: z.number().int().min(0).max(2_147_483_647),
    reason: z
      .string()
      .trim()
      .max(scoringLimits.reason)
      .optional()
      .describe("Why an organiser corrects a signed card or a completed round's score: required then, and audited"),
  })
  .meta({
    id: 'ScoreEntry',
    description: 'One hole of one player, as a phone sends it',
    examples: [
      {
        player_round_id: 1,
        member_id: 12,
        hole_number: 7,
        strokes: 4,
        client_key: '3f1c2f8e-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
        base_version: 0,
      },
    ],
  });
export type ScoreEntry = z.infer<typeof scoreEntry>;

/**
 * The body of `save_score`: one entry, or a list of up to 200. Each entry is checked and applied on its own, so the
 * body itself only has to be an entry-shaped object or a list of them.
 */
export const saveScoreInput = z
  .union([z.array(z.looseObject({})).min(1).max(scoringLimits.entriesPerCall), z.looseObject({})], {
    error: `Send one score entry, or a list of 1 to ${scoringLimits.entriesPerCall}.`,
  })
  .meta({
    description: `One ScoreEntry, or a list of 1 to ${scoringLimits.entriesPerCall}; each is checked and applied on its own`,
  });

/** A stored score: its value, version and who entered it last. */
export const storedScore = z.object({
  player_round_id: z.number().int(),
  member_id: z.number().int(),
  hole_number: z.number().int(),
  strokes: z.number().int().nullable(),
  drive_member_id: z
    .number()
    .int()
    .nullable()
    .describe("A scramble team's hole: the team's player whose drive was used; null outside a scramble or not said"),
  version: z.number().int(),
  entered_by_user_id: z.number().int().nullable(),
  entered_by_name: z.string(),
  entered_at: instant,
});
export type StoredScore = z.infer<typeof storedScore>;

/** What became of one entry. */
export const scoreOutcomes = ['saved', 'repeated', 'conflict', 'refused'] as const;

/**
 * One entry's outcome: `saved` (written), `repeated` (its `client_key` was seen before, or the score already has the
 * strokes sent: the score as it stands, nothing written), `conflict` (409: the score changed since `base_version` to
 * other strokes; `score` is the current one, nothing overwritten) or `refused` (400, 404 or 409 with its reason).
 */
export const scoreEntryResult = z.object({
  client_key: z.string().nullable(),
  outcome: z.enum(scoreOutcomes),
  status: z.number().int().describe('The HTTP status this entry would have on its own'),
  score: storedScore.nullable(),
  detail: z.string().nullable(),
  errors: z.record(z.string(), z.array(z.string())).nullable().describe("An invalid entry's field errors"),
});
export type ScoreEntryResult = z.infer<typeof scoreEntryResult>;

export const saveScoreAnswer = z
  .object({
    results: z.array(scoreEntryResult).describe('One per entry sent, in the same order'),
  })
  .meta({
    id: 'SaveScoreAnswer',
    description: "Each entry's outcome",
    examples: [
      {
        results: [
          {
            client_key: '3f1c2f8e-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
            outcome: 'saved',
            status: 200,
            score: {
              player_round_id: 1,
              member_id: 12,
              hole_number: 7,
              strokes: 4,
              drive_member_id: null,
              version: 1,
              entered_by_user_id: 5,
              entered_by_name: 'Ann Baker',
              entered_at: '2026-11-28T09:41:00Z',
            },
            detail: null,
            errors: null,
          },
        ],
      },
    ],
  });

/** A refused single entry: the DRF shape, with the current score on a version conflict. */
export const scoreConflict = z.object({ detail: z.string(), current: storedScore.nullable() }).meta({
  id: 'ScoreConflict',
  description:
    "DRF's Detail, with the score as it stands on a version conflict (null when the entry was refused for another reason)",
  examples: [
    {
      detail: 'The score changed since version 0: it is 5 (version 1), entered by Ann Baker.',
      current: {
        player_round_id: 1,
        member_id: 12,
        hole_number: 7,
        strokes: 5,
        drive_member_id: null,
        version: 1,
        entered_by_user_id: 5,
        entered_by_name: 'Ann Baker',
        entered_at: '2026-11-28T09:41:00Z',
      },
    },
  ],
});

/** A player's card in a round: the scores and who signed it. */
export const cardSignatureInput = z.object({
  player_round_id: referenceId,
  member_id: referenceId,
  as: z.enum(['marker', 'player']).describe("The marker (the group's scorer) signs; the player attests"),
  reason: z
    .string()
    .trim()
    .max(scoringLimits.reason)
    .optional()
    .describe('Why an organiser attests for the player (a golfer without a login, say): required then, and audited'),
});

export const cardSignature = z.object({
  player_round_id: z.number().int(),
  member_id: z.number().int(),
  marker_user_id: z.number().int().nullable(),
  marker_signed_at: instant.nullable(),
  player_attested_at: instant.nullable(),
  attested_by_marker: z
    .boolean()
    .describe("Attested by the marker's signature, where the club lets it count as both (`marker_signature_attests`)"),
  locked: z.boolean().describe("Signed by the marker: only an organiser corrects the card's scores, with a reason"),
});

/** A hole of a round's card, in card order. */
export const cardHole = z.object({
  hole_number: z.number().int(),
  par: z.number().int(),
  stroke_index: z.number().int(),
});

/**
 * A scramble team's drives used against the tournament's minimum per player, from `@fairway/golf`'s `scrambleDrives`:
 * each player's count and shortfall, the holes without a drive said, and the same in words.
 */
export const scrambleTeamDrives = z.object({
  minimum: z.number().int().describe("The tournament's minimum of each player's drives (0: none)"),
  players: z.array(
    z.object({
      member_id: z.number().int(),
      name: z.string(),
      drives: z.number().int(),
      short: z.number().int().describe('Drives still lacking to the minimum'),
    }),
  ),
  holes_left: z.number().int().describe('Holes without a drive said yet'),
  met: z.boolean().describe('Every player has at least the minimum'),
  still_possible: z.boolean().describe('The holes left are enough to make up every shortfall'),
  explanation: z.string().describe('The drives used per player and any shortfall, in words'),
});
export type ScrambleTeamDrives = z.infer<typeof scrambleTeamDrives>;

/** One player of a group's card as its scorer's phone reads it. */
export const groupCardPlayer = z.object({
  member_id: z.number().int(),
  name: z.string(),
  playing_handicap: z.number().int().nullable(),
  strokes_received: z.array(z.number().int()).describe('Per hole in card order: the strokes the player receives'),
  scores: z.array(storedScore.nullable()).describe('Per hole in card order'),
  signature: cardSignature,
  drives: scrambleTeamDrives
    .nullable()
    .describe("A scramble team's card: its players' drives used against the minimum; null in other formats"),
});

/**
 * A skins game as it stands on a board or a phone: who holds each hole so far (the single lowest score of the players
 * who have played it, gross or net), the skins riding on it, and each player's skins of the holes everyone has
 * played, from `@fairway/golf`'s `skinsHolders`.
 */
export const liveSkins = z.object({
  basis: z.enum(['gross', 'net']),
  ties: z.enum(['carry_over', 'void']).describe('A tied hole carries its skins to the next hole, or voids them'),
  holes: z.array(
    z.object({
      hole_number: z.number().int(),
      status: z
        .enum(['not_played', 'held', 'tied', 'won', 'carried', 'void', 'split', 'play_off'])
        .describe(
          "Not played yet; held or tied while players are still to play it; once everyone has, as the results say: won, carried (a tie, carry-over), void, or the last hole's tie split or to a play-off",
        ),
      holder_member_id: z.number().int().nullable().describe('The single lowest score so far'),
      tied_member_ids: z.array(z.number().int()).describe('The players level on the lowest score so far'),
      score: z.number().int().nullable().describe('The lowest score so far, gross or net'),
      played: z.number().int().describe('Players who have played the hole'),
      skins_at_stake: z.number().int().describe('Its own skin and, with carry-over, those carried to it'),
      explanation: z.string().describe('Who holds the hole in words; "" before the first score'),
    }),
  ),
  players: z
    .array(
      z.object({
        member_id: z.number().int(),
        name: z.string(),
        skins: z.number().int(),
        holes_won: z.array(z.number().int()),
      }),
    )
    .describe('The players with a skin won, most skins first'),
  skins_won: z.number().int().describe('Skins won on the holes everyone has played'),
  skins_carried: z.number().int().describe('Skins carried from tied holes to the next hole not yet won'),
  pot_minor: z
    .number()
    .int()
    .describe("The game's pot in minor units, shared among the skins once the last hole is decided"),
  currency: z.string().describe("The club's currency (ISO 4217) the pot is in"),
});
export type LiveSkins = z.infer<typeof liveSkins>;

/** A group's card: what the scoring page needs to score it, and whether the caller may. */
export const groupCard = z
  .object({
    player_round_id: z.number().int(),
    round_status: z.enum(roundStatuses),
    tournament_id: z.number().int().nullable(),
    title: z.string().describe('The tournament or the individual round, as the page heads it'),
    club_date_format: z.enum(dateFormats).describe('How the club writes dates'),
    club_time_zone: z.string().describe("The club's IANA time zone: the card's signing times on its clock, 24-hour"),
    group_id: z.number().int(),
    group_number: z.number().int(),
    start: z.string(),
    starting_hole: z.number().int(),
    scorer_user_id: z.number().int().nullable(),
    can_score: z.boolean(),
    is_organiser: z
      .boolean()
      .describe(
        "The caller organises the round (or is a super admin): corrects a signed card's or a completed round's scores, with a reason",
      ),
    is_scorer: z
      .boolean()
      .describe(
        "The caller is the group's marker: its named scorer, or while none is named one of its players; signs the others' cards",
      ),
    own_member_id: z
      .number()
      .int()
      .nullable()
      .describe('The signed-in golfer when they play in this group: the player whose card they attest; null otherwise'),
    basis: z
      .enum(['gross', 'net', 'stableford'])
      .describe(
        "The figure the round's board ranks by, which the card shows for each player: Stableford points, net, or gross (the Peoria family, whose handicap comes once play is over)",
      ),
    holes: z.array(cardHole),
    players: z.array(groupCardPlayer),
    skins: liveSkins
      .nullable()
      .describe(
        "A skins game's holes as they stand over the whole field when the card was read; null in other formats",
      ),
  })
  .meta({
    id: 'GroupCard',
    description: "A group's card for its scorer: holes, players, strokes received, scores",
    examples: [
      {
        player_round_id: 1,
        round_status: 'active',
        tournament_id: 1,
        title: 'Monthly Medal: November',
        club_date_format: 'DD/MM/YYYY',
        club_time_zone: 'Europe/London',
        group_id: 3,
        group_number: 3,
        start: '07:46',
        starting_hole: 1,
        scorer_user_id: null,
        can_score: true,
        is_organiser: false,
        is_scorer: true,
        own_member_id: 12,
        basis: 'stableford',
        holes: [{ hole_number: 1, par: 4, stroke_index: 9 }],
        players: [
          {
            member_id: 12,
            name: 'Ann Baker',
            playing_handicap: 14,
            strokes_received: [1],
            scores: [null],
            signature: {
              player_round_id: 1,
              member_id: 12,
              marker_user_id: null,
              marker_signed_at: null,
              player_attested_at: null,
              attested_by_marker: false,
              locked: false,
            },
            drives: null,
          },
        ],
        skins: null,
      },
    ],
  });

export type GroupCard = z.infer<typeof groupCard>;

export const groupCardQuery = z.object({ group_id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** How a leader board ranks: gross or net strokes, or Stableford points. */
export const leaderboardBases = ['gross', 'net', 'stableford'] as const;

export const leaderboardQuery = z.object({
  category: z.string().max(50).optional().describe('Only the players of this category'),
  basis: z
    .enum(['gross', 'net'])
    .optional()
    .describe("For a tournament scored on both: which one ranks (net unless 'gross')"),
  player_round_id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2_147_483_647)
    .optional()
    .describe('Another round than the current one'),
});

/** A leader board row. `holes` are the strokes in card order (null: not played yet or picked up). */
export const leaderboardRow = z.object({
  order: z.number().int().describe("The row's place in the board, 0 first"),
  position: z.number().int().nullable(),
  position_display: z.string().describe('"1", "T3", or "" for a player without a position'),
  tied: z.boolean(),
  member_id: z.number().int(),
  team_id: z.number().int().nullable(),
  name: z.string(),
  category: z.string(),
  group_number: z.number().int().nullable(),
  playing_handicap: z.number().int().nullable(),
  thru: z.number().int().describe('Holes played'),
  gross: z.number().int().nullable(),
  net: z.number().nullable(),
  to_par: z
    .number()
    .nullable()
    .describe('Gross or net strokes against the par of the holes played; null before the first'),
  points: z.number().int().nullable(),
  holes: z.array(z.number().int().nullable()),
  card_signed: z.boolean(),
  status: z.string().describe("'entered', or why the player has no position (withdrawn, no_return, disqualified)"),
});
export type LeaderboardRow = z.infer<typeof leaderboardRow>;

/**
 * A team's line of a board's team standings: a best-N-of-M team event's or a four-ball's teams ranked by
 * `@fairway/golf`'s live team standings on the board's basis.
 */
export const teamStanding = z.object({
  order: z.number().int().describe("The team's place in the standings, 0 first"),
  position: z.number().int().nullable(),
  position_display: z.string().describe('"1", "T3", or "" for a team without a position'),
  tied: z.boolean(),
  team_id: z.number().int(),
  name: z.string(),
  colour: z.string(),
  thru: z.number().int().describe("Holes every one of the team's players still in play has played"),
  to_par: z
    .number()
    .int()
    .nullable()
    .describe('The counting scores against par on those holes (gross or net); null on Stableford and before the first'),
  points: z.number().int().nullable().describe('The counting Stableford points on those holes; null on strokes'),
  members: z
    .array(
      z.object({
        member_id: z.number().int(),
        name: z.string(),
        counting_holes: z.array(z.number().int()).describe("The card's hole numbers where this player's score counts"),
      }),
    )
    .describe("The team's players in the round, in the order of the draw"),
});
export type TeamStanding = z.infer<typeof teamStanding>;

/**
 * A Ryder Cup match of a board: a group's players of side A against side B, singles or four-ball, its state after
 * the holes both sides have played, as `@fairway/golf`'s match play gives it.
 */
export const matchStanding = z.object({
  group_number: z.number().int(),
  format: z.enum(['singles', 'fourball']),
  sides: z.array(z.object({ team_id: z.number().int(), names: z.array(z.string()) })).describe('Side A, then side B'),
  thru: z.number().int().describe('Holes with a result in the match'),
  state: z
    .string()
    .describe(
      '"AS" or "2 UP" after the holes played; once decided its result, "3&2", "1 UP" or "AS"; "" before the first',
    ),
  leader_team_id: z.number().int().nullable().describe('The side ahead, or that won; null when level or halved'),
  decided: z.boolean(),
});
export type MatchStanding = z.infer<typeof matchStanding>;

/** A side's points in a Ryder Cup: 1 for a match won, 0.5 for one halved, from the matches decided so far. */
export const matchPoints = z.object({ team_id: z.number().int(), points: z.number() });

export const leaderboard = z
  .object({
    tournament_id: z.number().int(),
    tournament_name: z.string(),
    tournament_master_id: z
      .number()
      .int()
      .nullable()
      .describe('The series the tournament belongs to, whose order of merit follows its board; null for none'),
    club_name: z.string(),
    club_date_format: z.enum(dateFormats).describe('How the club writes dates, for the time the board last changed'),
    club_time_zone: z.string().describe("The club's IANA time zone: its clock, 24-hour"),
    format: z.enum(tournamentFormats),
    basis: z.enum(leaderboardBases),
    bases: z.array(z.enum(leaderboardBases)).describe('The bases the board can be asked for (`?basis=`)'),
    teams: z.array(z.object({ id: z.number().int(), name: z.string(), colour: z.string() })),
    visibility: z.enum(leaderboardVisibilities),
    player_round_id: z.number().int().nullable(),
    round_number: z.number().int().nullable(),
    round_status: z.enum(roundStatuses).nullable(),
    version: z.number().int().describe("Grows with every score of the tournament: the stream's event id"),
    updated_at: instant.nullable(),
    holes: z.array(cardHole),
    categories: z.array(z.string()),
    rows: z.array(leaderboardRow),
    team_counting_scores: z
      .number()
      .int()
      .nullable()
      .describe(
        "How many of a team's scores count on each hole (the event's best N; 1, the better ball, in a four-ball); null where the format has no team standings (a Ryder Cup's are its matches)",
      ),
    team_standings: z
      .array(teamStanding)
      .describe('The teams ranked, whatever `category` asks; empty where the format has no team standings'),
    matches: z.array(matchStanding).describe("A Ryder Cup's matches, group by group; empty in other formats"),
    match_points: z.array(matchPoints).describe("A Ryder Cup's points of side A, then side B; empty in other formats"),
    skins: liveSkins.nullable().describe("A skins game's holes as they stand; null in other formats"),
  })
  .meta({
    id: 'Leaderboard',
    description: "A tournament's leader board: the field ranked by the rules, hole by hole",
    examples: [
      {
        tournament_id: 1,
        tournament_name: 'Monthly Medal: November',
        tournament_master_id: 2,
        club_name: 'Fairway Demo Golf Club',
        club_date_format: 'DD/MM/YYYY',
        club_time_zone: 'Europe/London',
        format: 'stroke_play',
        basis: 'net',
        bases: ['net', 'gross'],
        teams: [],
        visibility: 'public',
        player_round_id: 1,
        round_number: 1,
        round_status: 'active',
        version: 412,
        updated_at: '2026-11-28T10:02:00Z',
        holes: [{ hole_number: 1, par: 4, stroke_index: 9 }],
        categories: ['Men A', 'Men B', 'Ladies'],
        rows: [
          {
            order: 0,
            position: 1,
            position_display: 'T1',
            tied: true,
            member_id: 12,
            team_id: null,
            name: 'Ann Baker',
            category: 'Ladies',
            group_number: 3,
            playing_handicap: 14,
            thru: 1,
            gross: 4,
            net: null,
            to_par: -1,
            points: null,
            holes: [4],
            card_signed: false,
            status: 'entered',
          },
        ],
        team_counting_scores: null,
        team_standings: [],
        matches: [],
        match_points: [],
        skins: null,
      },
    ],
  });
export type Leaderboard = z.infer<typeof leaderboard>;

/** A stream event's data: the rows that changed since the last event (every row in a snapshot). */
export const leaderboardChange = z.object({
  version: z.number().int(),
  updated_at: instant.nullable(),
  rows: z.array(leaderboardRow),
  team_standings: z
    .array(teamStanding)
    .optional()
    .describe('Every team standing: in a snapshot always, in a change only when any of them moved'),
  matches: z
    .array(matchStanding)
    .optional()
    .describe("A Ryder Cup's every match: in a snapshot always, in a change only when any of them moved"),
  match_points: z.array(matchPoints).optional().describe('Sent with `matches`'),
  skins: liveSkins
    .nullable()
    .optional()
    .describe("A skins game's every hole: in a snapshot always, in a change only when any of them moved"),
});
export type LeaderboardChange = z.infer<typeof leaderboardChange>;

/** A round in play at the club with each group's progress. */
export const activeRoundProgress = playerRoundRecord.extend({
  title: z.string().describe('The tournament, or the golfer of an individual round'),
  holes_count: z.number().int(),
  groups: z.array(
    z.object({
      group_id: z.number().int(),
      group_number: z.number().int(),
      start: z.string(),
      players: z.array(z.string()),
      thru: z.number().int().describe('Holes every player of the group has a score on'),
      cards_signed: z.number().int(),
    }),
  ),
});

/** The signed-in golfer's round in play and their group, or null. */
export const currentRound = z.object({
  player_round_id: z.number().int(),
  tournament_id: z.number().int().nullable(),
  title: z.string(),
  group_id: z.number().int(),
  group_number: z.number().int(),
  start: z.string(),
  is_scorer: z.boolean(),
});

/** An organiser's view of a stored score: the resource player_scores. */
export const playerScoreRecord = z
  .object({
    ...recordFields,
    golf_course_id: z.number().int(),
    player_round_id: z.number().int(),
    player_round_group_id: z.number().int().nullable(),
    member_id: z.number().int(),
    member_name: z.string(),
    hole_number: z.number().int(),
    strokes: z.number().int().nullable(),
    version: z.number().int(),
    entered_by_user_id: z.number().int().nullable(),
    entered_by_name: z.string(),
    entered_at: instant,
  })
  .meta({
    id: 'PlayerScore',
    description: 'One hole of one player in a round, with its version and who entered it last',
    examples: [
      {
        ...recordExample,
        golf_course_id: 1,
        player_round_id: 1,
        player_round_group_id: 3,
        member_id: 12,
        member_name: 'Ann Baker',
        hole_number: 7,
        strokes: 4,
        version: 1,
        entered_by_user_id: 5,
        entered_by_name: 'Ann Baker',
        entered_at: '2026-11-28T09:41:00Z',
      },
    ],
  });

/** A golfer starting an individual round at the active club: the tee set, the day (today if not sent), the holes. */
export const individualRoundStart = z.object({
  hole_category_id: referenceId,
  play_date: clubDay.optional().describe("The day played; today, in the club's time zone, when not sent"),
  holes: z.literal([9, 18]).optional().describe('18 when not sent'),
  nine: z.enum(nines).nullable().optional().describe('Which nine a 9-hole round plays; the front when not sent'),
});

/** An individual round played as a guest at another club on Fairway. */
export const guestRoundStart = individualRoundStart.extend({
  golf_course_id: referenceId.describe('The club played, one the golfer may not belong to'),
});

/** The club a golfer means to play as a guest. */
export const guestTeeSetsQuery = z.object({
  golf_course_id: z.coerce.number().int().min(1).max(2_147_483_647).describe('An approved club on Fairway'),
});

/** A tee set of a club played as a guest: what a guest round starts from. */
export const guestTeeSet = z
  .object({
    id: z.number().int(),
    name: z.string(),
    colour: z.string(),
    gender: z.enum(teeSetGenders),
  })
  .meta({
    id: 'GuestTeeSet',
    description: "A tee set of another club, for a guest's individual round",
    examples: [{ id: 7, name: 'Yellow', colour: '#ffeb3b', gender: 'M' }],
  });

/** A new individual round set up as a group's round was: the same club, tee set and holes. */
export const groupCloneInput = z.object({
  player_round_group_id: referenceId,
  play_date: clubDay.optional(),
});

/** A golfer's individual round: where, from which tee, the holes, and how far it has got. */
export const individualRoundRecord = z
  .object({
    id: z.number().int(),
    created_at: instant,
    golf_course_id: z.number().int().describe('The club played'),
    golf_course_name: z.string(),
    is_guest: z.boolean().describe('Played at a club the golfer does not belong to'),
    member_id: z.number().int(),
    member_name: z.string(),
    play_date: z.string(),
    hole_category_id: z.number().int().nullable(),
    hole_category_name: z.string().nullable(),
    holes: z.number().int(),
    nine: z.enum(nines).nullable(),
    status: z.enum(roundStatuses),
    player_round_group_id: z.number().int().nullable(),
    course_handicap: z.number().int().nullable(),
    playing_handicap: z.number().int().nullable(),
    thru: z.number().int(),
    gross: z.number().int().nullable(),
    for_handicap: z.boolean().describe('Registered before it started as general play for handicap'),
    start_time: z.string().nullable().describe("A round for handicap's start time, HH:MM on the club's clock"),
    marker_member_id: z.number().int().nullable(),
    marker_name: z.string().nullable(),
    attested_at: instant.nullable().describe('When the marker attested the card of a round for handicap'),
    penalty_reason: z
      .string()
      .nullable()
      .describe('Why the handicap committee entered a penalty score for it, when they did'),
  })
  .meta({
    id: 'IndividualRound',
    description: "A golfer's own round outside tournaments, scored on the same phone page; kept for the handicap",
    examples: [
      {
        id: 40,
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
        status: 'active',
        player_round_group_id: 77,
        course_handicap: 15,
        playing_handicap: 15,
        thru: 6,
        gross: 27,
        for_handicap: true,
        start_time: '08:10',
        marker_member_id: 14,
        marker_name: 'Ben Carter',
        attested_at: null,
        penalty_reason: null,
      },
    ],
  });
export type IndividualRound = z.infer<typeof individualRoundRecord>;

export const individualRoundPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(individualRoundRecord),
});
