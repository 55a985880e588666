import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { usePageLabel } from '../../../../layout/pageLabel';
import {
  enterPenaltyScore,
  type PenaltyScore,
  type PenaltyScoreInput,
  type RoundNotReturned,
  useRefreshHandicaps,
  useRoundsNotReturned,
} from '../../providers/handicapsApi';

type Basis = PenaltyScoreInput['basis'];
const bases: readonly Basis[] = ['highest', 'lowest'];

/** The penalty score entered, with the golfer's name: the round itself has left the list. */
interface Entered extends PenaltyScore {
  memberName: string;
}

/** One overdue round: who, when and where, how far the card got, and the committee's penalty-score form. */
function RoundNotReturnedCard({
  round,
  onEntered,
}: {
  round: RoundNotReturned;
  onEntered: (entered: Entered) => void;
}) {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  const refresh = useRefreshHandicaps();
  const [basis, setBasis] = useState<Basis>('highest');
  const [reason, setReason] = useState('');
  const penalty = useMutation({
    mutationFn: () => enterPenaltyScore(round.id, { basis, reason }),
    onSuccess: async (score) => {
      onEntered({ ...score, memberName: round.member_name ?? '' });
      await refresh();
    },
  });
  const [returnDay, returnTime] = (round.returned_by ?? '').split('T');
  return (
    <Card variant="outlined" component="article" aria-label={round.member_name ?? undefined} sx={{ maxWidth: 640 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
            {round.member_name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('fairway.handicaps.not_returned.round', {
              date: formatDate(round.play_date),
              start: round.start_time ?? '—',
              tee: round.hole_category_name ?? '—',
              holes: round.holes,
              marker: round.marker_name ?? '—',
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('fairway.handicaps.not_returned.card', {
              thru: round.thru,
              gross: round.gross ?? '—',
              due: returnDay ? `${formatDate(returnDay)} ${returnTime ?? ''}`.trim() : '—',
            })}
          </Typography>
        </Box>
        <Box
          component="form"
          aria-label={translate('fairway.handicaps.not_returned.form', { name: round.member_name ?? '' })}
          onSubmit={(event) => {
            event.preventDefault();
            penalty.mutate();
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          <TextField
            select
            size="small"
            label={translate('fairway.handicaps.not_returned.basis')}
            helperText={translate('fairway.handicaps.not_returned.basis_help')}
            value={basis}
            onChange={(event) => setBasis(event.target.value as Basis)}
          >
            {bases.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {translate(`fairway.handicaps.not_returned.bases.${choice}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={translate('fairway.handicaps.not_returned.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            multiline
          />
          {penalty.error ? <ErrorAlert>{penalty.error.message}</ErrorAlert> : null}
          <Box>
            <Button type="submit" variant="contained" disabled={reason.trim() === '' || penalty.isPending}>
              {translate('fairway.handicaps.not_returned.enter')}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * Rounds Not Returned, for the handicap committee (the club's admins, decision 0121): the rounds registered for
 * handicap whose cards were neither attested nor recorded within the club's time limit, the oldest first, each with
 * a penalty score to enter (WHS Rule 7.2a) and the score it made once entered.
 */
export function RoundsNotReturned() {
  const translate = useTranslate();
  const label = usePageLabel();
  const rounds = useRoundsNotReturned();
  const [entered, setEntered] = useState<Entered | null>(null);
  return (
    <Box>
      <PageHeading subtitle={translate('fairway.handicaps.not_returned.subtitle')}>
        {label ? translate(label) : null}
      </PageHeading>
      {entered ? (
        <Alert severity="success" onClose={() => setEntered(null)} sx={{ mb: 2, maxWidth: 640 }}>
          {translate(`fairway.handicaps.not_returned.entered_${entered.basis}`, {
            name: entered.memberName,
            differential: entered.score_differential.toFixed(1),
            reason: entered.reason,
          })}
        </Alert>
      ) : null}
      {rounds.isPending ? <LinearProgress /> : null}
      {rounds.error ? <ErrorAlert>{rounds.error.message}</ErrorAlert> : null}
      {rounds.data?.length === 0 ? (
        <Typography variant="body2">{translate('fairway.handicaps.not_returned.none')}</Typography>
      ) : null}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {rounds.data?.map((round) => (
          <RoundNotReturnedCard key={round.id} round={round} onEntered={setEntered} />
        ))}
      </Box>
    </Box>
  );
}
