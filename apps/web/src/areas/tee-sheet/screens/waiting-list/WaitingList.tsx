import { type waitingListRecord } from '@fairway/contract';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import { refusalOf } from '../../../../layout/crud/refusalOf';
import { acceptOffer, askWaitingList, declineOffer, listWaitingList } from '../../providers/ballotApi';

type Request = z.input<typeof waitingListRecord>;

/** A member's waiting list: ask for a window of a full day; take or turn down a place offered while it is held. */
export function WaitingList() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const requests = useQuery({ queryKey: ['waiting_list'], queryFn: listWaitingList });
  const [ask, setAsk] = useState({ date: '', from_time: '', to_time: '', places: 1 });
  const [refusal, setRefusal] = useState<string | null>(null);
  const act = (action: () => Promise<unknown>) =>
    action().then(
      () => {
        setRefusal(null);
        void queryClient.invalidateQueries({ queryKey: ['waiting_list'] });
      },
      (error: unknown) => setRefusal(refusalOf(error)),
    );
  const field = (name: 'date' | 'from_time' | 'to_time', type: string) => (
    <TextField
      label={translate(`fairway.waiting_list.${name.replace('_time', '')}`)}
      type={type}
      size="small"
      value={ask[name]}
      onChange={(event) => setAsk({ ...ask, [name]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 900 }}>
      <Typography variant="h5" component="h1">
        {translate('fairway.waiting_list.title')}
      </Typography>
      <Typography color="text.secondary">{translate('fairway.waiting_list.intro')}</Typography>
      <Card variant="outlined">
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {field('date', 'date')}
            {field('from_time', 'time')}
            {field('to_time', 'time')}
            <TextField
              label={translate('fairway.waiting_list.places')}
              type="number"
              size="small"
              value={ask.places}
              slotProps={{ htmlInput: { min: 1, max: 4 } }}
              onChange={(event) => setAsk({ ...ask, places: Math.max(1, Math.min(4, Number(event.target.value))) })}
            />
            <Button variant="contained" onClick={() => void act(() => askWaitingList(ask))}>
              {translate('fairway.waiting_list.ask')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      {refusal && <Alert severity="error">{refusal}</Alert>}
      {requests.data?.results.length === 0 && <Typography>{translate('fairway.waiting_list.empty')}</Typography>}
      {requests.data?.results.map((request) => (
        <RequestCard key={request.id} request={request} act={act} />
      ))}
    </Stack>
  );
}

function RequestCard({ request, act }: { request: Request; act: (action: () => Promise<unknown>) => Promise<void> }) {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('fairway.waiting_list.request', {
            date: formatDate(request.date),
            from: request.from_time,
            to: request.to_time,
            smart_count: request.places,
          })}
        </Typography>
        <Typography color="text.secondary">{translate(`fairway.waiting_list.statuses.${request.status}`)}</Typography>
        {request.status === 'offered' && request.offer_held_until && (
          <>
            <Alert severity="info" sx={{ my: 1 }}>
              {translate('fairway.waiting_list.offer', {
                time: request.offered_time,
                until: formatDate(request.offer_held_until, { withTime: true }),
              })}
            </Alert>
            <Button variant="contained" onClick={() => void act(() => acceptOffer(request.id))}>
              {translate('fairway.waiting_list.accept')}
            </Button>
          </>
        )}
        {(request.status === 'offered' || request.status === 'waiting') && (
          <Button color="warning" onClick={() => void act(() => declineOffer(request.id))}>
            {translate(request.status === 'offered' ? 'fairway.waiting_list.decline' : 'fairway.waiting_list.withdraw')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
