import { z } from 'zod';
import { day, emailAddress, referenceId } from './fields.js';
import { instant, recordExample, recordFields } from './records.js';

/**
 * The tee sheet (issue 51): the club's templates of its days, the blocks kept off them, its booking rules and green
 * fees, the day's sheet, and members' bookings with their players. Times of day are the club's clock, `HH:MM`; days
 * `YYYY-MM-DD`.
 */

export const teeSheetLimits = {
  templateName: 100,
  reason: 200,
  guestName: 200,
  /** The booker and up to three others. */
  playersPerBooking: 4,
  timeRanges: 24,
  memberTypeWindows: 50,
} as const;

export const slotKinds = ['open', 'members_only', 'ladies', 'visitors', 'society'] as const;
export const teeSheetTees = ['one_tee', 'two_tees'] as const;
export const teeSheetBlockKinds = ['competition', 'maintenance', 'course_closed'] as const;
export const greenFeePlayers = ['member', 'guest', 'visitor'] as const;
export const bookingStatuses = ['booked', 'cancelled'] as const;
export const bookingPlayerKinds = ['member', 'guest', 'tbc'] as const;

const timeMessage = 'Enter a time of day as HH:MM, 00:00 to 23:59.';
/** A club-local time of day. */
export const timeOfDay = z
  .string()
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { error: timeMessage })
  .describe("A time of day on the club's clock, HH:MM");
/** The end of a part of the day, which may be the day's end, 24:00. */
const endOfPart = z
  .string()
  .regex(/^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$/, { error: 'Enter a time of day as HH:MM, 00:00 to 24:00.' })
  .describe("A time of day on the club's clock, HH:MM; 24:00 is the day's end");
const monthDay = z
  .string()
  .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/, { error: 'Enter a day of the year as MM-DD.' });
const weekdays = z.array(z.number().int().min(1).max(7)).min(1).max(7).describe('ISO weekdays, 1 Monday to 7 Sunday');
export const tee = z
  .union([z.literal(1), z.literal(10)], { error: 'Choose tee 1 or 10.' })
  .describe('The 1st or the 10th tee');

const clubRecordFields = { ...recordFields, golf_course_id: z.number().int() };
const clubRecordExample = { ...recordExample, golf_course_id: 1 };

// Templates -------------------------------------------------------------------------------------------------------

const timeRange = z.object({
  from: timeOfDay,
  to: endOfPart,
  capacity: z.number().int().min(1).max(4).optional(),
  kind: z.enum(slotKinds).optional(),
});

export const teeSheetTemplateInput = z.object({
  name: z.string().trim().min(1).max(teeSheetLimits.templateName),
  weekdays,
  season_from: monthDay.nullable().optional().describe('The season repeats every year from this MM-DD; null all year'),
  season_to: monthDay.nullable().optional().describe('The last MM-DD of the season (across the new year too)'),
  first_start: timeOfDay,
  last_start: timeOfDay,
  interval_minutes: z.number().int().min(6).max(12),
  tees: z.enum(teeSheetTees).optional(),
  crossover: timeOfDay
    .nullable()
    .optional()
    .describe('Two tees: when the groups that started on the 1st and the 10th reach the other nine'),
  capacity: z.number().int().min(1).max(4).optional().describe('Players a slot takes, 4 unless given'),
  kind: z.enum(slotKinds).optional(),
  time_ranges: z
    .array(timeRange)
    .max(teeSheetLimits.timeRanges)
    .optional()
    .describe('Parts of the day (from, up to but not including to) whose slots take another capacity or kind'),
});

export const teeSheetTemplateRecord = z
  .object({
    ...clubRecordFields,
    name: z.string(),
    weekdays: z.array(z.number().int()),
    season_from: z.string().nullable(),
    season_to: z.string().nullable(),
    first_start: z.string(),
    last_start: z.string(),
    interval_minutes: z.number().int(),
    tees: z.enum(teeSheetTees),
    crossover: z.string().nullable(),
    capacity: z.number().int(),
    kind: z.enum(slotKinds),
    time_ranges: z.array(timeRange),
  })
  .meta({
    id: 'TeeSheetTemplate',
    description: "How the club's days it fits are made: their starts, tees, and each slot's capacity and kind",
    examples: [
      {
        ...clubRecordExample,
        name: 'Summer weekends',
        weekdays: [6, 7],
        season_from: '04-01',
        season_to: '09-30',
        first_start: '06:30',
        last_start: '16:00',
        interval_minutes: 8,
        tees: 'one_tee',
        crossover: null,
        capacity: 4,
        kind: 'open',
        time_ranges: [{ from: '06:30', to: '08:00', capacity: 2 }],
      },
    ],
  });

// Blocks ----------------------------------------------------------------------------------------------------------

export const teeSheetBlockInput = z.object({
  date: day,
  from_time: timeOfDay.nullable().optional().describe('From this time; the whole day without it'),
  to_time: endOfPart.nullable().optional().describe('Up to (not including) this time; the day’s end without it'),
  tee: tee.nullable().optional().describe('One tee, or both when null'),
  kind: z.enum(teeSheetBlockKinds),
  reason: z.string().trim().min(1).max(teeSheetLimits.reason),
});

export const teeSheetBlockRecord = z
  .object({
    ...clubRecordFields,
    date: z.string(),
    from_time: z.string().nullable(),
    to_time: z.string().nullable(),
    tee: z.number().int().nullable(),
    kind: z.enum(teeSheetBlockKinds),
    reason: z.string(),
  })
  .meta({
    id: 'TeeSheetBlock',
    description: 'A part of a day kept off the sheet',
    examples: [
      {
        ...clubRecordExample,
        date: '2026-12-05',
        from_time: '07:00',
        to_time: '09:00',
        tee: null,
        kind: 'maintenance',
        reason: 'Greens hollow-tined',
      },
    ],
  });

// Booking rules ---------------------------------------------------------------------------------------------------

const daysAhead = z.number().int().min(0).max(365).describe('How many days ahead a tee time may be booked');
const memberTypeWindow = z.object({
  member_type_id: referenceId,
  days_ahead: daysAhead,
  opens_at: timeOfDay.describe('The hour booking opens, that many days before the tee time'),
});
const limit = z.number().int().min(1).max(100).nullable().optional();

export const bookingRulesInput = z.object({
  days_ahead: daysAhead,
  opens_at: timeOfDay.describe('The hour booking opens, that many days before the tee time'),
  member_type_windows: z
    .array(memberTypeWindow)
    .max(teeSheetLimits.memberTypeWindows)
    .optional()
    .describe('The member types whose window differs from the club’s'),
  maximum_bookings_held: limit.describe('Bookings a member may hold at once, of tee times to come; null no limit'),
  maximum_bookings_per_day: limit.describe('Bookings a member may hold on one day; null no limit'),
  maximum_guests: z.number().int().min(0).max(3).describe('Guests a member may bring in one booking'),
  cancel_cut_off_hours: z
    .number()
    .int()
    .min(0)
    .max(720)
    .describe('Hours before the tee time a booking may be cancelled on time; later it is recorded as late'),
  no_shows: z.number().int().min(1).max(100).describe('The no-show rule: this many no-shows ...'),
  no_show_within_days: z.number().int().min(1).max(3650).describe('... within this many days ...'),
  suspension_days: z.number().int().min(1).max(3650).describe('... suspend booking for this many days'),
  green_fee_accounts_head_id: referenceId
    .nullable()
    .optional()
    .describe('The ledger head green fees are posted to; without one no fee is charged'),
  ballot_losses_within_days: z
    .number()
    .int()
    .min(1)
    .max(3650)
    .optional()
    .describe(
      "A ballot lost within this many days before a ballot's day weighs a member's entry more (90 unless given)",
    ),
  waiting_list_hold_minutes: z
    .number()
    .int()
    .min(5)
    .max(10_080)
    .optional()
    .describe('How long a place freed for the waiting list is held for the member offered it (120 unless given)'),
});

export const bookingRulesRecord = z
  .object({
    ...clubRecordFields,
    days_ahead: z.number().int(),
    opens_at: z.string(),
    member_type_windows: z.array(memberTypeWindow),
    maximum_bookings_held: z.number().int().nullable(),
    maximum_bookings_per_day: z.number().int().nullable(),
    maximum_guests: z.number().int(),
    cancel_cut_off_hours: z.number().int(),
    no_shows: z.number().int(),
    no_show_within_days: z.number().int(),
    suspension_days: z.number().int(),
    green_fee_accounts_head_id: z.number().int().nullable(),
    ballot_losses_within_days: z.number().int(),
    waiting_list_hold_minutes: z.number().int(),
  })
  .meta({
    id: 'BookingRules',
    description: "The club's booking rules: one record a club",
    examples: [
      {
        ...clubRecordExample,
        days_ahead: 7,
        opens_at: '19:00',
        member_type_windows: [{ member_type_id: 2, days_ahead: 3, opens_at: '19:00' }],
        maximum_bookings_held: 2,
        maximum_bookings_per_day: 1,
        maximum_guests: 3,
        cancel_cut_off_hours: 24,
        no_shows: 3,
        no_show_within_days: 90,
        suspension_days: 14,
        green_fee_accounts_head_id: 4,
        ballot_losses_within_days: 90,
        waiting_list_hold_minutes: 120,
      },
    ],
  });

// Green fees ------------------------------------------------------------------------------------------------------

export const greenFeeInput = z.object({
  player: z.enum(greenFeePlayers),
  member_type_id: referenceId.nullable().optional().describe('Members of one type; every member when null'),
  weekdays: weekdays.nullable().optional().describe('Every day when null'),
  from_time: timeOfDay.nullable().optional(),
  to_time: endOfPart.nullable().optional(),
  amount_minor: z
    .number()
    .int()
    .min(0)
    .max(100_000_000)
    .describe("The fee in whole minor units of the club's currency (pence, cents)"),
});

export const greenFeeRecord = z
  .object({
    ...clubRecordFields,
    player: z.enum(greenFeePlayers),
    member_type_id: z.number().int().nullable(),
    weekdays: z.array(z.number().int()).nullable(),
    from_time: z.string().nullable(),
    to_time: z.string().nullable(),
    amount_minor: z.number().int(),
  })
  .meta({
    id: 'GreenFee',
    description: "A row of the club's green fee table: the most specific row holding a tee time sets its fee",
    examples: [
      {
        ...clubRecordExample,
        player: 'guest',
        member_type_id: null,
        weekdays: [6, 7],
        from_time: null,
        to_time: null,
        amount_minor: 4500,
      },
    ],
  });

// Bookings --------------------------------------------------------------------------------------------------------

const otherPlayer = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('member'), member_id: referenceId.describe('A golfer of the club') }),
    z.object({
      kind: z.literal('guest'),
      name: z.string().trim().min(1).max(teeSheetLimits.guestName),
      email: emailAddress,
    }),
    z.object({ kind: z.literal('tbc') }),
  ],
  { error: 'Choose member, guest or tbc.' },
);

export const otherPlayers = z
  .array(otherPlayer)
  .refine((players) => players.length < teeSheetLimits.playersPerBooking, {
    error: 'A booking holds at most four players: you and three others.',
  })
  .describe('Who plays beside the booking member: members of the club, guests, or places to be confirmed');

export const bookingInput = z.object({
  member_id: referenceId
    .optional()
    .describe("The booking member: the caller's own golfer unless a club admin books for a member of the club"),
  date: day,
  time: timeOfDay,
  tee: tee.optional(),
  others: otherPlayers.optional(),
  or_nearest_within_minutes: z
    .number()
    .int()
    .min(0)
    .max(720)
    .optional()
    .describe(
      'Where the time asked cannot be booked for its place, kind or block, the nearest time of the same tee that can, at most this many minutes before or after it (the earlier of two as near); none or 0: only the time asked',
    ),
});

/** A booking moved by the pro shop to another tee time of its day. */
export const bookingMoveInput = z.object({ time: timeOfDay, tee: tee.optional() });

/** A booking's players changed: who plays beside the booking member now (places kept stay with their records). */
export const bookingChangeInput = z.object({ others: otherPlayers });

export const bookingPlayer = z.object({
  id: z.number().int(),
  position: z.number().int(),
  kind: z.enum(bookingPlayerKinds),
  member_id: z.number().int().nullable(),
  name: z.string().describe("The member's or guest's name; empty for a place to be confirmed"),
  guest_email: z
    .string()
    .nullable()
    .describe("A guest's e-mail as booked, so that a change keeps the guest; null for a member or a place"),
  green_fee_minor: z.number().int().nullable().describe('The green fee charged for this player, if any'),
  checked_in_at: instant.nullable(),
  no_show_at: instant.nullable(),
});

export const bookingRecord = z
  .object({
    ...clubRecordFields,
    date: z.string(),
    time: z.string(),
    tee: z.number().int(),
    member_id: z.number().int().describe('The member who booked'),
    status: z.enum(bookingStatuses),
    cancelled_at: instant.nullable(),
    cancelled_late: z.boolean().nullable().describe('Cancelled past the cut-off'),
    players: z.array(bookingPlayer),
  })
  .meta({
    id: 'Booking',
    description: 'A tee time booked by a member for themself and up to three others',
    examples: [
      {
        ...clubRecordExample,
        date: '2026-12-05',
        time: '08:10',
        tee: 1,
        member_id: 12,
        status: 'booked',
        cancelled_at: null,
        cancelled_late: null,
        players: [
          {
            id: 31,
            position: 1,
            kind: 'member',
            member_id: 12,
            name: 'Morgan Member',
            guest_email: null,
            green_fee_minor: null,
            checked_in_at: null,
            no_show_at: null,
          },
          {
            id: 32,
            position: 2,
            kind: 'guest',
            member_id: null,
            name: 'Gill Guest',
            guest_email: 'gill@example.com',
            green_fee_minor: 4500,
            checked_in_at: null,
            no_show_at: null,
          },
        ],
      },
    ],
  });

export const bookingsQuery = z.object({
  date: day.optional().describe('The bookings of one day'),
  status: z.enum(bookingStatuses).optional(),
  mine: z
    .enum(['true', 'false'])
    .optional()
    .describe("`true`: only those the caller booked or plays in, a club admin's too (My Bookings)"),
});

export const bookingsList = z.object({
  results: z.array(bookingRecord),
  own_member_id: z
    .number()
    .int()
    .nullable()
    .describe("The caller's own golfer, to tell the bookings they made (`member_id`) from those they play in"),
});

/** The club's golfers a booking may name, found by name. */
export const bookingPartnersQuery = z.object({
  search: z.string().trim().min(2).max(100).describe('Two or more letters of a name'),
  guests: z
    .enum(['true', 'false'])
    .optional()
    .describe("'false' leaves out the club's guests: partners for a competition that takes no guests"),
});

export const bookingPartnersList = z.object({
  results: z.array(z.object({ member_id: z.number().int(), name: z.string() })),
});

// The day's sheet -------------------------------------------------------------------------------------------------

export const teeSheetQuery = z.object({
  course: z.coerce.number().int().min(1).max(2_147_483_647).describe('The golf course: the club of X-Golf-Course'),
  date: day,
});

const sheetBooking = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  players: z.array(z.object({ kind: z.enum(bookingPlayerKinds), name: z.string() })),
});

export const visitorBookingStatuses = ['held', 'confirmed', 'expired'] as const;

/** A visitors' group on the sheet: held until its mailed code confirms it, then confirmed. */
const sheetVisitorGroup = z.object({
  id: z.number().int(),
  name: z.string().describe('The visitor who booked'),
  players: z.number().int().describe('Places the group takes'),
  status: z.enum(visitorBookingStatuses).exclude(['expired']),
});

export const teeSheetAnswer = z
  .object({
    date: z.string(),
    template_id: z.number().int().nullable().describe('The template the day is made from; null: no tee times'),
    crossover: z.object({ from: z.string(), to: z.string() }).nullable(),
    blocks: z.array(teeSheetBlockRecord),
    tournament_rounds: z.array(
      z.object({
        player_round_id: z.number().int(),
        tournament_id: z.number().int(),
        name: z.string(),
        start_type: z.string(),
        from: z.string(),
        to: z.string().nullable(),
      }),
    ),
    slots: z.array(
      z.object({
        time: z.string(),
        tee: z.number().int(),
        capacity: z.number().int(),
        kind: z.enum(slotKinds),
        block: z.object({ kind: z.enum(teeSheetBlockKinds), reason: z.string() }).nullable(),
        places_left: z.number().int(),
        bookings: z.array(sheetBooking),
        visitors: z.array(sheetVisitorGroup),
      }),
    ),
  })
  .meta({
    id: 'TeeSheet',
    description: "A course's day: its slots, blocks, tournament rounds and bookings",
    examples: [
      {
        date: '2026-12-05',
        template_id: 1,
        crossover: null,
        blocks: [],
        tournament_rounds: [
          {
            player_round_id: 7,
            tournament_id: 3,
            name: 'Monthly Medal: December',
            start_type: 'tee_times',
            from: '07:30',
            to: '12:11',
          },
        ],
        slots: [
          {
            time: '07:30',
            tee: 1,
            capacity: 4,
            kind: 'open',
            block: { kind: 'competition', reason: 'Monthly Medal: December' },
            places_left: 4,
            bookings: [],
            visitors: [],
          },
          {
            time: '12:20',
            tee: 1,
            capacity: 4,
            kind: 'open',
            block: null,
            places_left: 2,
            bookings: [
              {
                id: 9,
                member_id: 12,
                players: [
                  { kind: 'member', name: 'Morgan Member' },
                  { kind: 'guest', name: 'Gill Guest' },
                ],
              },
            ],
            visitors: [],
          },
        ],
      },
    ],
  });
