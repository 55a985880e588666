import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { ClubDatesProvider } from '../../../../layout/club/clubDates';
import { toDateFormat } from '../../../../layout/club/formatClubDate';
import { FairwayLogo } from '../../../../layout/FairwayLogo';
import { HttpError } from '../../../../providers/httpClient';
import { readResults } from '../../providers/resultsApi';
import { useSession } from '../../../../providers/session';
import {
  BoardOrderOfMerit,
  BoardTable,
  LiveLine,
  RoundLine,
  SkinsTvBoard,
  tvPath,
  useLiveBoard,
} from '../../../scoring';

const defaultSeconds = 12;

/** How many rows fit the screen below the heading, measured from the first row drawn. */
function useRowsThatFit(box: React.RefObject<HTMLElement | null>, drawn: number) {
  const [rows, setRows] = useState(10);
  useLayoutEffect(() => {
    const measure = () => {
      const element = box.current;
      const row = element?.querySelector('tbody tr');
      const head = element?.querySelector('thead');
      if (!element || !row || !head) return;
      const fit = Math.floor(
        (element.clientHeight - head.getBoundingClientRect().height) / row.getBoundingClientRect().height,
      );
      if (fit > 0) setRows(Math.max(3, fit));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [box, drawn]);
  return rows;
}

/**
 * The club-house TV: one board in large type, the whole screen, turning its pages by itself every few seconds
 * (`?seconds=N`), under the club's and the tournament's names; a skins game's holes or its series' order of merit
 * beside it. Public boards show without signing in.
 */
export function LeaderboardTvPage() {
  // A page outside the admin has no query client of its own: its series' order of merit is read through one.
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <TvBoard />
    </QueryClientProvider>
  );
}

function TvBoard() {
  const translate = useTranslate();
  const session = useSession();
  const { id } = useParams();
  const [search] = useSearchParams();
  const tournamentId = Number(id);
  const seconds = Math.max(3, Number(search.get('seconds')) || defaultSeconds);
  const live = useLiveBoard(Number.isInteger(tournamentId) && tournamentId > 0 ? tournamentId : undefined);
  const board = live.board;
  const box = useRef<HTMLDivElement>(null);
  const [page, setPage] = useState(0);
  const perPage = useRowsThatFit(box, board?.rows.length ?? 0);
  const pages = Math.max(1, Math.ceil((board?.rows.length ?? 0) / perPage));

  useEffect(() => {
    if (pages <= 1) return;
    const timer = setInterval(() => setPage((current) => (current + 1) % pages), seconds * 1000);
    return () => clearInterval(timer);
  }, [pages, seconds]);
  const shown = page % pages;
  // Once the results are published and the caller may read them, the board links to them (decision 0084).
  const [published, setPublished] = useState(false);
  const boardShown = board !== undefined;
  useEffect(() => {
    if (!boardShown) return;
    const abort = new AbortController();
    readResults(tournamentId, abort.signal)
      .then((results) => setPublished(results.published))
      .catch(() => setPublished(false));
    return () => abort.abort();
  }, [boardShown, tournamentId]);

  // The board's own club writes its time, for a visitor who has not signed in as for anyone.
  const clubTimeZone = board?.club_time_zone;
  const clubDateFormat = board?.club_date_format;
  const clubDates = useMemo(
    () =>
      clubTimeZone && clubDateFormat ? { timeZone: clubTimeZone, dateFormat: toDateFormat(clubDateFormat) } : undefined,
    [clubTimeZone, clubDateFormat],
  );

  const signedIn = session.auth_token !== null;
  // To a signed-out visitor the server does not find a board that is not public (decision 0084): that is what to say.
  const refusal =
    live.error instanceof HttpError
      ? live.error.status === 404 && signedIn
        ? 'fairway.boards.tv.missing'
        : 'fairway.boards.tv.refused'
      : undefined;
  return (
    <Box
      component="main"
      sx={{
        height: '100vh',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        p: { xs: 2, md: 4 },
        overflow: 'hidden',
      }}
    >
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <FairwayLogo small />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          {board?.club_name || session.active_golf_course_name ? (
            <Typography sx={{ fontSize: 'clamp(1rem, 2.4vh, 2rem)' }} color="text.secondary">
              {board?.club_name || session.active_golf_course_name}
            </Typography>
          ) : null}
          <Typography variant="h1" sx={{ fontSize: 'clamp(1.5rem, min(5vh, 7vw), 4.5rem)', fontWeight: 700 }}>
            {board?.tournament_name ?? translate('fairway.menu.leaderboard')}
          </Typography>
          {board ? <RoundLine board={board} /> : null}
        </Box>
        {pages > 1 ? (
          <Typography sx={{ fontSize: 'clamp(1rem, 2.4vh, 2rem)' }} aria-live="polite">
            {translate('fairway.boards.tv.page', { page: shown + 1, pages })}
          </Typography>
        ) : null}
        {board && published ? (
          <Button component={RouterLink} to={`${tvPath(board.tournament_id)}/results`} variant="contained">
            {translate('fairway.boards.tv.results')}
          </Button>
        ) : null}
        {signedIn && board ? (
          <Button
            component={RouterLink}
            to={`/leader-board-detail?tournament=${board.tournament_id}`}
            onClick={() => void (document.fullscreenElement ? document.exitFullscreen() : undefined)}
          >
            {translate('fairway.boards.tv.exit')}
          </Button>
        ) : null}
      </Box>
      {refusal ? <Typography sx={{ fontSize: '1.5rem' }}>{translate(refusal)}</Typography> : null}
      <Box sx={{ flexGrow: 1, minHeight: 0, display: 'flex', gap: 4 }}>
        <Box ref={box} sx={{ flex: 3, minWidth: 0, minHeight: 0, overflow: 'hidden' }}>
          {board ? (
            <BoardTable board={board} rows={board.rows.slice(shown * perPage, (shown + 1) * perPage)} large />
          ) : null}
        </Box>
        {/* A skins game's holes beside its board, moved by the same stream: who holds each, as it happens. */}
        {board?.skins ? (
          <Box sx={{ flex: 2, minWidth: 0, minHeight: 0, overflow: 'hidden' }}>
            <SkinsTvBoard board={board} skins={board.skins} />
          </Box>
        ) : board ? (
          // Its series' order of merit beside the board; the column is gone where there is none to show.
          <Box sx={{ flex: 2, minWidth: 0, minHeight: 0, overflow: 'hidden', '&:empty': { display: 'none' } }}>
            <BoardOrderOfMerit board={board} top={8} large />
          </Box>
        ) : null}
      </Box>
      {board ? (
        <ClubDatesProvider settings={clubDates}>
          <LiveLine live={live} board={board} />
        </ClubDatesProvider>
      ) : null}
    </Box>
  );
}
