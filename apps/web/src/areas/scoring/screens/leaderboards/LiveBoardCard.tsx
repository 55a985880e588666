import { CardFaceView } from '../../../../layout/CardFaceView';
import { useCardReading } from '../../../../layout/useCardReading';
import { useEndpointQuery } from '../../../../providers/endpointClient';
import { leaderboardEndpoints, type Leaderboard } from '../../providers/leaderboardApi';
import { liveBoardFace } from './liveBoardFace';
import { useLiveBoard } from './useLiveBoard';

function LiveBoard({ initial }: { initial: Leaderboard }) {
  const reading = useCardReading();
  const board = useLiveBoard(initial.tournament_id, {}, initial).board ?? initial;
  const face = reading ? liveBoardFace.face([board], reading) : null;
  return face ? <CardFaceView face={face} /> : null;
}

/** The dashboard's card of the live board of the tournament in play, kept live (liveBoardFace.ts). */
export function LiveBoardCard() {
  const boards = useEndpointQuery(leaderboardEndpoints.boards, {});
  const first = boards.data?.[0];
  return first ? <LiveBoard initial={first} /> : null;
}
