import { CardFaceView } from '../../../../layout/CardFaceView';
import { useCardReading } from '../../../../layout/useCardReading';
import { useEndpointQuery } from '../../../../providers/endpointClient';
import { competitionsRoute } from '../../providers/competitionsRoute';
import { openForEntryFace } from './openForEntryFace';

/** The dashboard's card of the events a member may enter now (openForEntryFace.ts). */
export function OpenForEntryCard() {
  const reading = useCardReading();
  const competitions = useEndpointQuery(competitionsRoute, {});
  const face = competitions.data && reading ? openForEntryFace.face(competitions.data, reading) : null;
  return face ? <CardFaceView face={face} /> : null;
}
