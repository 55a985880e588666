import { resultEndpoints } from '@fairway/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { KnockoutBoardChart } from '../../../tournaments';
import { usePageLabel } from '../../../../layout/pageLabel';
import { useEndpointQuery } from '../../../../providers/endpointClient';
import { leaderboardEndpoints, type Leaderboard } from '../../providers/leaderboardApi';
import { BasisChoice, CategoryChoice, TournamentChoice, useChosenTournament } from './BoardControls';
import { BoardOrderOfMerit } from './BoardOrderOfMerit';
import { ChosenBoard, LiveLine, NotSignedMarker } from './BoardParts';
import { HoleByHoleBoard } from './HoleByHoleBoard';
import { ScoreLegend } from './ScoreMark';
import { SkinsBoard } from './SkinsBoard';
import { tvPath } from './tvPath';
import { useLiveBoard } from './useLiveBoard';

/** The club-house TV's address of a public board, to copy; a members' board says how to make it public. */
function TvLink({ board }: { board: Leaderboard }) {
  const translate = useTranslate();
  const notify = useNotify();
  if (board.visibility !== 'public') {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('fairway.boards.tv.members_only')}
      </Typography>
    );
  }
  const address = new URL(tvPath(board.tournament_id), window.location.origin).href;
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {translate('fairway.boards.tv.public_link')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          component="a"
          href={address}
          variant="body2"
          sx={{ overflowWrap: 'anywhere', color: 'primary.main' }}
        >
          {address}
        </Typography>
        <Button
          size="small"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(address)
              .then(() => notify('fairway.boards.tv.copied', { type: 'info' }))
          }
        >
          {translate('fairway.boards.tv.copy')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate('fairway.boards.tv.public_hint')}
      </Typography>
    </Box>
  );
}

/**
 * Leader Board Detail: one tournament's board hole by hole (the first in play, or `?tournament=ID`), live, with its
 * category and basis, a skins game's holders, its series' order of merit, the meaning of its marks, and its TV mode.
 */
export function LeaderboardDetailPage() {
  const translate = useTranslate();
  const pageLabel = usePageLabel();
  const navigate = useNavigate();
  const boards = useEndpointQuery(leaderboardEndpoints.boards, {});
  const { tournamentId, choose } = useChosenTournament(boards.data);
  const [category, setCategory] = useState('');
  const [basis, setBasis] = useState<'gross' | 'net'>();
  const live = useLiveBoard(tournamentId, { category: category || undefined, basis });
  const board = live.board;
  // A tournament whose results are published leads to them: its board alone does not say how ties were split.
  const published = useEndpointQuery(resultEndpoints.published, {}, { enabled: tournamentId !== undefined });
  const resultsPublished = published.data?.some((one) => one.tournament_id === tournamentId) === true;
  const openTv = () => {
    if (!board) return;
    // The browser grants the whole screen only during the click; the TV page then shows in it.
    void document.documentElement.requestFullscreen?.().catch(() => undefined);
    void navigate(tvPath(board.tournament_id));
  };
  return (
    <Box sx={{ maxWidth: 1600, minWidth: 0 }}>
      <PageHeading
        subtitle={translate('fairway.boards.detail_intro')}
        actions={
          board ? (
            <>
              {resultsPublished ? (
                <Button
                  component={RouterLink}
                  to={`/tournament-results?tournament=${board.tournament_id}`}
                  variant="contained"
                >
                  {translate('fairway.boards.results')}
                </Button>
              ) : null}
              <Button variant="outlined" onClick={openTv}>
                {translate('fairway.boards.tv.open')}
              </Button>
            </>
          ) : null
        }
      >
        {translate(pageLabel ?? 'fairway.menu.leader-board-detail')}
      </PageHeading>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <TournamentChoice
          boards={boards.data ?? []}
          tournamentId={tournamentId}
          current={board}
          onChange={(id) => {
            setCategory('');
            setBasis(undefined);
            choose(id);
          }}
        />
        {board ? <CategoryChoice categories={board.categories} value={category} onChange={setCategory} /> : null}
        {board ? <BasisChoice board={board} asked={basis} onChange={setBasis} /> : null}
      </Box>
      <ChosenBoard
        live={live}
        pending={boards.isPending || (tournamentId !== undefined && !board && !live.error)}
        none={boards.data?.length === 0 && tournamentId === undefined}
      >
        {(board) => (
          <>
            {basis && board.basis !== basis ? (
              <Alert severity="info">{translate(`fairway.boards.basis_only.${board.basis}`)}</Alert>
            ) : null}
            {board.format === 'knockout' ? (
              live.knockout?.drawn ? (
                <KnockoutBoardChart chart={live.knockout} />
              ) : (
                <Typography>{translate('fairway.knockout.not_drawn')}</Typography>
              )
            ) : board.rows.length === 0 ? (
              <Typography>{translate('fairway.boards.no_players')}</Typography>
            ) : (
              <HoleByHoleBoard board={board} />
            )}
            <LiveLine live={live} board={board} />
            {board.skins ? <SkinsBoard skins={board.skins} /> : null}
            <BoardOrderOfMerit board={board} />
            {/* A knockout's chart has no scores to mark. */}
            {board.format === 'knockout' ? null : (
              <>
                <ScoreLegend />
                <Typography variant="body2" color="text.secondary">
                  <NotSignedMarker decorative />
                  {translate('fairway.boards.not_signed_legend')}
                </Typography>
              </>
            )}
            {board.rows.some((row) => row.team_id !== null) ? (
              <Box>
                <Button component={RouterLink} to={`/team-position?tournament=${board.tournament_id}`} size="small">
                  {translate('fairway.boards.teams')}
                </Button>
              </Box>
            ) : null}
            <TvLink board={board} />
          </>
        )}
      </ChosenBoard>
    </Box>
  );
}
