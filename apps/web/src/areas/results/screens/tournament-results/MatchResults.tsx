import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ResultMatch } from '../../providers/resultsApi';

type MatchSide = ResultMatch['sides'][number];

/** Figures in a table read down their column: right-aligned, the same width each. */
const figure = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** A side as a match shows it: its team's name, its players under it. */
function SideCell({ side }: { side: MatchSide }) {
  const players = side.players.map((player) => player.name).join(' & ');
  return (
    <>
      <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
        {side.name}
      </Typography>
      {players !== side.name ? (
        <Typography variant="caption" color="text.secondary" component="div">
          {players}
        </Typography>
      ) : null}
    </>
  );
}

/** A match's result: "3&2" for the side that won, "AS" when halved, the state so far while undecided. */
function MatchState({ match }: { match: ResultMatch }) {
  const translate = useTranslate();
  const winner = match.sides.find((side) => side.side === match.winner);
  const words = !match.decided
    ? translate('fairway.results.matches.so_far', { state: match.state, holes: match.holes_played })
    : winner
      ? translate('fairway.results.matches.won_by', { side: winner.name, state: match.state })
      : translate('fairway.results.matches.halved');
  return (
    <Chip size="small" label={words} sx={{ height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } }} />
  );
}

/** A Nassau match's bets, each explained in the server's words, and the settlement of each side. */
function NassauBets({ match }: { match: ResultMatch }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 1 }}>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {match.bets.map((bet) => (
          <Typography
            component="li"
            variant="body2"
            key={`${bet.span}-${bet.start_hole}-${bet.pressed_by ?? ''}`}
            sx={bet.pressed_by ? { ml: 1.5 } : undefined}
          >
            {bet.explanation}
          </Typography>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {translate('fairway.results.matches.settlement', {
          sides: match.sides
            .map(
              (side) =>
                `${side.name} ${side.settlement !== null && side.settlement > 0 ? '+' : ''}${side.settlement ?? 0}`,
            )
            .join(', '),
        })}
      </Typography>
    </Box>
  );
}

/** A match on a phone: where it was played, each side under the other with its points, the result and the bets. */
function MatchCard({
  match,
  ryderCup,
  controls,
}: {
  match: ResultMatch;
  ryderCup: boolean;
  controls?: (match: ResultMatch) => ReactNode;
}) {
  const translate = useTranslate();
  const where = translate('fairway.results.matches.where', { round: match.round_number, group: match.group_number });
  return (
    <Box component="li" aria-label={where} sx={{ listStyle: 'none', py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle2" component="h3">
        {where} · {translate(`fairway.results.matches.formats.${match.format}`)}
      </Typography>
      {match.sides.map((side) => (
        <Box key={side.side} sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', mt: 0.5 }}>
          <Box>
            <SideCell side={side} />
          </Box>
          {ryderCup ? (
            <Typography variant="body2" sx={figure}>
              {translate('fairway.results.matches.side_points', { points: side.points ?? '–' })}
            </Typography>
          ) : null}
        </Box>
      ))}
      <Box sx={{ mt: 1 }}>
        <MatchState match={match} />
        {match.bets.length > 0 ? <NassauBets match={match} /> : null}
        {controls?.(match)}
      </Box>
    </Box>
  );
}

/**
 * The matches of a Ryder Cup or a press and re-press: each round's groups, side A against side B with their players,
 * how the match ended ("3&2", "1 UP", "AS") and, in a Ryder Cup, the points each side took; a Nassau's bets and
 * presses explained under its match, with `controls` (an organiser's presses by hand) under them; on a phone, a card a
 * match. Every figure is the server's.
 */
export function MatchResults({
  matches,
  controls,
}: {
  matches: readonly ResultMatch[];
  controls?: (match: ResultMatch) => ReactNode;
}) {
  const translate = useTranslate();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  if (matches.length === 0) return null;
  const ryderCup = matches.some((match) => match.sides.some((side) => side.points !== null));
  const caption = translate('fairway.results.matches.title');
  if (isPhone) {
    return (
      <Box component="section" sx={{ mb: 3 }}>
        <Typography variant="h6" component="h2">
          {caption}
        </Typography>
        <Box component="ul" aria-label={caption} sx={{ m: 0, p: 0 }}>
          {matches.map((match) => (
            <MatchCard
              key={`${match.round_number}-${match.group_number}`}
              match={match}
              ryderCup={ryderCup}
              controls={controls}
            />
          ))}
        </Box>
      </Box>
    );
  }
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {caption}
      </Typography>
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={caption}>
        <Table size="small" aria-label={caption}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('fairway.results.matches.match')}</TableCell>
              <TableCell>{translate('fairway.results.matches.side_a')}</TableCell>
              <TableCell>{translate('fairway.results.matches.result')}</TableCell>
              <TableCell>{translate('fairway.results.matches.side_b')}</TableCell>
              {ryderCup ? <TableCell sx={figure}>{translate('fairway.results.matches.points')}</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {matches.map((match) => (
              <TableRow key={`${match.round_number}-${match.group_number}`} sx={{ verticalAlign: 'top' }}>
                <TableCell>
                  {translate('fairway.results.matches.where', {
                    round: match.round_number,
                    group: match.group_number,
                  })}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {translate(`fairway.results.matches.formats.${match.format}`)}
                  </Typography>
                </TableCell>
                <TableCell>
                  <SideCell side={match.sides[0]!} />
                </TableCell>
                <TableCell>
                  <MatchState match={match} />
                  {match.bets.length > 0 ? <NassauBets match={match} /> : null}
                  {controls?.(match)}
                </TableCell>
                <TableCell>
                  <SideCell side={match.sides[1]!} />
                </TableCell>
                {ryderCup ? (
                  <TableCell sx={figure}>
                    {match.sides.map((side) => (side.points === null ? '–' : String(side.points))).join(' – ')}
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
