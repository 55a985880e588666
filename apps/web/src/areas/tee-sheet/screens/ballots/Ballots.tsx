import { Role, type ballotEntryRecord, type ballotRecord } from '@fairway/contract';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SaveButton, TextInput, useCreate, useGetList, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { ClubDateInput } from '../../../../layout/club/ClubDateInput';
import { ClubDateTimeInput } from '../../../../layout/club/ClubDateTimeInput';
import { useClubDates, useFormatClubDate } from '../../../../layout/club/clubDates';
import { clubWallClock, NO_CLUB_DATES } from '../../../../layout/club/formatClubDate';
import { Form } from '../../../../layout/crud/forms';
import { refusalOf } from '../../../../layout/crud/refusalOf';
import { roleIdsOf, useCurrentUser } from '../../../../providers/queries';
import { drawBallot, enterBallot, listBallotEntries, withdrawBallotEntry } from '../../providers/ballotApi';

type Ballot = z.input<typeof ballotRecord>;
type Entry = z.input<typeof ballotEntryRecord>;

/** The club's ballots: its admins create and draw them and read every group's result and why; members enter theirs. */
export function Ballots() {
  const translate = useTranslate();
  const isAdmin = roleIdsOf(useCurrentUser().data).some((role) => role === Role.admin || role === Role.superAdmin);
  const ballots = useGetList<Ballot>('ballots', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'date', order: 'DESC' },
  });
  const entries = useQuery({ queryKey: ['ballot_entries'], queryFn: listBallotEntries });
  const queryClient = useQueryClient();
  const refresh = () => {
    void ballots.refetch();
    void queryClient.invalidateQueries({ queryKey: ['ballot_entries'] });
  };
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 900 }}>
      <Typography variant="h5" component="h1">
        {translate('fairway.ballots.title')}
      </Typography>
      <Typography color="text.secondary">{translate('fairway.ballots.intro')}</Typography>
      {isAdmin && <NewBallot onMade={refresh} />}
      {ballots.data?.length === 0 && <Typography>{translate('fairway.ballots.empty')}</Typography>}
      {ballots.data?.map((ballot) => (
        <BallotCard
          key={ballot.id}
          ballot={ballot}
          entries={(entries.data?.results ?? []).filter((entry) => entry.ballot_id === ballot.id)}
          isAdmin={isAdmin}
          onChanged={refresh}
        />
      ))}
    </Stack>
  );
}

/** A club-local `YYYY-MM-DDTHH:MM`, as the ballot's close is kept, of the instant the club's clock input holds. */
function onClubClock(instant: unknown, timeZone: string): unknown {
  if (typeof instant !== 'string' || Number.isNaN(new Date(instant).getTime())) return instant;
  const wall = clubWallClock(new Date(instant), timeZone);
  const two = (part: number) => String(part).padStart(2, '0');
  return `${wall.year}-${two(wall.month)}-${two(wall.day)}T${two(wall.hour)}:${two(wall.minute)}`;
}

function NewBallot({ onMade }: { onMade: () => void }) {
  const translate = useTranslate();
  const { timeZone } = useClubDates() ?? NO_CLUB_DATES;
  const [create] = useCreate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const make = (values: Record<string, unknown>) =>
    create(
      'ballots',
      { data: { ...values, closes_at: onClubClock(values.closes_at, timeZone) } },
      {
        onSuccess: () => {
          setRefusal(null);
          onMade();
        },
        onError: (error) => setRefusal(refusalOf(error)),
      },
    );
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('fairway.ballots.new')}
        </Typography>
        <Form onSubmit={make}>
          <Stack direction={{ xs: 'column', sm: 'row' }} columnGap={1} sx={{ my: 1, flexWrap: 'wrap' }}>
            <ClubDateInput source="date" label="fairway.ballots.date" isRequired fullWidth={false} />
            <TextInput
              source="from_time"
              label="fairway.ballots.from"
              type="time"
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextInput
              source="to_time"
              label="fairway.ballots.to"
              type="time"
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <ClubDateTimeInput
              source="closes_at"
              label="fairway.ballots.closes_at"
              helperText={translate('fairway.ballots.closes_hint')}
            />
          </Stack>
          {refusal && <Alert severity="error">{refusal}</Alert>}
          <SaveButton label="fairway.ballots.create" icon={<></>} alwaysEnable />
        </Form>
      </CardContent>
    </Card>
  );
}

function BallotCard({
  ballot,
  entries,
  isAdmin,
  onChanged,
}: {
  ballot: Ballot;
  entries: Entry[];
  isAdmin: boolean;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  const [refusal, setRefusal] = useState<string | null>(null);
  // Once drawn, in the order the groups were drawn: the committee reads the draw as it went.
  const inOrder = [...entries].sort((left, right) => (left.draw_order ?? 0) - (right.draw_order ?? 0));
  const act = (action: () => Promise<unknown>) =>
    action().then(
      () => {
        setRefusal(null);
        onChanged();
      },
      (error: unknown) => setRefusal(refusalOf(error)),
    );
  const ownEntry = isAdmin ? undefined : entries[0];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('fairway.ballots.heading', {
            date: formatDate(ballot.date),
            from: ballot.from_time,
            to: ballot.to_time,
          })}
        </Typography>
        <Typography color="text.secondary">
          {translate(`fairway.ballots.statuses.${ballot.status}`)} ·{' '}
          {ballot.status === 'open'
            ? translate('fairway.ballots.closes', {
                closes: `${formatDate(ballot.closes_at.slice(0, 10))} ${ballot.closes_at.slice(11, 16)}`,
              })
            : translate('fairway.ballots.drawn', { seed: ballot.seed })}
        </Typography>
        {refusal && <Alert severity="error">{refusal}</Alert>}
        {isAdmin && ballot.status === 'open' && (
          <Button onClick={() => act(() => drawBallot(ballot.id))}>{translate('fairway.ballots.draw')}</Button>
        )}
        {!isAdmin && ballot.status === 'open' && !ownEntry && (
          <EnterBallot ballot={ballot} onEntered={onChanged} onRefused={setRefusal} />
        )}
        {ownEntry && ballot.status === 'open' && (
          <Button
            color="warning"
            sx={{ color: 'warningText' }}
            onClick={() => act(() => withdrawBallotEntry(ownEntry.id))}
          >
            {translate('fairway.ballots.withdraw')}
          </Button>
        )}
        {entries.length > 0 && (
          <Stack component="ol" spacing={1} sx={{ pl: 2, mt: 1 }} aria-label={translate('fairway.ballots.entries')}>
            {inOrder.map((entry) => (
              <li key={entry.id}>
                <Typography>
                  {translate('fairway.ballots.players', {
                    names: entry.players.map((player) => player.name || translate('fairway.ballots.tbc')).join(', '),
                  })}{' '}
                  ({entry.from_time}–{entry.to_time})
                  {entry.outcome &&
                    ` · ${entry.time ? translate('fairway.ballots.placed', { time: entry.time }) : translate('fairway.ballots.lost')}`}
                </Typography>
                {entry.explanation && (
                  <Typography variant="body2" color="text.secondary">
                    {entry.explanation}
                  </Typography>
                )}
              </li>
            ))}
          </Stack>
        )}
        {isAdmin && entries.length === 0 && <Typography>{translate('fairway.ballots.no_entries')}</Typography>}
      </CardContent>
    </Card>
  );
}

function EnterBallot({
  ballot,
  onEntered,
  onRefused,
}: {
  ballot: Ballot;
  onEntered: () => void;
  onRefused: (refusal: string) => void;
}) {
  const translate = useTranslate();
  const [window, setWindow] = useState({ from_time: ballot.from_time, to_time: ballot.to_time });
  const [partners, setPartners] = useState(0);
  const enter = () =>
    enterBallot({
      ballot_id: ballot.id,
      ...window,
      others: Array.from({ length: partners }, () => ({ kind: 'tbc' as const })),
    }).then(onEntered, (error: unknown) => onRefused(refusalOf(error)));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ my: 1 }}>
      <TextField
        label={translate('fairway.ballots.from')}
        type="time"
        size="small"
        value={window.from_time}
        onChange={(event) => setWindow({ ...window, from_time: event.target.value })}
      />
      <TextField
        label={translate('fairway.ballots.to')}
        type="time"
        size="small"
        value={window.to_time}
        onChange={(event) => setWindow({ ...window, to_time: event.target.value })}
      />
      <TextField
        label={translate('fairway.ballots.places')}
        type="number"
        size="small"
        value={partners}
        slotProps={{ htmlInput: { min: 0, max: 3 } }}
        onChange={(event) => setPartners(Math.max(0, Math.min(3, Number(event.target.value))))}
      />
      <Button variant="contained" onClick={() => void enter()}>
        {translate('fairway.ballots.enter')}
      </Button>
    </Stack>
  );
}
