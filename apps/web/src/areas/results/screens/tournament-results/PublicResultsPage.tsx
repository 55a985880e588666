import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { FairwayLogo } from '../../../../layout/FairwayLogo';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { callEndpoint } from '../../../../providers/endpointClient';
import { HttpError } from '../../../../providers/httpClient';
import { leaderboardEndpoints } from '../../../scoring';
import { readResults } from '../../providers/resultsApi';
import { refusalOf } from '../../../../layout/crud/refusalOf';
import { tvPath } from '../../../scoring';
import { MatchResults } from './MatchResults';
import { ResultPrizes } from './ResultPrizes';
import { ResultsFacts } from './ResultsFacts';
import { ResultsPdfButton } from './ResultsPdfButton';
import { ResultsTables } from './ResultsTables';
import { SkinsResults } from './SkinsResults';
import { TeamResults } from './TeamResults';

/**
 * A tournament's published results at its public link, beside the club-house TV's board (decision 0084): read
 * signed in or not, the same tables as Tournament Results (each tie's countback, the hidden holes, the prizes, the
 * sheet). Results the caller may not read, unpublished or of a board that is not public, the server does not find;
 * the page then says they are not published and shows nothing of them.
 */
export function PublicResultsPage() {
  // A page outside the admin has no query client of its own.
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <PublicResults />
    </QueryClientProvider>
  );
}

function PublicResults() {
  const translate = useTranslate();
  const { id } = useParams();
  const tournamentId = Number(id);
  const valid = Number.isInteger(tournamentId) && tournamentId > 0;
  const results = useQuery({
    queryKey: ['public-results', tournamentId],
    queryFn: ({ signal }) => readResults(tournamentId, signal),
    enabled: valid,
    retry: false,
  });
  // The board names the tournament and its club; a board that is not public leaves the page its plain title.
  const board = useQuery({
    queryKey: ['public-results-board', tournamentId],
    queryFn: ({ signal }) => callEndpoint(leaderboardEndpoints.board, { params: { id: tournamentId } }, { signal }),
    enabled: valid,
    retry: false,
  });
  const notPublished = !valid || (results.error instanceof HttpError && results.error.status === 404);
  const data = results.data?.published ? results.data : undefined;
  return (
    <Box component="main" sx={{ maxWidth: 960, mx: 'auto', p: { xs: 1.5, md: 4 } }}>
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <FairwayLogo small />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          {board.data?.club_name ? <Typography color="text.secondary">{board.data.club_name}</Typography> : null}
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2.25rem' }, fontWeight: 700 }}>
            {board.data
              ? translate('fairway.results.public.title_of', { name: board.data.tournament_name })
              : translate('fairway.pages.tournament_results')}
          </Typography>
        </Box>
        {valid && board.data ? (
          <Button component={RouterLink} to={tvPath(tournamentId)}>
            {translate('fairway.results.public.board')}
          </Button>
        ) : null}
      </Box>
      {/* Cells closer on a phone, where a results table would otherwise scroll sideways by a few pixels. */}
      <Card sx={{ '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } }}>
        <CardContent sx={{ px: { xs: 1, sm: 2 } }}>
          {valid && results.isPending ? <LinearProgress /> : null}
          {notPublished || (results.data && !results.data.published) ? (
            <Alert severity="info">{translate('fairway.results.public.not_published')}</Alert>
          ) : null}
          {results.error && !notPublished ? <ErrorAlert>{refusalOf(results.error)}</ErrorAlert> : null}
          {data ? (
            <>
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
                <ResultsPdfButton tournamentId={tournamentId} />
              </Box>
              <ResultsFacts results={data} />
              <ResultsTables categories={data.categories} basis={data.basis} />
              <MatchResults matches={data.matches} />
              <TeamResults tournamentId={tournamentId} format={data.format} teams={data.teams} />
              <SkinsResults skins={data.skins} />
              <ResultPrizes prizes={data.prizes} published />
            </>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
}
