import { Role } from '@fairway/contract';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { MdiIcon } from '../../../../layout/MdiIcon';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import { clubToday } from '../../../../layout/club/formatClubDate';
import { useActiveClub } from '../../../../layout/club/useActiveClub';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { refusalOf } from '../../../../layout/crud/refusalOf';
import { usePhoneWidth } from '../../../../layout/usePhoneWidth';
import { endpointKey, useEndpointQuery } from '../../../../providers/endpointClient';
import { roleIdsOf, useCurrentUser } from '../../../../providers/queries';
import {
  bookingsEndpoint,
  bookTeeTime,
  checkIn,
  followTeeSheet,
  markNoShow,
  moveBooking,
  sheetEndpoint,
  type Booking,
  type Slot,
} from '../../providers/teeSheetApi';
import { DayPicker } from './DayPicker';
import { BookingDialog } from './BookingDialog';
import { SlotCard, type Arrival } from './SlotCard';
import { slotKeyboardCoordinates } from './slotKeyboardCoordinates';

/** A day `YYYY-MM-DD` moved by whole days. */
export function dayAfter(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d\d-\d\d$/.test(value);

/**
 * The Tee Sheet: a course's day (the active club's), picked by date or a day before or after. On a phone a list of its
 * times; on a desktop the pro shop's grid of times by tee. Every time shows its kind, its block and reason, its
 * bookings' players and places left; members and admins book a time with places. A club admin also checks players
 * in, records no-shows, and drags a booking to another time (mouse, touch, keyboard). The day follows the server's
 * stream: places taken and freed elsewhere show without reloading.
 */
export function TeeSheetPage() {
  const translate = useTranslate();
  const club = useActiveClub();
  const formatDate = useFormatClubDate();
  const phone = usePhoneWidth();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const roles = roleIdsOf(useCurrentUser().data);
  const isAdmin = roles.includes(Role.admin);
  const canBook = isAdmin || roles.includes(Role.member);
  const today = clubToday(club);
  const asked = params.get('date');
  const date = isDay(asked) ? asked : today;
  const [booking, setBooking] = useState<Slot | null>(null);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const sheet = useEndpointQuery(sheetEndpoint, { query: { course: club?.id ?? 0, date } }, { enabled: Boolean(club) });
  const dayBookings = useEndpointQuery(
    bookingsEndpoint,
    { query: { date, status: 'booked' } },
    { enabled: Boolean(club) && isAdmin },
  );
  const bookings = useMemo(
    () => new Map<number, Booking>((dayBookings.data?.results ?? []).map((one) => [one.id, one])),
    [dayBookings.data],
  );
  const clubId = club?.id;
  useEffect(() => {
    if (clubId === undefined) return;
    const controller = new AbortController();
    const reread = () => {
      void queryClient.invalidateQueries({ queryKey: endpointKey(sheetEndpoint) });
      void queryClient.invalidateQueries({ queryKey: endpointKey(bookingsEndpoint) });
    };
    void followTeeSheet(clubId, date, reread, controller.signal);
    return () => controller.abort();
  }, [clubId, date, queryClient]);

  const reread = async () => {
    await Promise.all([sheet.refetch(), isAdmin ? dayBookings.refetch() : undefined]);
  };
  const goTo = (day: string) => {
    setMessage(null);
    setParams(day === today ? {} : { date: day }, { replace: true });
  };
  const teeName = (tee: number) => translate(tee === 10 ? 'fairway.tee_times.tee_10' : 'fairway.tee_times.tee_1');

  const arrival = async (player: Booking['players'][number], what: Arrival) => {
    setBusy(true);
    try {
      await (what === 'check_in' ? checkIn(player.id) : markNoShow(player.id));
      setMessage({
        severity: 'success',
        text: translate(
          what === 'check_in' ? 'fairway.tee_times.checked_in_notice' : 'fairway.tee_times.no_show_notice',
          {
            name: player.name,
          },
        ),
      });
    } catch (error) {
      setMessage({ severity: 'error', text: refusalOf(error) });
    } finally {
      await reread();
      setBusy(false);
    }
  };

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: slotKeyboardCoordinates }),
  );
  const slotOf = (data: unknown) => (data as { slot?: Slot } | undefined)?.slot;
  const slotWords = (slot: Slot | undefined) => (slot ? `${slot.time}, ${teeName(slot.tee)}` : '');
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      translate('fairway.tee_times.announcements.picked', { from: slotWords(slotOf(active.data.current)) }),
    onDragOver: ({ over }) =>
      over
        ? translate('fairway.tee_times.announcements.over', { to: slotWords(slotOf(over.data.current)) })
        : translate('fairway.tee_times.announcements.nowhere'),
    onDragEnd: ({ active, over }) =>
      over
        ? translate('fairway.tee_times.announcements.dropped', { to: slotWords(slotOf(over.data.current)) })
        : translate('fairway.tee_times.announcements.cancelled', { from: slotWords(slotOf(active.data.current)) }),
    onDragCancel: ({ active }) =>
      translate('fairway.tee_times.announcements.cancelled', { from: slotWords(slotOf(active.data.current)) }),
  };
  const drop = async ({ active, over }: DragEndEvent) => {
    const from = slotOf(active.data.current);
    const to = slotOf(over?.data.current);
    if (!from || !to || (from.time === to.time && from.tee === to.tee)) return;
    const id = Number(String(active.id).replace('booking-', ''));
    setBusy(true);
    try {
      await moveBooking(id, to.time, to.tee);
      setMessage({
        severity: 'success',
        text: translate('fairway.tee_times.moved', { time: to.time, tee: teeName(to.tee) }),
      });
    } catch (error) {
      setMessage({
        severity: 'error',
        text: translate('fairway.tee_times.move_refused', { message: refusalOf(error) }),
      });
    } finally {
      await reread();
      setBusy(false);
    }
  };

  const day = sheet.data;
  const tees = [...new Set((day?.slots ?? []).map((slot) => slot.tee))].sort((a, b) => a - b);
  const times = [...new Set((day?.slots ?? []).map((slot) => slot.time))].sort();
  const movable = isAdmin && date >= today && !busy;
  const card = (slot: Slot, showTime: boolean, showTee: boolean) => (
    <SlotCard
      key={`${slot.time}-${slot.tee}`}
      slot={slot}
      showTime={showTime}
      showTee={showTee}
      bookings={isAdmin ? bookings : undefined}
      canBook={canBook && date >= today}
      movable={movable}
      onBook={setBooking}
      onArrival={isAdmin ? (player, what) => void arrival(player, what) : undefined}
    />
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeading subtitle={day ? formatDate(date) : undefined}>{translate('fairway.menu.tee-sheet')}</PageHeading>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <IconButton aria-label={translate('fairway.tee_times.previous_day')} onClick={() => goTo(dayAfter(date, -1))}>
          <MdiIcon path={mdiChevronLeft} />
        </IconButton>
        <DayPicker day={date} label="fairway.tee_times.day" onDay={goTo} />
        <IconButton aria-label={translate('fairway.tee_times.next_day')} onClick={() => goTo(dayAfter(date, 1))}>
          <MdiIcon path={mdiChevronRight} />
        </IconButton>
        {date === today ? null : (
          <Chip label={translate('fairway.tee_times.today')} onClick={() => goTo(today)} variant="outlined" />
        )}
      </Box>
      {sheet.isPending || busy ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {sheet.isError ? (
        <Alert severity="error" role="alert">
          {refusalOf(sheet.error)}
        </Alert>
      ) : null}
      {message ? (
        <Alert
          severity={message.severity}
          role={message.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setMessage(null)}
        >
          {message.text}
        </Alert>
      ) : null}
      {day && day.tournament_rounds.length > 0 ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2">{translate('fairway.tee_times.rounds')}</Typography>
          {day.tournament_rounds.map((round) => (
            <Chip
              key={round.player_round_id}
              size="small"
              label={`${round.name} · ${round.from}${round.to ? `–${round.to}` : ''}`}
            />
          ))}
        </Box>
      ) : null}
      {day?.crossover ? (
        <Typography variant="body2" color="text.secondary">
          {translate('fairway.tee_times.crossover', day.crossover)}
        </Typography>
      ) : null}
      {day && day.slots.length === 0 ? <Typography>{translate('fairway.tee_times.no_template')}</Typography> : null}
      {movable && day && day.slots.length > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('fairway.tee_times.drag_hint')}
        </Typography>
      ) : null}
      {day && day.slots.length > 0 ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: translate('fairway.tee_times.drag_hint') },
          }}
          onDragEnd={(event) => void drop(event)}
        >
          {phone ? (
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="tee-sheet-list">
              {day.slots.map((slot) => card(slot, true, tees.length > 1))}
            </Box>
          ) : (
            <Box
              role="table"
              aria-label={translate('fairway.menu.tee-sheet')}
              data-testid="tee-sheet-grid"
              sx={{ display: 'grid', gridTemplateColumns: `4rem repeat(${tees.length}, minmax(0, 1fr))`, gap: 1 }}
            >
              <Box role="row" sx={{ display: 'contents' }}>
                <Typography role="columnheader" variant="subtitle2">
                  {translate('fairway.tee_times.time')}
                </Typography>
                {tees.map((tee) => (
                  <Typography role="columnheader" variant="subtitle2" key={tee}>
                    {teeName(tee)}
                  </Typography>
                ))}
              </Box>
              {times.map((time) => (
                <Box role="row" key={time} sx={{ display: 'contents' }}>
                  <Typography role="rowheader" sx={{ fontWeight: 700, pt: 1, fontVariantNumeric: 'tabular-nums' }}>
                    {time}
                  </Typography>
                  {tees.map((tee) => {
                    const slot = day.slots.find((one) => one.time === time && one.tee === tee);
                    return (
                      <Box role="cell" key={tee}>
                        {slot ? card(slot, false, tees.length > 1) : null}
                      </Box>
                    );
                  })}
                </Box>
              ))}
            </Box>
          )}
        </DndContext>
      ) : null}
      {booking ? (
        <BookingDialog
          date={date}
          time={booking.time}
          tee={booking.tee}
          placesLeft={booking.places_left}
          forAnyMember={isAdmin}
          onBook={async (body) => {
            const answer = await bookTeeTime({ date, time: booking.time, tee: booking.tee === 10 ? 10 : 1, ...body });
            await reread();
            return answer;
          }}
          onClose={() => setBooking(null)}
        />
      ) : null}
    </Box>
  );
}
