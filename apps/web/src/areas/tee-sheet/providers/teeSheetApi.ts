import { teeSheetEndpoints, teeSheetStreamPath, type EndpointAnswer, type EndpointInput } from '@fairway/contract';
import { callEndpoint } from '../../../providers/endpointClient';
import { followEventStream } from '../../../providers/eventStream';

/** The tee sheet's calls: the day, its live stream, bookings and the pro shop's actions on them. */

export type TeeSheet = EndpointAnswer<typeof teeSheetEndpoints.sheet>;
export type Slot = TeeSheet['slots'][number];
export type Booking = EndpointAnswer<typeof teeSheetEndpoints.booking>;
export type BookingInput = EndpointInput<typeof teeSheetEndpoints.book>['body'];
export type OtherPlayer = NonNullable<BookingInput['others']>[number];
export type Partner = EndpointAnswer<typeof teeSheetEndpoints.partners>['results'][number];

export const sheetEndpoint = teeSheetEndpoints.sheet;
export const bookingsEndpoint = teeSheetEndpoints.bookings;

export const bookTeeTime = (body: BookingInput) => callEndpoint(teeSheetEndpoints.book, { body });

export const changeBooking = (id: number, others: OtherPlayer[]) =>
  callEndpoint(teeSheetEndpoints.change, { params: { id: String(id) }, body: { others } });

export const cancelBooking = (id: number) => callEndpoint(teeSheetEndpoints.cancel, { params: { id: String(id) } });

export const moveBooking = (id: number, time: string, tee: number) =>
  callEndpoint(teeSheetEndpoints.move, { params: { id: String(id) }, body: { time, tee: tee === 10 ? 10 : 1 } });

export const checkIn = (bookingPlayerId: number) =>
  callEndpoint(teeSheetEndpoints.checkIn, { params: { id: String(bookingPlayerId) } });

export const markNoShow = (bookingPlayerId: number) =>
  callEndpoint(teeSheetEndpoints.noShow, { params: { id: String(bookingPlayerId) } });

/**
 * Follows a course's day until `signal` aborts, calling `onChange` whenever its bookings change (and each time the
 * stream is open again after a drop, for what was missed while away).
 */
export function followTeeSheet(course: number, date: string, onChange: () => void, signal: AbortSignal) {
  const search = new URLSearchParams({ course: String(course), date });
  let opened = false;
  return followEventStream(`${teeSheetStreamPath}?${search.toString()}`, {
    signal,
    onEvent: (event) => {
      if (event.event === 'change') onChange();
    },
    onState: (state) => {
      if (state !== 'open') return;
      if (opened) onChange();
      opened = true;
    },
  });
}
