import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useConfirm } from '../../../../layout/ConfirmDialog';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import { clubToday, clubWallClock } from '../../../../layout/club/formatClubDate';
import { useActiveClub } from '../../../../layout/club/useActiveClub';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { refusalOf } from '../../../../layout/crud/refusalOf';
import { useEndpointQuery } from '../../../../providers/endpointClient';
import { bookingsEndpoint, cancelBooking, changeBooking, type Booking } from '../../providers/teeSheetApi';
import { BookedPlayers, othersOf, OthersInputs, type OtherDraft } from '../tee-sheet/BookingDialog';

/** Minutes on a wall clock's own count, for the hours between two of its times. */
const wallMinutes = (date: string, time: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 60_000 +
  Number(time.slice(0, 2)) * 60 +
  Number(time.slice(3, 5));

/**
 * Whether cancelling now is late by the club's cut-off, counted on its wall clock as the server counts it
 * (`bookingCancellation`): fewer than `cutOffHours` hours before the tee time.
 */
export function cancelledLate(
  booking: Pick<Booking, 'date' | 'time'>,
  cutOffHours: number,
  now: Date,
  timeZone: string,
) {
  const wall = clubWallClock(now, timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  const nowMinutes = wallMinutes(
    `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`,
    `${pad(wall.hour)}:${pad(wall.minute)}`,
  );
  return wallMinutes(booking.date, booking.time) - nowMinutes < cutOffHours * 60;
}

/** The players beside the booking member as the form starts from: the booking's others, as they are. */
function draftsOf(booking: Booking): OtherDraft[] {
  return booking.players.slice(1).map((player) => ({
    kind: player.kind,
    member:
      player.kind === 'member' && player.member_id !== null ? { member_id: player.member_id, name: player.name } : null,
    name: player.kind === 'guest' ? player.name : '',
    email: player.guest_email ?? '',
  }));
}

function ChangePlayersDialog({
  booking,
  onDone,
  onClose,
}: {
  booking: Booking;
  onDone: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  const [drafts, setDrafts] = useState<OtherDraft[]>(() => draftsOf(booking));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const read = othersOf(drafts);
    if ('missing' in read) {
      setRefusal(
        translate(
          read.kind === 'member' ? 'fairway.tee_times.dialog.name_member' : 'fairway.tee_times.dialog.name_guest',
          {
            number: read.missing,
          },
        ),
      );
      return;
    }
    setSaving(true);
    try {
      await changeBooking(booking.id, read.others);
      onDone();
    } catch (error) {
      setRefusal(translate('fairway.tee_times.my.refused', { message: refusalOf(error) }));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="change-players-title">
      <DialogTitle id="change-players-title">
        {translate('fairway.tee_times.my.change_title', { date: formatDate(booking.date), time: booking.time })}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        <OthersInputs
          drafts={drafts}
          room={3}
          onChange={setDrafts}
          exclude={booking.players[0]?.member_id ? [booking.players[0].member_id] : []}
        />
        {refusal ? (
          <Alert severity="error" role="alert">
            {refusal}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('fairway.tee_times.dialog.cancel')}</Button>
        <Button variant="contained" disabled={saving} onClick={() => void save()}>
          {translate('fairway.tee_times.my.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * My Bookings: the tee times the caller booked or plays in, ahead and past. The member who booked one ahead changes
 * who plays beside them or cancels it; the confirmation says when cancelling now is late by the club's cut-off (the
 * server records it so, and its green fees stand).
 */
export function MyBookings() {
  const translate = useTranslate();
  const club = useActiveClub();
  const formatDate = useFormatClubDate();
  const confirm = useConfirm();
  const [tab, setTab] = useState<'ahead' | 'past'>('ahead');
  const [changing, setChanging] = useState<Booking | null>(null);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const list = useEndpointQuery(bookingsEndpoint, { query: { mine: 'true' } });
  const rules = useGetList('booking_rules', { pagination: { page: 1, perPage: 1 } });
  const cutOffHours = (rules.data?.[0] as { cancel_cut_off_hours?: number } | undefined)?.cancel_cut_off_hours ?? 0;
  const today = clubToday(club);
  const all = list.data?.results ?? [];
  const ahead = all.filter((booking) => booking.date >= today);
  const past = all.filter((booking) => booking.date < today).reverse();
  const shown = tab === 'ahead' ? ahead : past;
  const ownMemberId = list.data?.own_member_id ?? null;

  const cancel = async (booking: Booking) => {
    const late = cancelledLate(booking, cutOffHours, new Date(), club?.timeZone ?? 'UTC');
    const words = { date: formatDate(booking.date), time: booking.time };
    const confirmed = await confirm({
      title: translate('fairway.tee_times.my.cancel_title'),
      msg: translate(late ? 'fairway.tee_times.my.cancel_late_message' : 'fairway.tee_times.my.cancel_message', words),
      prefix: '',
      confirmLabel: 'fairway.tee_times.my.cancel',
    });
    if (!confirmed) return;
    try {
      const answer = await cancelBooking(booking.id);
      setMessage({
        severity: 'success',
        text: translate(
          answer.cancelled_late
            ? 'fairway.tee_times.my.cancelled_late_notice'
            : 'fairway.tee_times.my.cancelled_notice',
        ),
      });
    } catch (error) {
      setMessage({ severity: 'error', text: refusalOf(error) });
    }
    await list.refetch();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeading>{translate('fairway.menu.my-bookings')}</PageHeading>
      <Tabs value={tab} onChange={(_event, value: 'ahead' | 'past') => setTab(value)}>
        <Tab value="ahead" label={translate('fairway.tee_times.my.ahead')} />
        <Tab value="past" label={translate('fairway.tee_times.my.past')} />
      </Tabs>
      {list.isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {message ? (
        <Alert
          severity={message.severity}
          role={message.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setMessage(null)}
        >
          {message.text}
        </Alert>
      ) : null}
      {list.data && shown.length === 0 ? (
        <Typography>
          {translate(tab === 'ahead' ? 'fairway.tee_times.my.none_ahead' : 'fairway.tee_times.my.none_past')}
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {shown.map((booking) => {
          const mine = booking.member_id === ownMemberId;
          const standing = booking.status === 'booked' && booking.date >= today;
          return (
            <Card
              variant="outlined"
              key={booking.id}
              component="article"
              aria-label={`${formatDate(booking.date)} ${booking.time}`}
            >
              <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="h6" component="h2">
                    {formatDate(booking.date)} · {booking.time}
                  </Typography>
                  <Typography color="text.secondary">
                    {translate(booking.tee === 10 ? 'fairway.tee_times.tee_10' : 'fairway.tee_times.tee_1')}
                  </Typography>
                  {booking.status === 'cancelled' ? (
                    <Chip
                      size="small"
                      color={booking.cancelled_late ? 'warning' : 'default'}
                      label={translate(
                        booking.cancelled_late
                          ? 'fairway.tee_times.my.cancelled_late'
                          : 'fairway.tee_times.my.cancelled',
                      )}
                    />
                  ) : null}
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {translate(mine ? 'fairway.tee_times.my.booked_by_you' : 'fairway.tee_times.my.booked_for_you')}
                </Typography>
                <BookedPlayers booking={booking} />
              </CardContent>
              {mine && standing ? (
                <CardActions>
                  <Button onClick={() => setChanging(booking)}>{translate('fairway.tee_times.my.change')}</Button>
                  <Button color="error" onClick={() => void cancel(booking)}>
                    {translate('fairway.tee_times.my.cancel')}
                  </Button>
                </CardActions>
              ) : null}
            </Card>
          );
        })}
      </Box>
      {changing ? (
        <ChangePlayersDialog
          booking={changing}
          onClose={() => setChanging(null)}
          onDone={() => {
            setChanging(null);
            setMessage({ severity: 'success', text: translate('fairway.tee_times.my.changed_notice') });
            void list.refetch();
          }}
        />
      ) : null}
    </Box>
  );
}
