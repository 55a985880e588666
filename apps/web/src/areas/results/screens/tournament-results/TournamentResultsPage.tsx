import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useConfirm } from '../../../../layout/ConfirmDialog';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { usePageLabel } from '../../../../layout/pageLabel';
import { useNotifyText } from '../../../../layout/useNotifyText';
import { HttpError } from '../../../../providers/httpClient';
import {
  calculateResults,
  listMatchPresses,
  publishResults,
  readResults,
  type TournamentResults,
} from '../../providers/resultsApi';
import { refusalOf } from '../../../../layout/crud/refusalOf';
import { MatchPresses } from './MatchPresses';
import { MatchResults } from './MatchResults';
import { publishedResultChangesKey } from './publishedResultChangesKey';
import { ResultCorrection } from './ResultCorrection';
import { ResultPrizes } from './ResultPrizes';
import { ResultsFacts } from './ResultsFacts';
import { ResultsPdfButton } from './ResultsPdfButton';
import { ResultsTables } from './ResultsTables';
import { SkinsResults } from './SkinsResults';
import { TeamResults } from './TeamResults';
import {
  TournamentChooser,
  useOrganisesResults,
  usePlayedTournaments,
  usePublishedTournaments,
  type PlayedTournament,
} from './TournamentChooser';

const resultsKey = (id: number) => ['results', id] as const;

// With the form dialog it needs, loaded only when an organiser asks for it.
const PublishedResultChanges = lazy(async () => ({
  default: (await import('./PublishedResultChanges')).PublishedResultChanges,
}));

/**
 * Tournament Results: a played tournament of the club, its results per category as last calculated (each tie's
 * countback in words, the Peoria draw's hidden holes once published), Calculate (again, until published) and
 * Publish, confirmed first; the published results the rules as they are now would change, each republished with a
 * reason. Every figure is the server's, from `@fairway/golf`. A member reads the published results
 * only, with no controls but the sheet (decision 0080).
 */
export function TournamentResultsPage() {
  return useOrganisesResults() ? <OrganiserResults /> : <MemberResults />;
}

function OrganiserResults() {
  return <ResultsScreen choice={usePlayedTournaments()} organiser />;
}

function MemberResults() {
  return <ResultsScreen choice={usePublishedTournaments()} organiser={false} />;
}

interface TournamentChoice {
  tournaments: readonly PlayedTournament[];
  chosen: PlayedTournament | undefined;
  choose: (id: number) => void;
  isPending: boolean;
}

function ResultsScreen({ choice, organiser }: { choice: TournamentChoice; organiser: boolean }) {
  const translate = useTranslate();
  const label = usePageLabel();
  const confirm = useConfirm();
  const notifyText = useNotifyText();
  const queryClient = useQueryClient();
  const { tournaments, chosen, choose, isPending: listing } = choice;
  const results = useQuery({
    queryKey: resultsKey(chosen?.id ?? 0),
    queryFn: ({ signal }) => readResults(chosen!.id, signal),
    enabled: chosen !== undefined,
    retry: false,
  });
  const notCalculated = results.error instanceof HttpError && results.error.status === 404;
  const [working, setWorking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [changesShown, setChangesShown] = useState(false);

  const act = async (action: (id: number) => Promise<TournamentResults>, done: string) => {
    if (!chosen) return;
    setWorking(true);
    setRefusal(null);
    try {
      queryClient.setQueryData(resultsKey(chosen.id), await action(chosen.id));
      notifyText(translate(done, { name: chosen.name }), 'success');
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setWorking(false);
    }
  };
  const publish = async () => {
    if (!chosen) return;
    const confirmed = await confirm({
      title: translate('fairway.results.publish_title', { name: chosen.name }),
      msg: translate('fairway.results.publish_confirm'),
      prefix: '',
    });
    if (confirmed) await act(publishResults, 'fairway.results.published_now');
  };

  const published = results.data?.published === true;
  // A Nassau's presses called by hand: its organisers call and remove them until publication (decision 0088).
  const pressing = organiser && results.data?.format === 'press_repress' && !published && chosen !== undefined;
  const presses = useQuery({
    queryKey: ['match_presses', chosen?.id ?? 0],
    queryFn: ({ signal }) => listMatchPresses(chosen!.id, signal),
    enabled: pressing,
    retry: false,
  });
  const pressesChanged = async () => {
    if (!chosen) return;
    await queryClient.invalidateQueries({ queryKey: ['match_presses', chosen.id] });
    queryClient.setQueryData(resultsKey(chosen.id), await calculateResults(chosen.id));
  };
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeading subtitle={translate(organiser ? 'fairway.results.intro' : 'fairway.results.member_intro')}>
        {translate(label ?? 'fairway.pages.tournament_results')}
      </PageHeading>
      <Card>
        <CardContent>
          {organiser ? (
            <Box sx={{ mb: 2 }}>
              <Button
                variant="outlined"
                onClick={() =>
                  changesShown
                    ? void queryClient.invalidateQueries({ queryKey: publishedResultChangesKey })
                    : setChangesShown(true)
                }
              >
                {translate('fairway.results.changes.title')}
              </Button>
            </Box>
          ) : null}
          {organiser && changesShown ? (
            <Suspense fallback={<LinearProgress sx={{ mb: 2 }} />}>
              <PublishedResultChanges
                onRepublished={(tournamentId, answer) => {
                  queryClient.setQueryData(resultsKey(tournamentId), answer);
                  void queryClient.invalidateQueries({ queryKey: ['results-correction', tournamentId] });
                }}
              />
            </Suspense>
          ) : null}
          {listing ? <LinearProgress /> : null}
          {!listing && tournaments.length === 0 ? (
            <Typography>{translate(organiser ? 'fairway.results.none' : 'fairway.results.none_published')}</Typography>
          ) : null}
          {chosen ? (
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
              <TournamentChooser
                tournaments={tournaments}
                chosen={chosen}
                onChoose={(id) => {
                  setRefusal(null);
                  choose(id);
                }}
              />
              {organiser && !published && (results.data || notCalculated) ? (
                <Button
                  variant={results.data ? 'outlined' : 'contained'}
                  disabled={working}
                  onClick={() => void act(calculateResults, 'fairway.results.calculated')}
                >
                  {translate(results.data ? 'fairway.results.calculate_again' : 'fairway.results.calculate')}
                </Button>
              ) : null}
              {organiser && results.data && !published ? (
                <Button variant="contained" disabled={working} onClick={() => void publish()}>
                  {translate('fairway.results.publish')}
                </Button>
              ) : null}
              {results.data ? <ResultsPdfButton tournamentId={chosen.id} /> : null}
            </Box>
          ) : null}
          {working || (chosen && results.isPending) ? <LinearProgress sx={{ mb: 2 }} /> : null}
          {refusal ? (
            <Box sx={{ mb: 2 }}>
              <ErrorAlert>{refusal}</ErrorAlert>
            </Box>
          ) : null}
          {chosen && notCalculated ? (
            <Alert severity="info">{translate('fairway.results.not_calculated', { name: chosen.name })}</Alert>
          ) : null}
          {results.error && !notCalculated ? <ErrorAlert>{refusalOf(results.error)}</ErrorAlert> : null}
          {results.data ? (
            <>
              {organiser && published && chosen ? (
                <ResultCorrection
                  key={chosen.id}
                  tournament={chosen}
                  onPublished={(answer) => queryClient.setQueryData(resultsKey(chosen.id), answer)}
                />
              ) : null}
              <ResultsFacts results={results.data} />
              <ResultsTables categories={results.data.categories} basis={results.data.basis} />
              <MatchResults
                matches={results.data.matches}
                controls={
                  pressing && presses.data
                    ? (match) =>
                        match.group_id === undefined ? null : (
                          <MatchPresses
                            tournamentId={chosen.id}
                            match={match}
                            presses={presses.data.filter((press) => press.group_id === match.group_id)}
                            onChanged={pressesChanged}
                          />
                        )
                    : undefined
                }
              />
              <TeamResults tournamentId={chosen!.id} format={results.data.format} teams={results.data.teams} />
              <SkinsResults skins={results.data.skins} />
              <ResultPrizes prizes={results.data.prizes} published={published} />
            </>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
}
