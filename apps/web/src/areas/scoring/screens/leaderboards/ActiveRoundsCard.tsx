import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useActiveRounds } from '../../../tournaments';

/** The dashboard's card of an organiser's rounds in play: each with its slowest group's holes and its cards signed. */
export function ActiveRoundsCard() {
  const translate = useTranslate();
  const rounds = useActiveRounds().data;
  if (!rounds || rounds.length === 0) return null;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to="/active_round" sx={{ height: '100%' }}>
        <CardContent>
          <Typography sx={{ fontWeight: 600 }}>{translate('fairway.active_rounds.dashboard')}</Typography>
          {rounds.map((round) => {
            const players = round.groups.reduce((count, group) => count + group.players.length, 0);
            const signed = round.groups.reduce((count, group) => count + group.cards_signed, 0);
            const thru = Math.min(...round.groups.map((group) => group.thru));
            return (
              <Typography key={round.id} variant="body2" sx={{ mt: 0.5 }}>
                <strong>{round.title}</strong>
                <br />
                {translate('fairway.active_rounds.dashboard_round', {
                  thru: Number.isFinite(thru) ? thru : 0,
                  holes: round.holes_count,
                  signed,
                  players,
                })}
              </Typography>
            );
          })}
          <Typography variant="body2" color="primary" sx={{ mt: 1 }}>
            {translate('fairway.active_rounds.dashboard_open')}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
