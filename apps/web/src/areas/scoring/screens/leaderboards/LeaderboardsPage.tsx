import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { KnockoutBoardChart } from '../../../tournaments';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { usePageLabel } from '../../../../layout/pageLabel';
import { useEndpointQuery } from '../../../../providers/endpointClient';
import { leaderboardEndpoints, type Leaderboard } from '../../providers/leaderboardApi';
import { CategoryChoice } from './BoardControls';
import { LiveLine, RoundLine } from './BoardParts';
import { BoardTable } from './BoardTable';
import { useLiveBoard } from './useLiveBoard';

/** One tournament's board, compact and live, with the way to its hole-by-hole board and its teams. */
function CompactBoard({ initial, category }: { initial: Leaderboard; category: string }) {
  const translate = useTranslate();
  const live = useLiveBoard(initial.tournament_id, { category: category || undefined }, initial);
  const board = live.board ?? initial;
  const teams = board.rows.some((row) => row.team_id !== null);
  const query = `?tournament=${board.tournament_id}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={`board-${board.tournament_id}`}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box>
          <Typography id={`board-${board.tournament_id}`} variant="h6" component="h2">
            {board.tournament_name}
          </Typography>
          <RoundLine board={board} />
        </Box>
        {board.format === 'knockout' && live.knockout?.drawn ? (
          <KnockoutBoardChart chart={live.knockout} />
        ) : board.rows.length === 0 ? (
          <Typography>{translate('fairway.boards.no_players')}</Typography>
        ) : (
          <BoardTable board={board} />
        )}
        <LiveLine live={live} board={board} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={`/leader-board-detail${query}`} variant="outlined" size="small">
            {translate('fairway.boards.hole_by_hole')}
          </Button>
          {teams ? (
            <Button component={RouterLink} to={`/team-position${query}`} size="small">
              {translate('fairway.boards.teams')}
            </Button>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * Leader Board: the boards of every tournament in play at the club, side by side on a wide screen, one under the
 * other on a phone; a category shows only its players.
 */
export function LeaderboardsPage() {
  const translate = useTranslate();
  const pageLabel = usePageLabel();
  const boards = useEndpointQuery(leaderboardEndpoints.boards, {});
  const [category, setCategory] = useState('');
  const categories = [...new Set((boards.data ?? []).flatMap((board) => board.categories))].sort();
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeading subtitle={translate('fairway.boards.intro')}>
        {translate(pageLabel ?? 'fairway.menu.leaderboard')}
      </PageHeading>
      <Box sx={{ mb: 2 }}>
        <CategoryChoice categories={categories} value={category} onChange={setCategory} />
      </Box>
      {boards.isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {boards.error ? <ErrorAlert>{boards.error.message}</ErrorAlert> : null}
      {boards.data?.length === 0 ? <Typography>{translate('fairway.boards.none')}</Typography> : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          // One board takes the width a compact board reads well in; several share a wide screen.
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            lg: (boards.data?.length ?? 0) > 1 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 760px)',
          },
        }}
      >
        {(boards.data ?? [])
          .filter((board) => !category || board.categories.includes(category))
          .map((board) => (
            <CompactBoard key={board.tournament_id} initial={board} category={category} />
          ))}
      </Box>
    </Box>
  );
}
