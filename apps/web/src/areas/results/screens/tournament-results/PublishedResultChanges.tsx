import { republishResultsInput } from '@fairway/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import { RecordDialog } from '../../../../layout/crud/RecordDialog';
import { RecordTextInput } from '../../../../layout/crud/RecordInputs';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { useNotifyText } from '../../../../layout/useNotifyText';
import {
  listResultChanges,
  republishResults,
  type PublishedResultChanges as ListedTournament,
  type TournamentResults,
} from '../../providers/resultsApi';
import { refusalOf } from '../../../../layout/crud/refusalOf';
import { ResultChangeLines } from './ResultChangeLines';
import { publishedResultChangesKey } from './publishedResultChangesKey';

/**
 * What "Results the corrected rules would change" opens: every tournament of the club whose published results the
 * rules as the server holds them now would change, each with its changed lines (published -> recalculated) and
 * "Republish", which asks for the reason in the form dialog and publishes the recalculation in the published results'
 * place. Nothing changes for members until then. Loaded only when asked for, with the form dialog it needs.
 */
export function PublishedResultChanges({
  onRepublished,
}: {
  onRepublished: (tournamentId: number, results: TournamentResults) => void;
}) {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  const notifyText = useNotifyText();
  const [republishing, setRepublishing] = useState<ListedTournament | null>(null);
  const changes = useQuery({
    queryKey: publishedResultChangesKey,
    queryFn: ({ signal }) => listResultChanges(signal),
    retry: false,
  });
  return (
    <Box component="section" aria-label={translate('fairway.results.changes.title')} sx={{ mb: 2 }}>
      {changes.isFetching ? <LinearProgress sx={{ mt: 1 }} /> : null}
      {changes.error ? (
        <Box sx={{ mt: 1 }}>
          <ErrorAlert>{refusalOf(changes.error)}</ErrorAlert>
        </Box>
      ) : null}
      {changes.data?.length === 0 ? (
        <Alert severity="success" sx={{ mt: 2 }}>
          {translate('fairway.results.changes.none')}
        </Alert>
      ) : null}
      {changes.data && changes.data.length > 0 ? (
        <Alert severity="warning" sx={{ mt: 2, '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('fairway.results.changes.intro', { smart_count: changes.data.length })}
          </Typography>
          {changes.data.map((tournament) => (
            <Box
              key={tournament.tournament_id}
              component="article"
              aria-label={tournament.tournament_name}
              sx={{ mb: 2 }}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                <Typography variant="subtitle2" component="h2" sx={{ flexGrow: 1 }}>
                  {translate('fairway.results.changes.tournament', {
                    name: tournament.tournament_name,
                    date: formatDate(tournament.start_date),
                    format: translate(`fairway.tournaments.formats.${tournament.format}`),
                  })}
                </Typography>
                {tournament.refusal === null ? (
                  <Button size="small" variant="contained" onClick={() => setRepublishing(tournament)}>
                    {translate('fairway.results.changes.republish')}
                  </Button>
                ) : null}
              </Box>
              {tournament.refusal !== null ? (
                <Typography variant="body2">
                  {translate('fairway.results.changes.refused', { refusal: tournament.refusal })}
                </Typography>
              ) : (
                <ResultChangeLines differences={tournament} label={tournament.tournament_name} />
              )}
            </Box>
          ))}
        </Alert>
      ) : null}
      {republishing ? (
        <RecordDialog
          title={translate('fairway.results.changes.republish_title', { name: republishing.tournament_name })}
          schema={republishResultsInput}
          resource="tournaments"
          record={{}}
          saveLabel="fairway.results.changes.republish"
          save={async ({ reason }) =>
            onRepublished(republishing.tournament_id, await republishResults(republishing.tournament_id, reason))
          }
          onSaved={() => {
            notifyText(
              translate('fairway.results.changes.republished', { name: republishing.tournament_name }),
              'success',
            );
            setRepublishing(null);
            void changes.refetch();
          }}
          onClose={() => setRepublishing(null)}
        >
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('fairway.results.changes.republish_message')}
          </Typography>
          <RecordTextInput source="reason" label="fairway.results.changes.reason" />
        </RecordDialog>
      ) : null}
    </Box>
  );
}
