import { CardFaceView } from '../../../../layout/CardFaceView';
import { useCardReading } from '../../../../layout/useCardReading';
import { useEndpointQuery } from '../../../../providers/endpointClient';
import { bookingsRoute } from '../../providers/bookingsRoute';
import { nextTeeTimeFace } from './nextTeeTimeFace';

/** The dashboard's card of a member's next tee time (nextTeeTimeFace.ts). */
export function NextTeeTimeCard() {
  const reading = useCardReading();
  const bookings = useEndpointQuery(bookingsRoute, { query: { mine: 'true', status: 'booked' } });
  const face = bookings.data && reading ? nextTeeTimeFace.face(bookings.data, reading) : null;
  return face ? <CardFaceView face={face} /> : null;
}
