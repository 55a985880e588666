import { z } from 'zod';
import { endpoint } from './endpoints.js';
import {
  bookingChangeInput,
  bookingInput,
  bookingMoveInput,
  bookingPartnersList,
  bookingPartnersQuery,
  bookingRecord,
  bookingsList,
  bookingsQuery,
  teeSheetAnswer,
  teeSheetQuery,
} from './tee-sheet.js';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * A course's day's live stream (`text/event-stream`, not a JSON endpoint): a `change` event whenever the day's bookings
 * change, for its clients to read the day again; its query is the sheet's.
 */
export const teeSheetStreamPath = '/api/tee_sheet/stream/';

/** The tee sheet's actions beside its resources: the day's sheet, booking, cancelling, check-in and no-shows. */
export const teeSheetEndpoints = {
  /** A course's day: its slots from the club's template, blocks, tournament rounds and bookings with places left. */
  sheet: endpoint({ method: 'GET', path: '/api/tee_sheet/', query: teeSheetQuery, answer: teeSheetAnswer }),
  /** The caller's bookings (a club admin's: every booking of the club). */
  bookings: endpoint({ method: 'GET', path: '/api/bookings/', query: bookingsQuery, answer: bookingsList }),
  booking: endpoint({ method: 'GET', path: '/api/bookings/{id}/', params: idParams, answer: bookingRecord }),
  /** A member books a tee time for themself and up to three others, by the club's rules. */
  book: endpoint({ method: 'POST', path: '/api/bookings/', body: bookingInput, status: 201, answer: bookingRecord }),
  /** Changes who plays beside the booking member, by the club's rules: places kept stay, new ones are charged. */
  change: endpoint({
    method: 'PATCH',
    path: '/api/bookings/{id}/',
    params: idParams,
    body: bookingChangeInput,
    answer: bookingRecord,
  }),
  /** Cancels a booking: always taken, recorded as late past the club's cut-off. */
  cancel: endpoint({ method: 'POST', path: '/api/bookings/{id}/cancel/', params: idParams, answer: bookingRecord }),
  /** A club admin moves a booking to another tee time of its day, by the same slot's row and counter as booking. */
  move: endpoint({
    method: 'POST',
    path: '/api/bookings/{id}/move/',
    params: idParams,
    body: bookingMoveInput,
    answer: bookingRecord,
  }),
  /** The club's golfers a member may name in a booking, by name. */
  partners: endpoint({
    method: 'GET',
    path: '/api/bookings/partners/',
    query: bookingPartnersQuery,
    answer: bookingPartnersList,
  }),
  /** A club admin checks a player in on arrival. */
  checkIn: endpoint({
    method: 'POST',
    path: '/api/booking_players/{id}/check_in/',
    params: idParams,
    answer: bookingRecord,
  }),
  /** A club admin records that a player did not turn up: it counts toward the club's no-show rule. */
  noShow: endpoint({
    method: 'POST',
    path: '/api/booking_players/{id}/no_show/',
    params: idParams,
    answer: bookingRecord,
  }),
};
