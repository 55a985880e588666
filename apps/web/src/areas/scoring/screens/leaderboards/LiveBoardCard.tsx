import { toParText } from '@fairway/golf';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useEndpointQuery } from '../../../../providers/endpointClient';
import { leaderboardEndpoints, type Leaderboard } from '../../providers/leaderboardApi';
import { thruText } from './boardRows';
import { useLiveBoard } from './useLiveBoard';

function LiveBoard({ initial }: { initial: Leaderboard }) {
  const translate = useTranslate();
  const board = useLiveBoard(initial.tournament_id, {}, initial).board ?? initial;
  const leaders = board.rows.filter((row) => row.position === 1);
  const score = (row: Leaderboard['rows'][number]) =>
    board.basis === 'stableford'
      ? `${row.points ?? 0} ${translate('fairway.boards.columns.points')}`
      : toParText(row.to_par);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={`/leader-board-detail?tournament=${board.tournament_id}`}
        sx={{ height: '100%' }}
      >
        <CardContent>
          <Typography sx={{ fontWeight: 600 }}>{translate('fairway.boards.dashboard_live')}</Typography>
          <Typography variant="h6" component="p">
            {board.tournament_name}
          </Typography>
          {leaders.map((row) => (
            <Typography key={row.member_id} variant="body2">
              {translate('fairway.boards.dashboard_leader', { name: row.name, score: score(row) })}
              {row.thru > 0
                ? ` (${translate('fairway.boards.columns.thru')} ${thruText(row.thru, board.holes.length)})`
                : ''}
            </Typography>
          ))}
          <Typography variant="body2" color="primary" sx={{ mt: 1 }}>
            {translate('fairway.boards.dashboard_open')}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The dashboard's card of the live board of the tournament in play (the first, when several are); nothing when none is. */
export function LiveBoardCard() {
  const boards = useEndpointQuery(leaderboardEndpoints.boards, {});
  const first = boards.data?.[0];
  return first ? <LiveBoard initial={first} /> : null;
}
