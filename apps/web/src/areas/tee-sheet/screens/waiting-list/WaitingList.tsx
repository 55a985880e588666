import { type waitingListRecord } from '@fairway/contract';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NumberInput, SaveButton, TextInput, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { ClubDateInput } from '../../../../layout/club/ClubDateInput';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import { Form } from '../../../../layout/crud/forms';
import { refusalOf } from '../../../../layout/crud/refusalOf';
import { acceptOffer, askWaitingList, declineOffer, listWaitingList } from '../../providers/ballotApi';

type Request = z.input<typeof waitingListRecord>;

/** A member's waiting list: ask for a window of a full day; take or turn down a place offered while it is held. */
export function WaitingList() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const requests = useQuery({ queryKey: ['waiting_list'], queryFn: listWaitingList });
  const [refusal, setRefusal] = useState<string | null>(null);
  const act = (action: () => Promise<unknown>) =>
    action().then(
      () => {
        setRefusal(null);
        void queryClient.invalidateQueries({ queryKey: ['waiting_list'] });
      },
      (error: unknown) => setRefusal(refusalOf(error)),
    );
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 900 }}>
      <Typography variant="h5" component="h1">
        {translate('fairway.waiting_list.title')}
      </Typography>
      <Typography color="text.secondary">{translate('fairway.waiting_list.intro')}</Typography>
      <Card variant="outlined">
        <CardContent>
          <Form
            defaultValues={{ places: 1 }}
            onSubmit={(values: Record<string, unknown>) =>
              act(() => askWaitingList(values as Parameters<typeof askWaitingList>[0]))
            }
          >
            <Stack direction={{ xs: 'column', sm: 'row' }} columnGap={1} sx={{ flexWrap: 'wrap' }}>
              <ClubDateInput source="date" label="fairway.waiting_list.date" isRequired fullWidth={false} />
              <TextInput
                source="from_time"
                label="fairway.waiting_list.from"
                type="time"
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextInput
                source="to_time"
                label="fairway.waiting_list.to"
                type="time"
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <NumberInput source="places" label="fairway.waiting_list.places" min={1} max={4} />
            </Stack>
            <SaveButton label="fairway.waiting_list.ask" icon={<></>} alwaysEnable />
          </Form>
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
          <Button
            color="warning"
            sx={{ color: 'warningText' }}
            onClick={() => void act(() => declineOffer(request.id))}
          >
            {translate(request.status === 'offered' ? 'fairway.waiting_list.decline' : 'fairway.waiting_list.withdraw')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
