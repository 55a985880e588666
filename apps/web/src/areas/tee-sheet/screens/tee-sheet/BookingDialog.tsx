import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { mdiClose } from '@mdi/js';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { MdiIcon } from '../../../../layout/MdiIcon';
import { useFormatClubMoney } from '../../../../layout/club/clubMoney';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import { refusalOf } from '../../../../layout/crud/refusalOf';
import type { Booking, OtherPlayer, Partner } from '../../providers/teeSheetApi';
import { ClubGolferPicker } from '../../../../layout/club/ClubGolferPicker';

/** One of the others in a booking as the form holds it: a member picked, a guest's name and e-mail, or a place open. */
export type OtherDraft = { kind: 'member' | 'guest' | 'tbc'; member: Partner | null; name: string; email: string };

/** What the member picker says while too little is typed, and when no member matches. */
const memberHints = {
  typeMore: 'fairway.tee_times.dialog.member_hint',
  noMatch: 'fairway.tee_times.dialog.no_members',
};

/** The minutes either way a member may accept from the time they tap, when it is taken before their booking reaches it. */
const nearestChoices = [30, 60, 120];

export const emptyOther: OtherDraft = { kind: 'member', member: null, name: '', email: '' };

/** The others as the API takes them, or the words of the first one not filled in. */
export function othersOf(drafts: readonly OtherDraft[]): { others: OtherPlayer[] } | { missing: number; kind: string } {
  const others: OtherPlayer[] = [];
  for (const [index, draft] of drafts.entries()) {
    if (draft.kind === 'tbc') others.push({ kind: 'tbc' });
    else if (draft.kind === 'member') {
      if (!draft.member) return { missing: index + 2, kind: 'member' };
      others.push({ kind: 'member', member_id: draft.member.member_id });
    } else {
      if (!draft.name.trim() || !draft.email.trim()) return { missing: index + 2, kind: 'guest' };
      others.push({ kind: 'guest', name: draft.name.trim(), email: draft.email.trim() });
    }
  }
  return { others };
}

/**
 * The others in a booking: up to `room` players beside the booking member, each a member of the club picked by name,
 * a guest by name and e-mail, or a place to be confirmed.
 */
export function OthersInputs({
  drafts,
  room,
  onChange,
  exclude,
}: {
  drafts: OtherDraft[];
  room: number;
  onChange: (drafts: OtherDraft[]) => void;
  exclude: readonly number[];
}) {
  const translate = useTranslate();
  const set = (index: number, change: Partial<OtherDraft>) =>
    onChange(drafts.map((draft, at) => (at === index ? { ...draft, ...change } : draft)));
  const chosen = [...exclude, ...drafts.flatMap((draft) => (draft.member ? [draft.member.member_id] : []))];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {drafts.map((draft, index) => {
        const number = index + 2;
        return (
          <Box
            key={index}
            role="group"
            aria-label={translate('fairway.tee_times.dialog.kind', { number })}
            sx={{ display: 'flex', flexDirection: 'column', gap: 1, borderLeft: 3, borderColor: 'divider', pl: 1.5 }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <TextField
                select
                size="small"
                label={translate('fairway.tee_times.dialog.kind', { number })}
                value={draft.kind}
                onChange={(event) => set(index, { kind: event.target.value as OtherDraft['kind'] })}
                sx={{ flexGrow: 1 }}
              >
                {(['member', 'guest', 'tbc'] as const).map((kind) => (
                  <MenuItem key={kind} value={kind}>
                    {translate(`fairway.tee_times.player_kinds.${kind}`)}
                  </MenuItem>
                ))}
              </TextField>
              <IconButton
                aria-label={translate('fairway.tee_times.dialog.remove_player', { number })}
                onClick={() => onChange(drafts.filter((_draft, at) => at !== index))}
              >
                <MdiIcon path={mdiClose} />
              </IconButton>
            </Box>
            {draft.kind === 'member' ? (
              <ClubGolferPicker
                label={translate('fairway.tee_times.dialog.member')}
                helperText={translate('fairway.tee_times.dialog.member_hint')}
                value={draft.member}
                onChange={(member) => set(index, { member })}
                exclude={chosen.filter((id) => id !== draft.member?.member_id)}
                hints={memberHints}
              />
            ) : null}
            {draft.kind === 'guest' ? (
              <>
                <TextField
                  label={translate('fairway.tee_times.dialog.guest_name')}
                  value={draft.name}
                  onChange={(event) => set(index, { name: event.target.value })}
                  slotProps={{ htmlInput: { maxLength: 200, autoComplete: 'off' } }}
                />
                <TextField
                  type="email"
                  label={translate('fairway.tee_times.dialog.guest_email')}
                  value={draft.email}
                  onChange={(event) => set(index, { email: event.target.value })}
                  slotProps={{ htmlInput: { autoComplete: 'off' } }}
                />
              </>
            ) : null}
          </Box>
        );
      })}
      {drafts.length < room ? (
        <Button variant="outlined" onClick={() => onChange([...drafts, emptyOther])} sx={{ alignSelf: 'flex-start' }}>
          {translate('fairway.tee_times.dialog.add_player')}
        </Button>
      ) : null}
    </Box>
  );
}

/** A booking's players and the green fee each is charged, as the server answered it. */
export function BookedPlayers({ booking }: { booking: Booking }) {
  const translate = useTranslate();
  const money = useFormatClubMoney();
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {booking.players.map((player) => (
        <li key={player.id}>
          {player.kind === 'tbc'
            ? translate('fairway.tee_times.tbc')
            : `${player.name} · ${translate(`fairway.tee_times.player_kinds.${player.kind}`)}`}
          {player.green_fee_minor === null
            ? null
            : ` · ${translate('fairway.tee_times.dialog.green_fee', { amount: money(player.green_fee_minor) })}`}
        </li>
      ))}
    </Box>
  );
}

/**
 * Booking a tee time: the booking member (the caller, or for a club admin any member), up to three others as room
 * allows, the server's refusal in its words; once booked, who plays and the green fees charged.
 */
export function BookingDialog({
  date,
  time,
  tee,
  placesLeft,
  forAnyMember,
  onBook,
  onClose,
}: {
  date: string;
  time: string;
  tee: number;
  placesLeft: number;
  /** A club admin books for any member of the club. */
  forAnyMember: boolean;
  onBook: (body: { member_id?: number; others: OtherPlayer[]; or_nearest_within_minutes?: number }) => Promise<Booking>;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const money = useFormatClubMoney();
  const formatDate = useFormatClubDate();
  const [bookingMember, setBookingMember] = useState<Partner | null>(null);
  const [drafts, setDrafts] = useState<OtherDraft[]>([]);
  const [nearestWithin, setNearestWithin] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [booked, setBooked] = useState<Booking | null>(null);
  const teeName = translate(tee === 10 ? 'fairway.tee_times.tee_10' : 'fairway.tee_times.tee_1');
  const day = formatDate(date);

  const submit = async () => {
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
    setRefusal(null);
    try {
      setBooked(
        await onBook({
          ...(bookingMember ? { member_id: bookingMember.member_id } : {}),
          others: read.others,
          ...(nearestWithin > 0 ? { or_nearest_within_minutes: nearestWithin } : {}),
        }),
      );
    } catch (error) {
      setRefusal(translate('fairway.tee_times.dialog.refused', { message: refusalOf(error) }));
    } finally {
      setSaving(false);
    }
  };

  const charged = booked?.players.reduce((sum, player) => sum + (player.green_fee_minor ?? 0), 0) ?? 0;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="booking-dialog-title">
      <DialogTitle id="booking-dialog-title">
        {translate('fairway.tee_times.dialog.title', { time, tee: teeName })}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography color="text.secondary">
          {translate('fairway.tee_times.dialog.date', {
            date: day,
            places: translate('fairway.tee_times.places_left', { smart_count: placesLeft }),
          })}
        </Typography>
        {booked ? (
          <>
            <Alert severity="success" role="status">
              {translate('fairway.tee_times.dialog.booked', { time: booked.time, tee: teeName, date: day })}
            </Alert>
            {booked.time === time ? null : (
              <Typography>{translate('fairway.tee_times.dialog.moved', { asked: time, time: booked.time })}</Typography>
            )}
            <BookedPlayers booking={booked} />
            {charged > 0 ? (
              <Typography>{translate('fairway.tee_times.dialog.charged', { amount: money(charged) })}</Typography>
            ) : null}
            <Typography variant="body2" color="text.secondary">
              {translate('fairway.tee_times.dialog.mailed')}
            </Typography>
          </>
        ) : (
          <>
            {forAnyMember ? (
              <ClubGolferPicker
                label={translate('fairway.tee_times.dialog.booking_member')}
                helperText={translate('fairway.tee_times.dialog.booking_member_hint')}
                value={bookingMember}
                onChange={setBookingMember}
                hints={memberHints}
              />
            ) : (
              <Typography>
                <strong>{translate('fairway.tee_times.dialog.you')}</strong>
              </Typography>
            )}
            <Typography variant="subtitle2" component="h3">
              {translate('fairway.tee_times.dialog.others')}
            </Typography>
            <OthersInputs
              drafts={drafts}
              room={Math.min(3, placesLeft - 1)}
              onChange={setDrafts}
              exclude={bookingMember ? [bookingMember.member_id] : []}
            />
            <TextField
              select
              label={translate('fairway.tee_times.dialog.nearest')}
              helperText={translate('fairway.tee_times.dialog.nearest_hint')}
              value={nearestWithin}
              onChange={(event) => setNearestWithin(Number(event.target.value))}
            >
              <MenuItem value={0}>{translate('fairway.tee_times.dialog.nearest_only')}</MenuItem>
              {nearestChoices.map((minutes) => (
                <MenuItem key={minutes} value={minutes}>
                  {translate('fairway.tee_times.dialog.nearest_within', { minutes })}
                </MenuItem>
              ))}
            </TextField>
            {refusal ? (
              <Alert severity="error" role="alert">
                {refusal}
              </Alert>
            ) : null}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {booked ? (
          <Button variant="contained" onClick={onClose}>
            {translate('fairway.tee_times.dialog.done')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{translate('fairway.tee_times.dialog.cancel')}</Button>
            <Button variant="contained" onClick={() => void submit()} disabled={saving}>
              {translate('fairway.tee_times.dialog.submit')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
