import { z } from 'zod';
import { referenceId } from './fields.js';
import { handicapIndex, memberGenders } from './members.js';
import { instant, instantInput, recordExample, recordFields } from './records.js';

/**
 * Members entering competitions themselves (issue 52): a tournament's entry rules (who may enter, when, what they
 * pay, how a freed place is given), the events a member may enter, their own entries and the waiting list.
 */

export const enteringLimits = {
  memberTypes: 50,
  categories: 20,
  feeMinor: { min: 0, max: 100_000_000 },
  offerHours: { min: 1, max: 168 },
  /** A team is at most 12 golfers: the one entering and 11 partners. */
  sidePartners: 11,
} as const;

export const freedPlaceWays = ['at_once', 'offer'] as const;
export const startWindows = ['early', 'middle', 'late'] as const;
export const competitionEntryStatuses = [
  'entered',
  'waiting',
  'offered',
  'awaiting',
  'withdrawn',
  'lapsed',
  'declined',
] as const;

const clubRecordFields = { ...recordFields, golf_course_id: z.number().int() };
const clubRecordExample = { ...recordExample, golf_course_id: 1 };

const feeMinor = z
  .number()
  .int()
  .min(enteringLimits.feeMinor.min)
  .max(enteringLimits.feeMinor.max)
  .describe("In minor units of the club's currency");

const memberTypeFee = z.object({ member_type_id: referenceId, fee_minor: feeMinor });

export const tournamentEntryRulesInput = z.object({
  tournament_id: referenceId,
  entries_open_at: instantInput.describe('When members may start entering; entries close at the tournament’s close'),
  member_type_ids: z
    .array(referenceId)
    .max(enteringLimits.memberTypes)
    .optional()
    .describe('The member types that may enter; none, every type'),
  gender: z.enum(memberGenders).nullable().optional().describe('Only golfers of this gender; null, any'),
  minimum_handicap_index: handicapIndex
    .nullable()
    .optional()
    .describe('The lowest Handicap Index that may enter, read at the index on the day entries close'),
  maximum_handicap_index: handicapIndex
    .nullable()
    .optional()
    .describe('The highest Handicap Index that may enter, read at the index on the day entries close'),
  categories: z
    .array(z.string().trim().min(1).max(50))
    .max(enteringLimits.categories)
    .optional()
    .describe('The tournament’s categories whose golfers may enter; none, every category'),
  guests_allowed: z.boolean().optional().describe('Guests of the club (members of another club) may enter'),
  other_clubs_allowed: z.boolean().optional().describe('An open event: golfers of other Fairway clubs may enter'),
  other_clubs_approval: z
    .boolean()
    .optional()
    .describe('Entries by golfers of other clubs wait for the organiser’s approval'),
  member_type_fees: z
    .array(memberTypeFee)
    .max(enteringLimits.memberTypes)
    .optional()
    .describe('The entry fee of members of a type; the others pay the tournament’s entry fee'),
  guest_fee_minor: feeMinor.optional().describe('The entry fee of a guest'),
  accounts_head_id: referenceId
    .nullable()
    .optional()
    .describe('The ledger head entry fees are posted to; without one the fee is recorded as owed, not posted'),
  waiting_list: z.boolean().optional().describe('A full field puts a member on a waiting list; without it, refused'),
  freed_place: z
    .enum(freedPlaceWays)
    .optional()
    .describe('A freed place goes to the first waiting at once, or is offered by mail for offer_hours'),
  offer_hours: z.number().int().min(enteringLimits.offerHours.min).max(enteringLimits.offerHours.max).optional(),
});

export const tournamentEntryRulesRecord = z
  .object({
    ...clubRecordFields,
    tournament_id: z.number().int(),
    entries_open_at: instant,
    member_type_ids: z.array(z.number().int()),
    gender: z.string().nullable(),
    minimum_handicap_index: z.number().nullable(),
    maximum_handicap_index: z.number().nullable(),
    categories: z.array(z.string()),
    guests_allowed: z.boolean(),
    other_clubs_allowed: z.boolean(),
    other_clubs_approval: z.boolean(),
    member_type_fees: z.array(z.object({ member_type_id: z.number().int(), fee_minor: z.number().int() })),
    guest_fee_minor: z.number().int(),
    accounts_head_id: z.number().int().nullable(),
    waiting_list: z.boolean(),
    freed_place: z.enum(freedPlaceWays),
    offer_hours: z.number().int(),
  })
  .meta({
    id: 'TournamentEntryRules',
    description: 'Who may enter a tournament themselves, when, and what they pay: one record a tournament',
    examples: [
      {
        ...clubRecordExample,
        tournament_id: 3,
        entries_open_at: '2026-11-20T08:00:00.000Z',
        member_type_ids: [1, 2],
        gender: null,
        minimum_handicap_index: null,
        maximum_handicap_index: 36,
        categories: [],
        guests_allowed: true,
        other_clubs_allowed: false,
        other_clubs_approval: false,
        member_type_fees: [{ member_type_id: 2, fee_minor: 500 }],
        guest_fee_minor: 2500,
        accounts_head_id: 5,
        waiting_list: true,
        freed_place: 'offer',
        offer_hours: 24,
      },
    ],
  });

/** A golfer of a side or team entered at once, as their partners see them. */
const sidePartner = z.object({
  entry_id: z.number().int(),
  member_id: z.number().int(),
  name: z.string(),
  status: z.enum(competitionEntryStatuses),
});

/** A member's own entry: in the field, waiting (with its place in the list), offered a freed place, or gone. */
export const competitionEntryRecord = z
  .object({
    id: z.number().int(),
    created_at: instant,
    tournament_id: z.number().int(),
    tournament_name: z.string(),
    start_date: z.string(),
    club_name: z.string().describe('The club holding the event'),
    currency: z.string().describe('The currency of the club holding the event, which its fee is in'),
    member_id: z.number().int(),
    name: z.string(),
    home_club_name: z
      .string()
      .nullable()
      .describe('A golfer of another club at an open event: the club they entered from; null for the host’s own'),
    handicap_index: z.number().nullable().describe('The golfer’s Handicap Index now'),
    preferred_start: z.enum(startWindows).nullable(),
    status: z.enum(competitionEntryStatuses),
    waiting_position: z.number().int().nullable().describe('Its place on the waiting list, from 1, while waiting'),
    offered_until: instant.nullable().describe('While offered a freed place: the time to confirm by'),
    fee_minor: z.number().int(),
    fee_posted: z.boolean().describe('The fee is posted to the member’s account'),
    fee_reversed: z.boolean(),
    withdrawn_at: instant.nullable(),
    side_entry_id: z
      .number()
      .int()
      .nullable()
      .describe('A side or team entered at once: the entry of the golfer who entered it; null for an entry alone'),
    side_entered_by: z.string().nullable().describe('A side or team entered at once: who entered it, by name'),
    partners: z
      .array(sidePartner)
      .describe('The other golfers of the side or team entered with this one, each with their entry’s status'),
  })
  .meta({
    id: 'CompetitionEntry',
    description: "A member's own entry of a tournament",
    examples: [
      {
        id: 12,
        created_at: '2026-11-21T09:00:00.000Z',
        tournament_id: 3,
        tournament_name: 'Monthly Medal',
        start_date: '2026-12-05',
        club_name: 'Demo Golf Club',
        currency: 'GBP',
        member_id: 40,
        name: 'Ann Lee',
        home_club_name: null,
        handicap_index: 14.2,
        preferred_start: 'early',
        status: 'waiting',
        waiting_position: 2,
        offered_until: null,
        fee_minor: 1500,
        fee_posted: false,
        fee_reversed: false,
        withdrawn_at: null,
        side_entry_id: 12,
        side_entered_by: 'Ann Lee',
        partners: [{ entry_id: 13, member_id: 41, name: 'Raj Khan', status: 'waiting' }],
      },
    ],
  });

export const competitionEntryList = z.array(competitionEntryRecord);

/** An event open for members' entries, as one member sees it: whether they may enter, and why not. */
export const competitionRecord = z
  .object({
    tournament_id: z.number().int(),
    name: z.string(),
    format: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    entries_open_at: instant,
    entries_close_at: instant,
    field_limit: z.number().int().nullable(),
    entered: z.number().int().describe('Places taken in the field'),
    waiting: z.number().int().describe('Golfers on the waiting list (offered a place included)'),
    fee_minor: z.number().int().describe('What this member would pay'),
    may_enter: z.boolean(),
    reason: z.string().nullable().describe('Why the member may not enter, when they may not'),
    side_size: z
      .number()
      .int()
      .nullable()
      .describe(
        'Where the event plays as sides or teams: the most golfers of one, the member included, who enters with 1 to ' +
          'side_size - 1 partners; null where members enter alone',
      ),
    guests_allowed: z
      .boolean()
      .describe(
        'Guests of the club may enter: only then may a guest be named as a partner (the partner search leaves them out otherwise)',
      ),
    entry: competitionEntryRecord.nullable().describe('The member’s standing entry, if any'),
  })
  .meta({
    id: 'Competition',
    description: 'A tournament open for members’ own entries, as the caller sees it',
    examples: [
      {
        tournament_id: 3,
        name: 'Monthly Medal',
        format: 'stroke_play',
        start_date: '2026-12-05',
        end_date: '2026-12-05',
        entries_open_at: '2026-11-20T09:00:00.000Z',
        entries_close_at: '2026-12-03T18:00:00.000Z',
        field_limit: 40,
        entered: 40,
        waiting: 2,
        fee_minor: 1500,
        may_enter: true,
        reason: null,
        side_size: null,
        guests_allowed: false,
        entry: null,
      },
    ],
  });

export const competitionList = z.array(competitionRecord);

/** An open event of another club, as a golfer of the caller's club sees it. */
export const openCompetitionRecord = competitionRecord
  .extend({
    club_name: z.string().describe('The club holding the event'),
    currency: z.string().describe('The currency of the club holding the event, which its fee is in'),
    approval_required: z.boolean().describe('The organiser approves the entries of golfers of other clubs'),
  })
  .meta({
    id: 'OpenCompetition',
    description: 'A tournament of another Fairway club open to golfers of other clubs, as the caller sees it',
    examples: [
      {
        tournament_id: 8,
        name: 'Autumn Open',
        format: 'stableford',
        start_date: '2026-12-12',
        end_date: '2026-12-12',
        entries_open_at: '2026-11-20T09:00:00.000Z',
        entries_close_at: '2026-12-10T18:00:00.000Z',
        field_limit: 60,
        entered: 31,
        waiting: 0,
        fee_minor: 3000,
        may_enter: true,
        reason: null,
        side_size: null,
        guests_allowed: false,
        entry: null,
        club_name: 'Second Demo Golf Club',
        currency: 'EUR',
        approval_required: true,
      },
    ],
  });

export const openCompetitionList = z.array(openCompetitionRecord);

export const competitionEntryInput = z.object({
  preferred_start: z.enum(startWindows).nullable().optional().describe('The start the member would like'),
  partner_ids: z
    .array(referenceId)
    .max(enteringLimits.sidePartners)
    .optional()
    .describe(
      'Where the event plays as sides or teams: the members entered with the caller, their partner or team-mates',
    ),
});
