import { scoringEndpoints, type EndpointAnswer } from '@fairway/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { usePageLabel } from '../../../../layout/pageLabel';
import { callEndpoint, useEndpointCache, useEndpointQuery } from '../../../../providers/endpointClient';
import { RoundStatusChip } from '../../../tournaments';
import { scoringPath } from '../../../../scoring/scoringPath';
import { AttestRequests } from './AttestRequests';
import { RegisterGeneralPlay } from './RegisterGeneralPlay';
import { StartIndividualRound } from './StartIndividualRound';

type IndividualRound = EndpointAnswer<typeof scoringEndpoints.individualRounds>['results'][number];

/** One of the golfer's rounds: where and when, the tee set and holes, how far it has got; scored or completed. */
function RoundCard({
  round,
  onComplete,
  completing,
}: {
  round: IndividualRound;
  onComplete: () => void;
  completing: boolean;
}) {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  const holes =
    round.holes === 18
      ? translate('fairway.individual_rounds.holes.18')
      : translate(`fairway.individual_rounds.holes.${round.nine ?? 'front'}`);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={`${round.golf_course_name} ${formatDate(round.play_date)}`}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
            {round.golf_course_name}
          </Typography>
          <RoundStatusChip status={round.status} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {formatDate(round.play_date)} · {round.hole_category_name ?? '—'} · {holes}
          {round.is_guest ? ` · ${translate('fairway.individual_rounds.as_guest')}` : ''}
        </Typography>
        <Typography variant="body2">
          {translate('fairway.individual_rounds.progress', {
            thru: round.thru,
            holes: round.holes,
            gross: round.gross ?? '—',
            handicap: round.playing_handicap ?? '—',
          })}
        </Typography>
        {round.for_handicap ? (
          <Typography variant="body2">
            {translate('fairway.individual_rounds.for_handicap', { marker: round.marker_name ?? '—' })}
            {' · '}
            {round.penalty_reason
              ? translate('fairway.individual_rounds.penalty', { reason: round.penalty_reason })
              : round.attested_at
                ? translate('fairway.individual_rounds.attested')
                : round.status === 'completed'
                  ? translate('fairway.individual_rounds.waiting_for_marker')
                  : `${round.start_time ?? ''}`}
          </Typography>
        ) : null}
        {round.status === 'active' && round.player_round_group_id !== null ? (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
            {/* A plain link: the scoring page is an entry of its own (decision 0061). */}
            <Link href={scoringPath(round.golf_course_name, round.player_round_group_id)} sx={{ fontWeight: 600 }}>
              {translate('fairway.individual_rounds.score')}
            </Link>
            <Button size="small" variant="outlined" onClick={onComplete} disabled={completing}>
              {translate('fairway.individual_rounds.complete')}
            </Button>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * Individual Rounds: the golfer's own rounds outside tournaments, latest first, and a round started at the active
 * club or as a guest at another, opened at once on the phone scoring page; a round of general play registered for
 * handicap with its marker, and the cards the golfer marks waiting for their attest. A round is completed once every
 * hole has a score, and then kept for the handicap (a round for handicap once its marker attests it).
 */
export function IndividualRounds() {
  const translate = useTranslate();
  const pageLabel = usePageLabel();
  const cache = useEndpointCache();
  const rounds = useEndpointQuery(scoringEndpoints.individualRounds, {});
  const complete = useMutation({
    mutationFn: (id: number) => callEndpoint(scoringEndpoints.completeIndividualRound, { params: { id } }),
    onSettled: () => cache.invalidate(scoringEndpoints.individualRounds),
  });
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeading subtitle={translate('fairway.individual_rounds.intro')}>
        {translate(pageLabel ?? 'fairway.menu.individual_rounds')}
      </PageHeading>
      <AttestRequests />
      <StartIndividualRound />
      <RegisterGeneralPlay />
      {rounds.isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {rounds.error ? <ErrorAlert>{rounds.error.message}</ErrorAlert> : null}
      {complete.error ? <ErrorAlert>{complete.error.message}</ErrorAlert> : null}
      {rounds.data && rounds.data.results.length === 0 ? (
        <Typography>{translate('fairway.individual_rounds.none')}</Typography>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {(rounds.data?.results ?? []).map((round) => (
          <RoundCard
            key={round.id}
            round={round}
            completing={complete.isPending}
            onComplete={() => complete.mutate(round.id)}
          />
        ))}
      </Box>
    </Box>
  );
}
