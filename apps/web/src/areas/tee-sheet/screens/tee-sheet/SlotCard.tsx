import { useDraggable, useDroppable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { mdiDragVertical } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { MdiIcon } from '../../../../layout/MdiIcon';
import type { Booking, Slot } from '../../providers/teeSheetApi';

export const slotKey = (slot: { time: string; tee: number }) => `slot-${slot.time}-${slot.tee}`;
export const bookingKey = (id: number) => `booking-${id}`;

/** What the pro shop does on the day: check a player in, or record that they did not turn up. */
export type Arrival = 'check_in' | 'no_show';

const kindColours = {
  members_only: 'primary',
  ladies: 'secondary',
  visitors: 'info',
  society: 'warning',
} as const;

/** A kind of tee time other than open, as a badge. */
function KindBadge({ kind }: { kind: Slot['kind'] }) {
  const translate = useTranslate();
  if (kind === 'open') return null;
  return (
    <Chip
      size="small"
      color={kindColours[kind]}
      variant="outlined"
      // The society's amber outline keeps words of the darker amber: the brand's reads at 2:1 on the paper.
      sx={kind === 'society' ? { color: 'warningText' } : undefined}
      label={translate(`fairway.tee_times.kinds.${kind}`)}
    />
  );
}

/** A player of a booking as the pro shop sees them: their arrival, and the actions left on it. */
function PlayerLine({
  player,
  onArrival,
}: {
  player: Booking['players'][number];
  onArrival?: (player: Booking['players'][number], arrival: Arrival) => void;
}) {
  const translate = useTranslate();
  const name = player.name || translate('fairway.tee_times.tbc');
  const settled = player.checked_in_at !== null || player.no_show_at !== null;
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap', minHeight: 32 }}>
      <Typography variant="body2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
        {name}
        {player.kind === 'guest' ? ` (${translate('fairway.tee_times.player_kinds.guest')})` : ''}
      </Typography>
      {player.checked_in_at ? (
        <Chip size="small" color="success" label={translate('fairway.tee_times.checked_in')} />
      ) : null}
      {player.no_show_at ? (
        <Chip size="small" color="error" label={translate('fairway.tee_times.no_show_recorded')} />
      ) : null}
      {onArrival && !settled && player.kind !== 'tbc' ? (
        <Box role="group" aria-label={translate('fairway.tee_times.player_actions', { name })} sx={{ display: 'flex' }}>
          <Button size="small" onClick={() => onArrival(player, 'check_in')}>
            {translate('fairway.tee_times.check_in')}
          </Button>
          <Button size="small" color="error" onClick={() => onArrival(player, 'no_show')}>
            {translate('fairway.tee_times.no_show')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

/** A booking on the sheet: its players; for the pro shop a handle to drag it to another time, and their arrivals. */
function BookingBox({
  players,
  booking,
  slot,
  movable,
  onArrival,
}: {
  players: Slot['bookings'][number]['players'];
  booking: Booking | undefined;
  slot: Slot;
  movable: boolean;
  onArrival?: (player: Booking['players'][number], arrival: Arrival) => void;
}) {
  const translate = useTranslate();
  const id = booking?.id ?? -1;
  const draggable = useDraggable({ id: bookingKey(id), disabled: !movable || !booking, data: { slot } });
  return (
    <Box
      ref={draggable.setNodeRef}
      data-booking={id}
      style={{ transform: CSS.Translate.toString(draggable.transform) }}
      sx={{
        display: 'flex',
        gap: 0.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 0.5,
        bgcolor: 'background.paper',
        opacity: draggable.isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: draggable.isDragging ? 2 : 'auto',
      }}
    >
      {movable && booking ? (
        <Box
          component="button"
          type="button"
          {...draggable.attributes}
          {...draggable.listeners}
          aria-label={translate('fairway.tee_times.move_handle', { time: slot.time })}
          title={translate('fairway.tee_times.drag_hint')}
          sx={{
            border: 0,
            bgcolor: 'transparent',
            color: 'text.secondary',
            cursor: 'grab',
            touchAction: 'none',
            p: 0,
            minWidth: 32,
            minHeight: 32,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          <MdiIcon path={mdiDragVertical} />
        </Box>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, flexGrow: 1, minWidth: 0 }}>
        {booking
          ? booking.players.map((player) => <PlayerLine key={player.id} player={player} onArrival={onArrival} />)
          : players.map((player, index) => (
              <Typography component="li" variant="body2" key={index}>
                {player.name || translate('fairway.tee_times.tbc')}
                {player.kind === 'guest' ? ` (${translate('fairway.tee_times.player_kinds.guest')})` : ''}
              </Typography>
            ))}
      </Box>
    </Box>
  );
}

/**
 * One tee time of the day: its time (and tee, on a phone; the grid's row and column say them), its kind, a block with its reason, the bookings with their
 * players and the places left, and Book where places are left; a drop target for the pro shop's moves.
 */
export function SlotCard({
  slot,
  showTime,
  showTee,
  bookings,
  canBook,
  movable,
  onBook,
  onArrival,
}: {
  slot: Slot;
  /** Off in the grid, whose row heading shows the time: the card is still named by its time and tee. */
  showTime: boolean;
  showTee: boolean;
  /** The pro shop's full bookings of the day, by id: players with their arrivals. */
  bookings?: ReadonlyMap<number, Booking>;
  canBook: boolean;
  movable: boolean;
  onBook: (slot: Slot) => void;
  onArrival?: (player: Booking['players'][number], arrival: Arrival) => void;
}) {
  const translate = useTranslate();
  const droppable = useDroppable({ id: slotKey(slot), disabled: !movable || slot.block !== null, data: { slot } });
  const teeName = translate(slot.tee === 10 ? 'fairway.tee_times.tee_10' : 'fairway.tee_times.tee_1');
  const labelId = `${slotKey(slot)}-label`;
  return (
    <Paper
      ref={droppable.setNodeRef}
      variant="outlined"
      role="group"
      {...(showTime
        ? { 'aria-labelledby': labelId }
        : { 'aria-label': `${slot.time}${showTee ? ` · ${teeName}` : ''}` })}
      data-slot={`${slot.time} ${slot.tee}`}
      sx={{
        p: 1,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.75,
        height: '100%',
        boxSizing: 'border-box',
        borderColor: droppable.isOver ? 'primary.main' : 'divider',
        borderWidth: droppable.isOver ? 2 : 1,
        bgcolor: slot.block ? 'action.hover' : undefined,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {showTime ? (
          <Typography id={labelId} component="h3" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {slot.time}
            {showTee ? ` · ${teeName}` : ''}
          </Typography>
        ) : null}
        <KindBadge kind={slot.kind} />
        <Box sx={{ flexGrow: 1 }} />
        {slot.block ? null : (
          <Typography variant="body2" color={slot.places_left === 0 ? 'text.secondary' : 'success.main'}>
            {slot.places_left === 0
              ? translate('fairway.tee_times.full')
              : translate('fairway.tee_times.places_left', { smart_count: slot.places_left })}
          </Typography>
        )}
      </Box>
      {slot.block ? (
        <Typography variant="body2">
          <strong>{translate(`fairway.tee_times.block_kinds.${slot.block.kind}`)}</strong>: {slot.block.reason}
        </Typography>
      ) : null}
      {slot.bookings.map((sheetBooking) => (
        <BookingBox
          key={sheetBooking.id}
          players={sheetBooking.players}
          booking={bookings?.get(sheetBooking.id)}
          slot={slot}
          movable={movable}
          onArrival={onArrival}
        />
      ))}
      {canBook && !slot.block && slot.places_left > 0 ? (
        <Button
          variant="contained"
          size="small"
          onClick={() => onBook(slot)}
          aria-label={translate('fairway.tee_times.book_time', { time: slot.time, tee: teeName })}
          sx={{ alignSelf: 'flex-start' }}
        >
          {translate('fairway.tee_times.book')}
        </Button>
      ) : null}
    </Paper>
  );
}
