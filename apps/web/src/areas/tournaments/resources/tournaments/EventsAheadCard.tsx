import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useClubDates, useFormatClubDate } from '../../../../layout/club/clubDates';
import { clubToday } from '../../../../layout/club/formatClubDate';

/** The dashboard's card of the events an organiser runs that are open or in play, soonest first. */
export function EventsAheadCard() {
  const translate = useTranslate();
  const club = useClubDates();
  const formatDate = useFormatClubDate();
  const events = useGetList('tournaments', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'start_date', order: 'ASC' },
  });
  if (!club || !events.data) return null;
  const today = clubToday(club);
  const ahead = events.data
    .filter((event) => (event.status === 'open' || event.status === 'in_progress') && String(event.end_date) >= today)
    .slice(0, 3);
  if (ahead.length === 0) return null;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to="/tournament" sx={{ height: '100%' }}>
        <CardContent>
          <Typography sx={{ fontWeight: 600, mb: 1 }}>{translate('fairway.dashboard.events_ahead')}</Typography>
          {ahead.map((event) => (
            <Typography key={event.id} variant="body2">
              {translate('fairway.dashboard.event_line', {
                date: formatDate(String(event.start_date)),
                name: String(event.name),
                entries: Number(event.entries_count),
              })}
            </Typography>
          ))}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
