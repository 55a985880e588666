import { generalPlayEndpoints, scoringEndpoints } from '@fairway/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { callEndpoint, useEndpointCache, useEndpointQuery } from '../../../../providers/endpointClient';

/**
 * The rounds for handicap the golfer marks whose cards wait for their attest: who, where and when, the gross; attested
 * in one tap, which makes the player's score record.
 */
export function AttestRequests() {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  const cache = useEndpointCache();
  const requests = useEndpointQuery(generalPlayEndpoints.attestRequests, {});
  const attest = useMutation({
    mutationFn: (id: number) => callEndpoint(generalPlayEndpoints.attestGeneralPlay, { params: { id } }),
    onSettled: () => {
      cache.invalidate(generalPlayEndpoints.attestRequests);
      cache.invalidate(scoringEndpoints.individualRounds);
    },
  });
  if (!requests.data || requests.data.length === 0) return null;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={translate('fairway.individual_rounds.attest_requests.title')}
      sx={{ mb: 3, maxWidth: 560 }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
          {translate('fairway.individual_rounds.attest_requests.title')}
        </Typography>
        {attest.error ? <ErrorAlert>{attest.error.message}</ErrorAlert> : null}
        {requests.data.map((round) => (
          <Box
            key={round.id}
            component="article"
            aria-label={round.member_name}
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
          >
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{round.member_name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('fairway.individual_rounds.attest_requests.round', {
                  date: formatDate(round.play_date),
                  start: round.start_time ?? '—',
                  tee: round.hole_category_name ?? '—',
                  gross: round.gross ?? '—',
                })}
              </Typography>
            </Box>
            <Button
              variant="contained"
              size="small"
              disabled={attest.isPending}
              onClick={() => attest.mutate(round.id)}
            >
              {translate('fairway.individual_rounds.attest_requests.attest')}
            </Button>
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}
