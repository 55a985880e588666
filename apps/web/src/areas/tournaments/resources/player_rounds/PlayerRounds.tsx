import { tournamentEndpoints, type EndpointAnswer } from '@fairway/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { usePageLabel } from '../../../../layout/pageLabel';
import { useEndpointQuery } from '../../../../providers/endpointClient';
import { useCurrentUser } from '../../../../providers/queries';
import { RoundStatusChip } from './RoundStatusChip';
import { scoringPath } from '../../../../scoring/scoringPath';

type OwnRound = EndpointAnswer<typeof tournamentEndpoints.ownRounds>[number];

/** One line of a round's card: what it is, then its value. */
function Line({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ textAlign: 'right', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** A round of the golfer's: the tournament, the day and status, then their start, group, tees, handicap, partners. */
function RoundCard({ round, me }: { round: OwnRound; me: string | undefined }) {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  const partners = round.players.filter((name) => name !== me);
  const drawn = round.group_number !== null;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={`${round.tournament_name ?? ''} ${formatDate(round.play_date)}`}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
            {round.tournament_name}
          </Typography>
          <RoundStatusChip status={round.status} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {translate('fairway.rounds.round', { number: round.round_number })} · {formatDate(round.play_date)}
        </Typography>
        {drawn ? (
          <>
            <Typography variant="h5" component="p" sx={{ mt: 1 }}>
              {round.start}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {translate('fairway.player_rounds.group', { number: round.group_number ?? '' })}
              </Typography>
            </Typography>
            <Line label={translate('fairway.player_rounds.tee_set')} value={round.hole_category_name ?? '—'} />
            <Line
              label={translate('fairway.player_rounds.playing_handicap')}
              value={
                round.playing_handicap === null
                  ? '—'
                  : round.playing_handicap < 0
                    ? `+${-round.playing_handicap}`
                    : String(round.playing_handicap)
              }
            />
            <Line
              label={translate('fairway.player_rounds.partners')}
              value={partners.length > 0 ? partners.join(', ') : translate('fairway.player_rounds.alone')}
            />
            {round.status === 'active' && round.group_id !== null && (
              // A plain link, not the router's: the scoring page is an entry of its own (decision 0061).
              <Link href={scoringPath(round.tournament_name ?? '', round.group_id)} sx={{ mt: 1, fontWeight: 600 }}>
                {translate('fairway.player_rounds.open_scoring')}
              </Link>
            )}
          </>
        ) : (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate('fairway.player_rounds.not_drawn')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The caller's own rounds at the active club (`player_rounds/my_rounds/`) as cards, in the order it gives (the round in play first, then the latest first): phone first, one
 * column, two or three side by side on wider screens. Said in words when there are none.
 */
export function PlayerRounds() {
  const translate = useTranslate();
  const pageLabel = usePageLabel();
  const rounds = useEndpointQuery(tournamentEndpoints.ownRounds, {});
  const user = useCurrentUser().data;
  const me = user?.user_name;
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeading subtitle={translate('fairway.player_rounds.intro')}>
        {translate(pageLabel ?? 'fairway.menu.player-rounds')}
      </PageHeading>
      {rounds.isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {rounds.error ? <ErrorAlert>{rounds.error.message}</ErrorAlert> : null}
      {rounds.data && rounds.data.length === 0 ? (
        <Typography>{translate('fairway.player_rounds.none')}</Typography>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {(rounds.data ?? []).map((round) => (
          <RoundCard key={round.player_round_id} round={round} me={me} />
        ))}
      </Box>
    </Box>
  );
}
