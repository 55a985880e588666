import { z } from 'zod';
import { endpoint } from './endpoints.js';
import { day, emailAddress } from './fields.js';
import { handicapIndex } from './members.js';
import { instant } from './records.js';
import { tee, teeSheetLimits, timeOfDay, visitorBookingStatuses } from './tee-sheet.js';

/**
 * Visitors book on a club's public page (issue 51), without an account: the times open to them on a day, a hold of
 * the places asked for with a code mailed to the visitor, and the booking confirmed with that code. The green fee is
 * owed, paid on arrival.
 */

export const visitorBookingLimits = {
  /** Minutes a hold keeps its places waiting for the mailed code. */
  holdMinutes: 15,
  codeDigits: 6,
  /** Wrong codes before the hold is given up. */
  codeTries: 5,
  name: 200,
} as const;

const clubParams = z.object({ golf_course_id: z.coerce.number().int().min(1).max(2_147_483_647) });
const holdParams = clubParams.extend({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const visitorTeeTimesQuery = z.object({ date: day });

export const visitorTeeTimes = z
  .object({
    golf_course: z.object({ id: z.number().int(), name: z.string(), currency: z.string() }),
    date: z.string(),
    times: z.array(
      z.object({
        time: z.string(),
        tee: z.number().int(),
        places_left: z.number().int(),
        green_fee_minor: z.number().int().describe("A visitor's green fee at this time, in minor units"),
      }),
    ),
  })
  .meta({
    id: 'VisitorTeeTimes',
    description: "The times of a club's day a visitor may book now, with their places left and green fee",
    examples: [
      {
        golf_course: { id: 1, name: 'Fairway Demo Golf Club', currency: 'GBP' },
        date: '2026-12-05',
        times: [{ time: '11:00', tee: 1, places_left: 4, green_fee_minor: 8000 }],
      },
    ],
  });

export const visitorHoldInput = z.object({
  date: day,
  time: timeOfDay,
  tee: tee.optional(),
  name: z.string().trim().min(1, { error: 'Enter your name.' }).max(visitorBookingLimits.name),
  email: emailAddress,
  handicap_index: handicapIndex,
  players: z
    .number()
    .int()
    .min(1, { error: 'Book for 1 to 4 players.' })
    .max(teeSheetLimits.playersPerBooking, { error: 'Book for 1 to 4 players.' })
    .describe('Players in the group, the visitor with them'),
});

export const visitorConfirmInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'Enter the 6-digit code we mailed.' }),
});

export const visitorBooking = z
  .object({
    id: z.number().int(),
    golf_course_id: z.number().int(),
    date: z.string(),
    time: z.string(),
    tee: z.number().int(),
    name: z.string(),
    players: z.number().int(),
    status: z.enum(visitorBookingStatuses),
    hold_expires_at: instant.describe('Until when a held booking keeps its places without the code'),
    green_fee_minor: z.number().int().describe("The group's green fees, owed and paid on arrival, in minor units"),
    currency: z.string(),
  })
  .meta({
    id: 'VisitorBooking',
    description: "A visitors' group booking: held until the mailed code confirms it",
    examples: [
      {
        id: 4,
        golf_course_id: 1,
        date: '2026-12-05',
        time: '11:00',
        tee: 1,
        name: 'Vera Visitor',
        players: 3,
        status: 'held',
        hold_expires_at: new Date('2026-12-01T10:15:00Z'),
        green_fee_minor: 24000,
        currency: 'GBP',
      },
    ],
  });

/** A club's public booking of tee times by visitors, chosen by the club's id as its other public pages are. */
export const visitorBookingEndpoints = {
  times: endpoint({
    method: 'GET',
    path: '/api/visitor_tee_times/{golf_course_id}/',
    params: clubParams,
    query: visitorTeeTimesQuery,
    answer: visitorTeeTimes,
  }),
  hold: endpoint({
    method: 'POST',
    path: '/api/visitor_bookings/{golf_course_id}/',
    params: clubParams,
    body: visitorHoldInput,
    status: 201,
    answer: visitorBooking,
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/api/visitor_bookings/{golf_course_id}/{id}/confirm/',
    params: holdParams,
    body: visitorConfirmInput,
    answer: visitorBooking,
  }),
};
