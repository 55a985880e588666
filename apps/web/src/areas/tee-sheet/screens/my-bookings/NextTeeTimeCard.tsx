import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useClubDates, useFormatClubDate } from '../../../../layout/club/clubDates';
import { clubToday } from '../../../../layout/club/formatClubDate';
import { useEndpointQuery } from '../../../../providers/endpointClient';
import { bookingsRoute } from '../../providers/bookingsRoute';

/**
 * The dashboard's card of a member's next tee time: its day, time and tee, and who plays; nothing when they have none
 * ahead.
 */
export function NextTeeTimeCard() {
  const translate = useTranslate();
  const club = useClubDates();
  const formatDate = useFormatClubDate();
  const bookings = useEndpointQuery(bookingsRoute, { query: { mine: 'true', status: 'booked' } });
  if (!club || !bookings.data) return null;
  const today = clubToday(club);
  const next = bookings.data.results.find((booking) => booking.date >= today);
  if (!next) return null;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to="/my-bookings" sx={{ height: '100%' }}>
        <CardContent>
          <Typography sx={{ fontWeight: 600 }}>{translate('fairway.dashboard.next_tee_time')}</Typography>
          <Typography variant="h6" component="p">
            {translate('fairway.dashboard.next_tee_time_when', {
              date: formatDate(next.date),
              time: next.time,
              tee: next.tee === 10 ? '10' : '1',
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('fairway.dashboard.next_tee_time_with', {
              players: next.players
                .map((player) => player.name || translate('fairway.dashboard.tee_time_tbc'))
                .join(', '),
            })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
