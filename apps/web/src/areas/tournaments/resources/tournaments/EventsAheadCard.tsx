import { useGetList } from 'react-admin';
import { CardFaceView } from '../../../../layout/CardFaceView';
import { useCardReading } from '../../../../layout/useCardReading';
import { eventsAheadFace } from './eventsAheadFace';

/** The dashboard's card of the events an organiser runs that are open or in play (eventsAheadFace.ts). */
export function EventsAheadCard() {
  const reading = useCardReading();
  const events = useGetList('tournaments', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'start_date', order: 'ASC' },
  });
  const face = events.data && reading ? eventsAheadFace.face({ results: events.data }, reading) : null;
  return face ? <CardFaceView face={face} /> : null;
}
