import { scoringEndpoints, type EndpointAnswer } from '@fairway/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useFormatClubDate } from '../../layout/club/clubDates';
import { PageHeading } from '../../layout/crud/PageHeading';
import { ErrorAlert } from '../../layout/ErrorAlert';
import { usePageLabel } from '../../layout/pageLabel';
import { callEndpoint, useEndpointCache, useEndpointQuery } from '../../providers/endpointClient';
import { RoundStatusChip } from '../../resources/player_rounds/RoundStatusChip';
import { scoringPath } from '../../scoring/scoringPath';

type IndividualRound = EndpointAnswer<typeof scoringEndpoints.individualRounds>['results'][number];
type HolesChoice = '18' | 'front' | 'back';

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
 * club from one of its tee sets, opened at once on the phone scoring page. A round is completed once every hole has a
 * score, and then kept for the handicap.
 */
export function IndividualRounds() {
  const translate = useTranslate();
  const pageLabel = usePageLabel();
  const cache = useEndpointCache();
  const rounds = useEndpointQuery(scoringEndpoints.individualRounds, {});
  const teeSets = useGetList<{ id: number; name: string }>('hole_categories', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'id', order: 'ASC' },
  });
  const [teeSet, setTeeSet] = useState<number | ''>('');
  const [holes, setHoles] = useState<HolesChoice>('18');
  const start = useMutation({
    mutationFn: () =>
      callEndpoint(scoringEndpoints.startIndividualRound, {
        body: {
          hole_category_id: Number(teeSet),
          holes: holes === '18' ? 18 : 9,
          nine: holes === '18' ? null : holes,
        },
      }),
    onSuccess: (round) => {
      cache.invalidate(scoringEndpoints.individualRounds);
      if (round.player_round_group_id !== null) {
        window.location.assign(scoringPath(round.golf_course_name, round.player_round_group_id));
      }
    },
  });
  const complete = useMutation({
    mutationFn: (id: number) => callEndpoint(scoringEndpoints.completeIndividualRound, { params: { id } }),
    onSettled: () => cache.invalidate(scoringEndpoints.individualRounds),
  });
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeading subtitle={translate('fairway.individual_rounds.intro')}>
        {translate(pageLabel ?? 'fairway.menu.individual_rounds')}
      </PageHeading>
      <Card
        variant="outlined"
        component="section"
        aria-label={translate('fairway.individual_rounds.start_title')}
        sx={{ mb: 3, maxWidth: 560 }}
      >
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
            {translate('fairway.individual_rounds.start_title')}
          </Typography>
          <TextField
            select
            label={translate('fairway.individual_rounds.tee_set')}
            value={teeSet}
            onChange={(event) => setTeeSet(Number(event.target.value))}
            size="small"
          >
            {(teeSets.data ?? []).map((tee) => (
              <MenuItem key={tee.id} value={tee.id}>
                {tee.name}
              </MenuItem>
            ))}
          </TextField>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={holes}
            onChange={(_event, value: HolesChoice | null) => value && setHoles(value)}
            aria-label={translate('fairway.individual_rounds.holes_label')}
          >
            {(['18', 'front', 'back'] as const).map((choice) => (
              <ToggleButton key={choice} value={choice}>
                {translate(`fairway.individual_rounds.holes.${choice}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {start.error ? <ErrorAlert>{start.error.message}</ErrorAlert> : null}
          <Box>
            <Button variant="contained" disabled={teeSet === '' || start.isPending} onClick={() => start.mutate()}>
              {translate('fairway.individual_rounds.start')}
            </Button>
          </Box>
        </CardContent>
      </Card>
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
