import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import { useConfirm } from '../../../../layout/ConfirmDialog';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { useNotifyText } from '../../../../layout/useNotifyText';
import { HttpError } from '../../../../providers/httpClient';
import { publishResults, readCorrection, recalculateResults, type TournamentResults } from '../../providers/resultsApi';
import { refusalOf } from '../../../../layout/crud/refusalOf';
import { ResultChangeLines } from './ResultChangeLines';

/**
 * Published results corrected: "Recalculate after a correction" works them out again from the scores and handicaps
 * as they are now, kept unpublished beside the published ones; the lines that changed show with their published and
 * recalculated position and score, and "Publish again" puts the recalculation in the published results' place.
 */
export function ResultCorrection({
  tournament,
  onPublished,
}: {
  tournament: { id: number; name: string };
  onPublished: (results: TournamentResults) => void;
}) {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  const confirm = useConfirm();
  const notifyText = useNotifyText();
  const queryClient = useQueryClient();
  const key = ['results-correction', tournament.id] as const;
  const correction = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      try {
        return await readCorrection(tournament.id, signal);
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });
  const [working, setWorking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const recalculate = async () => {
    setWorking(true);
    setRefusal(null);
    try {
      queryClient.setQueryData(key, await recalculateResults(tournament.id));
      notifyText(translate('fairway.results.recalculated', { name: tournament.name }), 'success');
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setWorking(false);
    }
  };
  const publishAgain = async () => {
    const confirmed = await confirm({
      title: translate('fairway.results.publish_again_title', { name: tournament.name }),
      msg: translate('fairway.results.publish_again_confirm'),
      prefix: '',
    });
    if (!confirmed) return;
    setWorking(true);
    setRefusal(null);
    try {
      onPublished(await publishResults(tournament.id));
      queryClient.setQueryData(key, null);
      notifyText(translate('fairway.results.published_again_now', { name: tournament.name }), 'success');
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setWorking(false);
    }
  };

  const waiting = correction.data ?? null;
  return (
    <Box component="section" aria-label={translate('fairway.results.correct')} sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={working} onClick={() => void recalculate()}>
          {translate('fairway.results.correct')}
        </Button>
        {waiting ? (
          <Button variant="contained" disabled={working} onClick={() => void publishAgain()}>
            {translate('fairway.results.publish_again')}
          </Button>
        ) : null}
      </Box>
      {refusal ? (
        <Box sx={{ mt: 1 }}>
          <ErrorAlert>{refusal}</ErrorAlert>
        </Box>
      ) : null}
      {waiting ? (
        <Alert severity="warning" sx={{ mt: 2, '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
          <Typography variant="subtitle2" component="h2">
            {translate('fairway.results.correction_title', {
              date: formatDate(waiting.recalculated_at, { withTime: true }),
            })}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('fairway.results.correction_intro')}
          </Typography>
          <ResultChangeLines differences={waiting} label={translate('fairway.results.correct')} />
        </Alert>
      ) : null}
    </Box>
  );
}
