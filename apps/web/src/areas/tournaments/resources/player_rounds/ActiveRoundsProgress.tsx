import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useEndpointQuery } from '../../../../providers/endpointClient';
import { activeRoundsEndpoint, type ActiveRound } from '../../providers/activeRoundsApi';
import { scoringPath } from '../../../../scoring/scoringPath';

/** How often the rounds in play are read again: a group's progress moves a hole every ten minutes or so. */
export const activeRoundsRefresh = 30_000;

/** The rounds in play (an event manager's: their series'), read again while the page is open. */
export function useActiveRounds() {
  return useEndpointQuery(activeRoundsEndpoint, {}, { refetchInterval: activeRoundsRefresh });
}

function GroupLine({ round, group }: { round: ActiveRound; group: ActiveRound['groups'][number] }) {
  const translate = useTranslate();
  const progress =
    group.thru === 0
      ? translate('fairway.active_rounds.not_started')
      : group.thru >= round.holes_count
        ? translate('fairway.active_rounds.finished')
        : translate('fairway.active_rounds.thru', { thru: group.thru, holes: round.holes_count });
  return (
    <Box
      component="li"
      sx={{ py: 1, borderTop: 1, borderColor: 'divider', display: 'flex', flexDirection: 'column', gap: 0.25 }}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
        {/* The scoring page is an app of its own: a plain link loads it, never the admin's router. */}
        <Link href={scoringPath(round.title, group.group_id)} sx={{ fontWeight: 600 }}>
          {translate('fairway.active_rounds.group', { number: group.group_number })}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {translate('fairway.active_rounds.start', { start: group.start })}
        </Typography>
      </Box>
      <Typography variant="body2">{group.players.join(', ')}</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {progress}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('fairway.active_rounds.cards_signed', {
            signed: group.cards_signed,
            players: group.players.length,
          })}
        </Typography>
      </Box>
      {/* A bar for the eye only: the line above says it in words, and a progress bar would say the page is loading. */}
      <Box aria-hidden sx={{ mt: 0.5, height: 4, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}>
        <Box
          sx={{
            height: '100%',
            bgcolor: 'success.main',
            width: `${round.holes_count > 0 ? Math.min(100, (100 * group.thru) / round.holes_count) : 0}%`,
          }}
        />
      </Box>
    </Box>
  );
}

/** Each round in play with its groups: how far each has played, how many cards are signed, a link to its scores. */
export function ActiveRoundsProgress() {
  const translate = useTranslate();
  const rounds = useActiveRounds();
  if (!rounds.data) return null;
  return (
    <Box component="section" aria-labelledby="in-play" sx={{ mb: 3, px: { xs: 1, sm: 2 }, pt: 1 }}>
      <Typography id="in-play" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('fairway.active_rounds.title')}
      </Typography>
      {rounds.data.length === 0 ? (
        <Typography variant="body2">{translate('fairway.active_rounds.none')}</Typography>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2 }}>
        {rounds.data.map((round) => (
          <Card key={round.id} variant="outlined" component="article" aria-label={round.title}>
            <CardContent>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {round.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('fairway.rounds.round', { number: round.round_number })}
              </Typography>
              <Box
                component="ul"
                sx={{
                  listStyle: 'none',
                  p: 0,
                  m: 0,
                  mt: 1,
                  display: 'grid',
                  columnGap: 3,
                  gridTemplateColumns: {
                    xs: 'minmax(0, 1fr)',
                    md: 'repeat(2, minmax(0, 1fr))',
                    xl: 'repeat(3, minmax(0, 1fr))',
                  },
                }}
              >
                {round.groups.map((group) => (
                  <GroupLine key={group.group_id} round={round} group={group} />
                ))}
              </Box>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
