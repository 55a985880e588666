import { useQuery } from '@tanstack/react-query';
import { CardFaceView } from '../../../../layout/CardFaceView';
import { useCardReading } from '../../../../layout/useCardReading';
import { fetchProfile } from '../../providers/ownProfile';
import { handicapIndexFace } from './handicapIndexFace';

/** The dashboard's card of a golfer's own Handicap Index (handicapIndexFace.ts). */
export function HandicapIndexCard() {
  const reading = useCardReading();
  const { data: profile } = useQuery({ queryKey: ['profile'], queryFn: fetchProfile });
  const face = profile && reading ? handicapIndexFace.face(profile, reading) : null;
  return face ? <CardFaceView face={face} /> : null;
}
