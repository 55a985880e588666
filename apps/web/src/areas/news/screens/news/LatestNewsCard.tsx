import { useQuery } from '@tanstack/react-query';
import { CardFaceView } from '../../../../layout/CardFaceView';
import { useCardReading } from '../../../../layout/useCardReading';
import { fetchFeed } from '../../providers/newsFeed';
import { latestNewsFace } from './latestNewsFace';

/** The dashboard's card of the club's latest three articles (latestNewsFace.ts). */
export function LatestNewsCard() {
  const reading = useCardReading();
  const { data } = useQuery({ queryKey: ['news_feed', 'latest'], queryFn: () => fetchFeed({ page_size: '3' }) });
  const face = data && reading ? latestNewsFace.face(data, reading) : null;
  return face ? <CardFaceView face={face} /> : null;
}
