import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import { useEndpointQuery } from '../../../../providers/endpointClient';
import { competitionsRoute } from '../../providers/competitionsRoute';

/** The dashboard's card of the events a member may enter now, soonest first, leading to their Competitions page. */
export function OpenForEntryCard() {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  const competitions = useEndpointQuery(competitionsRoute, {});
  const open = (competitions.data ?? []).filter((competition) => competition.may_enter).slice(0, 3);
  if (open.length === 0) return null;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to="/competitions" sx={{ height: '100%' }}>
        <CardContent>
          <Typography sx={{ fontWeight: 600, mb: 1 }}>{translate('fairway.dashboard.open_for_entry')}</Typography>
          {open.map((competition) => (
            <Typography key={competition.tournament_id} variant="body2">
              {translate('fairway.dashboard.open_for_entry_line', {
                date: formatDate(competition.start_date),
                name: competition.name,
                closes: formatDate(competition.entries_close_at, { withTime: true }),
              })}
            </Typography>
          ))}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
