import { CardFaceView } from '../../../../layout/CardFaceView';
import { useCardReading } from '../../../../layout/useCardReading';
import { useEndpointQuery } from '../../../../providers/endpointClient';
import { ownRoundsRoute } from '../../providers/ownRounds';
import { nextRoundFace } from './nextRoundFace';

/** The dashboard's card of a golfer's next round at the club (nextRoundFace.ts). */
export function NextRoundCard() {
  const reading = useCardReading();
  const rounds = useEndpointQuery(ownRoundsRoute, {});
  const face = rounds.data && reading ? nextRoundFace.face(rounds.data, reading) : null;
  return face ? <CardFaceView face={face} /> : null;
}
