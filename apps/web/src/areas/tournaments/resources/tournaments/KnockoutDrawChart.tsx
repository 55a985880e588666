import type { KnockoutChart, KnockoutMatchLine } from '@fairway/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatClubDate } from '../../../../layout/club/clubDates';

/** A match's line: its player with their seed, a bye, or a player not known yet; the winner in bold. */
function SideLine({ side, won }: { side: KnockoutMatchLine['sides'][number]; won: boolean }) {
  const translate = useTranslate();
  const name = side.bye
    ? translate('fairway.knockout.bye')
    : (side.name ?? translate('fairway.knockout.to_be_decided'));
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'baseline',
        fontWeight: won ? 700 : 400,
        color: side.member_id === null ? 'text.secondary' : 'text.primary',
      }}
    >
      <Typography component="span" variant="caption" sx={{ minWidth: '1.75em', color: 'text.secondary' }}>
        {side.seed ?? ''}
      </Typography>
      <Typography component="span" variant="body2" sx={{ fontWeight: 'inherit', overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
    </Box>
  );
}

/** One match of the chart: its two lines, then how it was decided or its deadline; `action` to enter its result. */
function MatchBox({ line, action }: { line: KnockoutMatchLine; action?: ReactNode }) {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  const decided = line.decided_by !== null && line.decided_by !== 'bye';
  return (
    <Box
      component="li"
      aria-label={translate(`fairway.knockout.${line.bracket === 'consolation' ? 'consolation_match' : 'match'}`, {
        round: line.round,
        match: line.match,
      })}
      sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 1, bgcolor: 'background.paper' }}
    >
      {line.sides.map((side, index) => (
        <SideLine key={index} side={side} won={side.member_id !== null && side.member_id === line.winner_member_id} />
      ))}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {decided
          ? `${translate(`fairway.knockout.decided.${line.decided_by}`, { result: line.result })}${
              line.played_on ? ` · ${formatDate(line.played_on)}` : ''
            }`
          : line.decided_by === 'bye'
            ? translate('fairway.knockout.through_on_bye')
            : translate('fairway.knockout.play_by', { day: formatDate(line.deadline) })}
      </Typography>
      {action}
    </Box>
  );
}

/** A bracket's rounds, a column a round, the first on the left; a phone scrolls them sideways. */
function BracketRounds({
  rounds,
  label,
  actionOf,
}: {
  rounds: KnockoutChart['rounds'];
  label: string;
  actionOf?: (line: KnockoutMatchLine) => ReactNode;
}) {
  const translate = useTranslate();
  return (
    // Reached by the keyboard too, to scroll the rounds a phone does not show at once.
    <Box tabIndex={0} role="group" aria-label={label} sx={{ overflowX: 'auto', pb: 1 }}>
      <Box sx={{ display: 'flex', gap: 2, minWidth: 'min-content' }}>
        {rounds.map((round) => (
          <Box key={round.round} sx={{ width: 210, flex: '0 0 auto', display: 'flex', flexDirection: 'column' }}>
            <Typography variant="subtitle2" component="h3">
              {round.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ mb: 1 }}>
              {translate('fairway.knockout.matches', { smart_count: round.matches.length })}
            </Typography>
            <Box
              component="ol"
              sx={{
                m: 0,
                p: 0,
                flex: 1,
                display: 'flex',
                flexDirection: 'column',
                // Each later round's match sits level with the two matches that feed it.
                justifyContent: 'space-around',
                gap: 1,
              }}
            >
              {round.matches.map((line) => (
                <MatchBox key={line.match} line={line} action={actionOf?.(line)} />
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * A knockout's draw chart: a column a round, the first on the left, each match's two lines, the winner in bold and
 * how the match was decided, else the day it is played by; the champion once the final is played. A consolation
 * bracket follows under the main draw, with its winner once its final is played. `actionOf` adds a match's own
 * action (an organiser's "Enter result").
 */
export function KnockoutDrawChart({
  chart,
  actionOf,
}: {
  chart: KnockoutChart;
  actionOf?: (line: KnockoutMatchLine) => ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate('fairway.knockout.chart')} sx={{ minWidth: 0 }}>
      {chart.champion_name ? (
        <Typography variant="h6" component="p" sx={{ mb: 1 }}>
          {translate('fairway.knockout.champion', { name: chart.champion_name })}
        </Typography>
      ) : null}
      <BracketRounds rounds={chart.rounds} label={translate('fairway.knockout.rounds')} actionOf={actionOf} />
      {chart.consolation ? (
        <Box component="section" aria-labelledby="knockout-consolation" sx={{ mt: 2 }}>
          <Typography id="knockout-consolation" variant="h6" component="h2">
            {translate('fairway.knockout.consolation.title')}
          </Typography>
          {chart.consolation.champion_name ? (
            <Typography variant="subtitle1" component="p" sx={{ mb: 1, fontWeight: 700 }}>
              {translate('fairway.knockout.consolation.winner', { name: chart.consolation.champion_name })}
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('fairway.knockout.consolation.intro')}
            </Typography>
          )}
          <BracketRounds
            rounds={chart.consolation.rounds}
            label={translate('fairway.knockout.consolation.rounds')}
            actionOf={actionOf}
          />
        </Box>
      ) : null}
    </Box>
  );
}
