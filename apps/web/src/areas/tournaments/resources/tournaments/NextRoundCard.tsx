import { handicapText } from '@fairway/golf';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useClubDates, useFormatClubDate } from '../../../../layout/club/clubDates';
import { clubToday } from '../../../../layout/club/formatClubDate';
import { useEndpointQuery } from '../../../../providers/endpointClient';
import { ownRoundsRoute } from '../../providers/ownRounds';

/**
 * The dashboard's card of a golfer's next round at the club: the event, day, tee time (or shotgun hole) and group,
 * tee set, playing handicap and the group's players; nothing when no round of theirs lies ahead.
 */
export function NextRoundCard() {
  const translate = useTranslate();
  const club = useClubDates();
  const formatDate = useFormatClubDate();
  const rounds = useEndpointQuery(ownRoundsRoute, {});
  if (!club || !rounds.data) return null;
  const today = clubToday(club);
  const next = rounds.data
    .filter((round) => round.play_date >= today && (round.status === 'scheduled' || round.status === 'active'))
    .sort((a, b) => a.play_date.localeCompare(b.play_date) || (a.start ?? '').localeCompare(b.start ?? ''))[0];
  if (!next) return null;
  const date = formatDate(next.play_date);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to="/player-rounds" sx={{ height: '100%' }}>
        <CardContent>
          <Typography sx={{ fontWeight: 600 }}>{translate('fairway.dashboard.next_round')}</Typography>
          <Typography variant="h6" component="p">
            {next.tournament_name}
          </Typography>
          <Typography>
            {next.start
              ? translate('fairway.dashboard.next_round_start', { date, start: next.start, group: next.group_number })
              : translate('fairway.dashboard.next_round_undrawn', { date })}
          </Typography>
          {next.hole_category_name ? (
            <Typography variant="body2" color="text.secondary">
              {translate('fairway.dashboard.next_round_detail', {
                tees: next.hole_category_name,
                handicap: handicapText(next.playing_handicap) || '–',
              })}
            </Typography>
          ) : null}
          {next.players.length > 1 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('fairway.dashboard.next_round_with', { players: next.players.join(', ') })}
            </Typography>
          ) : null}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
