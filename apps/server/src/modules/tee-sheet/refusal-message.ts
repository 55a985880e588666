import type { BookingRefusal } from '@fairway/golf';

const blockWords = { competition: 'a competition', maintenance: 'maintenance', course_closed: 'course closed' };
/** `2026-11-28T19:00` as a person reads it: 2026-11-28 at 19:00. */
const dateTimeWords = (dateTime: string) => dateTime.replace('T', ' at ');

/** Why the club's rules refuse a booking, with what the member needs to know (decision 0105's refusals). */
export function refusalMessage(refusal: BookingRefusal): string {
  switch (refusal.reason) {
    case 'suspended':
      return `You are suspended from booking through ${refusal.suspendedThrough} under the club's no-show rule.`;
    case 'tee_time_passed':
      return 'This tee time has passed.';
    case 'too_far_ahead':
      return `This tee time is more than ${refusal.daysAhead} days ahead: booking opens on ${dateTimeWords(refusal.opensAt)}.`;
    case 'not_open_yet':
      return `Booking for this tee time opens on ${dateTimeWords(refusal.opensAt)}.`;
    case 'blocked':
      return `This tee time is blocked (${blockWords[refusal.blockKind]}): ${refusal.blockReason}.`;
    case 'society_time':
      return 'This tee time is kept for a society.';
    case 'members_only':
      return 'This tee time is for members only.';
    case 'ladies_only':
      return "This tee time is a ladies' time.";
    case 'slot_full':
      return refusal.placesLeft === 0
        ? 'This tee time is full.'
        : `This tee time has only ${refusal.placesLeft} ${refusal.placesLeft === 1 ? 'place' : 'places'} left.`;
    case 'over_guest_limit':
      return `A member may bring at most ${refusal.maximumGuests} ${refusal.maximumGuests === 1 ? 'guest' : 'guests'} in a booking.`;
    case 'over_booking_limit':
      return refusal.limit === 'held'
        ? `You already hold ${refusal.held} bookings of tee times to come, the most the club allows (${refusal.maximum}).`
        : `You already hold ${refusal.held} ${refusal.held === 1 ? 'booking' : 'bookings'} on this day, the most the club allows (${refusal.maximum}).`;
  }
}
