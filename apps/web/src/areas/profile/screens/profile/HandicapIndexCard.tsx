import { handicapIndexText } from '@fairway/golf';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { fetchProfile } from '../../providers/ownProfile';

/** The dashboard's card of a golfer's own Handicap Index, from their profile; nothing for a user who is no golfer. */
export function HandicapIndexCard() {
  const translate = useTranslate();
  const { data: profile } = useQuery({ queryKey: ['profile'], queryFn: fetchProfile });
  const golfer = profile?.member;
  if (!golfer) return null;
  const index = handicapIndexText(golfer.handicap_index);
  const low = handicapIndexText(golfer.low_handicap_index);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to="/profile" sx={{ height: '100%' }}>
        <CardContent>
          <Typography sx={{ fontWeight: 600 }}>{translate('fairway.dashboard.handicap_index')}</Typography>
          <Typography variant="h4" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {index || translate('fairway.dashboard.no_index')}
          </Typography>
          {low ? (
            <Typography variant="body2" color="text.secondary">
              {translate('fairway.dashboard.low_handicap_index', { index: low })}
            </Typography>
          ) : null}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
