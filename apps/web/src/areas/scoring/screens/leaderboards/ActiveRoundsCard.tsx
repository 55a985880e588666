import { CardFaceView } from '../../../../layout/CardFaceView';
import { useCardReading } from '../../../../layout/useCardReading';
import { useActiveRounds } from '../../../tournaments';
import { activeRoundsFace } from './activeRoundsFace';

/** The dashboard's card of an organiser's rounds in play (activeRoundsFace.ts). */
export function ActiveRoundsCard() {
  const reading = useCardReading();
  const rounds = useActiveRounds().data;
  const face = rounds && reading ? activeRoundsFace.face(rounds, reading) : null;
  return face ? <CardFaceView face={face} /> : null;
}
