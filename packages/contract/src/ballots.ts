import { z } from 'zod';
import { day, referenceId } from './fields.js';
import { instant, recordExample, recordFields } from './records.js';
import { bookingPlayerKinds, otherPlayers, timeOfDay } from './tee-sheet.js';

/**
 * The tee sheet's ballot for a busy day and its waiting list (issue 51): the ballot's window of times and its close,
 * the groups entered, the draw and why each group got its time; a member's request for a window of a full day and the
 * freed place offered to them. Times of day are the club's clock, `HH:MM`; days `YYYY-MM-DD`; a ballot's close a
 * club-local `YYYY-MM-DDTHH:MM`.
 */

export const ballotStatuses = ['open', 'drawn'] as const;
export const ballotOutcomes = ['placed', 'no_slot_in_window', 'slots_taken'] as const;
export const waitingListStatuses = ['waiting', 'offered', 'accepted', 'declined', 'expired'] as const;

const clubDateTime = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, {
    error: 'Enter a date and time as YYYY-MM-DDTHH:MM.',
  })
  .describe("A date and time on the club's clock, YYYY-MM-DDTHH:MM");

const clubRecordFields = { ...recordFields, golf_course_id: z.number().int() };
const clubRecordExample = { ...recordExample, golf_course_id: 1 };

// Ballots ---------------------------------------------------------------------------------------------------------

export const ballotInput = z.object({
  date: day.describe('The balloted day'),
  from_time: timeOfDay.describe('The first tee time of the day the ballot covers'),
  to_time: timeOfDay.describe('The last tee time the ballot covers (both ends in)'),
  closes_at: clubDateTime.describe("When entries close and the ballot is drawn, on the club's clock"),
});

export const ballotRecord = z
  .object({
    ...clubRecordFields,
    date: z.string(),
    from_time: z.string(),
    to_time: z.string(),
    closes_at: z.string(),
    status: z.enum(ballotStatuses),
    seed: z.number().int().nullable().describe('The seed the ballot was drawn with: the same seed gives the same draw'),
    drawn_at: instant.nullable(),
  })
  .meta({
    id: 'Ballot',
    description: "A ballot for a busy day's times: closed to ordinary booking until it is drawn at its close",
    examples: [
      {
        ...clubRecordExample,
        date: '2026-12-05',
        from_time: '07:00',
        to_time: '10:00',
        closes_at: '2026-12-02T18:00',
        status: 'open',
        seed: null,
        drawn_at: null,
      },
    ],
  });

// Entries ---------------------------------------------------------------------------------------------------------

const windowFields = {
  from_time: timeOfDay.describe('The earliest tee time the group would take'),
  to_time: timeOfDay.describe('The latest tee time the group would take (both ends in)'),
};

export const ballotEntryInput = z.object({
  ballot_id: referenceId.describe('A ballot of the club, still open'),
  member_id: referenceId
    .optional()
    .describe("The entering member: the caller's own golfer unless a club admin enters for a member of the club"),
  others: otherPlayers.optional(),
  ...windowFields,
});

export const ballotEntryChangeInput = z.object({ others: otherPlayers.optional(), ...windowFields });

const groupPlayer = z.object({
  kind: z.enum(bookingPlayerKinds),
  member_id: z.number().int().nullable(),
  name: z.string().describe("The member's or guest's name; empty for a place to be confirmed"),
});

export const ballotEntryRecord = z
  .object({
    ...clubRecordFields,
    ballot_id: z.number().int(),
    member_id: z.number().int().describe('The member who entered the group'),
    players: z.array(groupPlayer).describe('The group: the entering member first'),
    from_time: z.string(),
    to_time: z.string(),
    outcome: z.enum(ballotOutcomes).nullable().describe('After the draw: placed, or why not; null before'),
    draw_order: z.number().int().nullable().describe('1 for the group drawn first'),
    weight: z.number().nullable().describe("1 plus its members' recent ballot losses on average"),
    slots_it_could_take: z
      .array(z.object({ time: z.string(), tee: z.number().int() }))
      .nullable()
      .describe('The slots of its window with places enough before the draw'),
    time: z.string().nullable().describe('The tee time it was given'),
    tee: z.number().int().nullable(),
    booking_id: z.number().int().nullable(),
    explanation: z.string().nullable().describe('Why the group got its time or none, in words'),
  })
  .meta({
    id: 'BallotEntry',
    description: 'A group of up to four entered in a ballot with its window of preferred times, and its result',
    examples: [
      {
        ...clubRecordExample,
        ballot_id: 3,
        member_id: 12,
        players: [
          { kind: 'member', member_id: 12, name: 'Morgan Member' },
          { kind: 'guest', member_id: null, name: 'Gill Guest' },
        ],
        from_time: '07:30',
        to_time: '08:30',
        outcome: 'placed',
        draw_order: 4,
        weight: 1.5,
        slots_it_could_take: [
          { time: '07:30', tee: 1 },
          { time: '07:40', tee: 1 },
        ],
        time: '07:40',
        tee: 1,
        booking_id: 40,
        explanation:
          'Drawn 4th of 20, weight 1.5 (its members lost 0.5 ballots each on average lately): 07:40 on the 1st tee, the earliest time of its window with 2 places still free.',
      },
    ],
  });

export const ballotEntriesQuery = z.object({ ballot: z.coerce.number().int().min(1).optional() });
export const ballotEntriesList = z.object({ results: z.array(ballotEntryRecord) });

// The waiting list ------------------------------------------------------------------------------------------------

export const waitingListInput = z.object({
  member_id: referenceId
    .optional()
    .describe("The member asking: the caller's own golfer unless a club admin asks for a member of the club"),
  date: day,
  ...windowFields,
  places: z.number().int().min(1).max(4).optional().describe('Places wanted, the member included: 1 unless given'),
});

export const waitingListRecord = z
  .object({
    ...clubRecordFields,
    member_id: z.number().int(),
    member_name: z.string(),
    date: z.string(),
    from_time: z.string(),
    to_time: z.string(),
    places: z.number().int(),
    ballot_entry_id: z.number().int().nullable().describe('The ballot entry that lost, for a ballot loser'),
    status: z.enum(waitingListStatuses),
    offered_time: z.string().nullable().describe('The tee time offered'),
    offered_tee: z.number().int().nullable(),
    offered_at: instant.nullable(),
    offer_held_until: instant.nullable().describe('The offer is held for the member until then'),
    booking_id: z.number().int().nullable().describe('The booking the accepted offer became'),
  })
  .meta({
    id: 'WaitingListRequest',
    description: 'A member waiting for a place in a window of a full day, and the place offered to them',
    examples: [
      {
        ...clubRecordExample,
        member_id: 12,
        member_name: 'Morgan Member',
        date: '2026-12-05',
        from_time: '08:00',
        to_time: '09:00',
        places: 2,
        ballot_entry_id: null,
        status: 'offered',
        offered_time: '08:20',
        offered_tee: 1,
        offered_at: '2026-12-03T09:00:00.000Z',
        offer_held_until: '2026-12-03T11:00:00.000Z',
        booking_id: null,
      },
    ],
  });

export const waitingListQuery = z.object({
  date: day.optional(),
  status: z.enum(waitingListStatuses).optional(),
});
export const waitingListAnswer = z.object({ results: z.array(waitingListRecord) });
