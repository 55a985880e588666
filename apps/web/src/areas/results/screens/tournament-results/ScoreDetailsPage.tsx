import { handicapIndexText, handicapText } from '@fairway/golf';
import { mdiChevronDown } from '@mdi/js';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { MdiIcon } from '../../../../layout/MdiIcon';
import { usePageLabel } from '../../../../layout/pageLabel';
import { readScoreDetails, type ScoreDetailPlayer } from '../../providers/resultsApi';
import { refusalOf } from '../../../../layout/crud/refusalOf';
import { TournamentChooser, usePlayedTournaments } from './TournamentChooser';

/** Figures in a table read down their column: right-aligned, the same width each. */
const figure = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

const text = (value: number | null) => (value === null ? '–' : String(value));

/** How the entry's playing handicap came about, in words: the index and ratings, the allowance, a cap, a hand. */
function HandicapWorking({ player, allowance }: { player: ScoreDetailPlayer; allowance: number }) {
  const translate = useTranslate();
  const working = player.handicap;
  if (working.handicap_index === null || working.unrounded_course_handicap === null) {
    return <Typography variant="body2">{translate('fairway.score_details.no_index')}</Typography>;
  }
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2">
        {translate('fairway.score_details.course_handicap', {
          index: handicapIndexText(working.handicap_index),
          slope: working.slope_rating,
          rating: working.course_rating?.toFixed(1),
          par: working.rated_par,
          unrounded: working.unrounded_course_handicap.toFixed(1),
          rounded: handicapText(working.course_handicap),
        })}
      </Typography>
      <Typography variant="body2">
        {translate(
          working.capped_by_maximum
            ? 'fairway.score_details.playing_handicap_capped'
            : 'fairway.score_details.playing_handicap',
          { allowance, playing: handicapText(working.worked_out_playing_handicap) },
        )}
      </Typography>
      {working.set_by_organiser ? (
        <Typography variant="body2" color="warningText">
          {translate('fairway.score_details.set_by_organiser', {
            playing: handicapText(working.playing_handicap),
            worked_out: handicapText(working.worked_out_playing_handicap),
          })}
        </Typography>
      ) : null}
    </Box>
  );
}

/** One round's card down the page, a hole a row: it reads on a phone without scrolling sideways. */
function RoundCard({ round, caption }: { round: ScoreDetailPlayer['rounds'][number]; caption: string }) {
  const translate = useTranslate();
  const column = (key: string) => translate(`fairway.score_details.columns.${key}`);
  const keys = ['hole', 'par', 'stroke_index', 'strokes', 'received', 'net', 'points', 'adjusted'] as const;
  return (
    <Box sx={{ overflowX: 'auto', mb: 2 }} tabIndex={0} role="region" aria-label={caption}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            {keys.map((key) => (
              <TableCell key={key} sx={figure}>
                {column(key)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {round.holes.map((hole) => (
            <TableRow key={hole.number}>
              <TableCell sx={figure}>{hole.number}</TableCell>
              <TableCell sx={figure}>{hole.par}</TableCell>
              <TableCell sx={figure}>{hole.stroke_index}</TableCell>
              <TableCell sx={figure}>{text(hole.strokes)}</TableCell>
              <TableCell sx={figure}>{hole.received}</TableCell>
              <TableCell sx={figure}>{text(hole.net)}</TableCell>
              <TableCell sx={figure}>{hole.points}</TableCell>
              <TableCell sx={figure}>
                {hole.estimated
                  ? translate('fairway.score_details.estimated', { adjusted: hole.adjusted })
                  : hole.adjusted}
              </TableCell>
            </TableRow>
          ))}
          <TableRow sx={{ '& td': { fontWeight: 'bold' } }}>
            <TableCell colSpan={3}>{column('total')}</TableCell>
            <TableCell sx={figure}>{text(round.gross)}</TableCell>
            <TableCell />
            <TableCell sx={figure}>{text(round.net)}</TableCell>
            <TableCell sx={figure}>{round.points}</TableCell>
            <TableCell sx={figure}>{round.adjusted_gross}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}

/** A player's line: name, category and handicap, each round's totals; open, the working and the cards. */
function PlayerDetails({ player, allowance }: { player: ScoreDetailPlayer; allowance: number }) {
  const translate = useTranslate();
  const totals = player.rounds
    .map((round) =>
      translate('fairway.score_details.round_totals', {
        round: round.round_number,
        gross: text(round.gross),
        points: round.points,
        adjusted: round.adjusted_gross,
      }),
    )
    .join(' · ');
  return (
    <Accordion disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<MdiIcon path={mdiChevronDown} />}>
        <Box>
          <Typography component="h3" sx={{ fontWeight: 'bold' }}>
            {player.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[
              player.category,
              translate('fairway.score_details.playing', { playing: handicapText(player.handicap.playing_handicap) }),
              player.status === 'entered' ? '' : translate(`fairway.score_details.statuses.${player.status}`),
              totals,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <HandicapWorking player={player} allowance={allowance} />
        {player.rounds.map((round) => (
          <RoundCard
            key={round.round_number}
            round={round}
            caption={translate('fairway.score_details.card_of', { name: player.name, round: round.round_number })}
          />
        ))}
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * Tournament Score Details: a played tournament's cards hole by hole for its organisers and the super admin (strokes
 * received, net, points, the score for handicap purposes, holes not played marked estimated) and how each entry's
 * playing handicap was worked out. Every figure is the server's, from `@fairway/golf`.
 */
export function ScoreDetailsPage() {
  const translate = useTranslate();
  const label = usePageLabel();
  const { tournaments, chosen, choose, isPending } = usePlayedTournaments();
  const [search, setSearch] = useState('');
  const details = useQuery({
    queryKey: ['score-details', chosen?.id ?? 0],
    queryFn: ({ signal }) => readScoreDetails(chosen!.id, signal),
    enabled: chosen !== undefined,
    retry: false,
  });
  const wanted = search.trim().toLowerCase();
  const players = (details.data?.players ?? []).filter((player) => player.name.toLowerCase().includes(wanted));
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeading subtitle={translate('fairway.score_details.intro')}>
        {translate(label ?? 'fairway.menu.tournament-score-details')}
      </PageHeading>
      <Card>
        <CardContent>
          {isPending || (chosen && details.isPending) ? <LinearProgress sx={{ mb: 2 }} /> : null}
          {!isPending && tournaments.length === 0 ? <Typography>{translate('fairway.results.none')}</Typography> : null}
          {chosen ? (
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
              <TournamentChooser tournaments={tournaments} chosen={chosen} onChoose={choose} />
              <TextField
                size="small"
                type="search"
                label={translate('fairway.score_details.find_player')}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </Box>
          ) : null}
          {details.error ? <ErrorAlert>{refusalOf(details.error)}</ErrorAlert> : null}
          {details.data ? (
            <>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {translate('fairway.score_details.terms', {
                  format: translate(`fairway.tournaments.formats.${details.data.format}`),
                  allowance: details.data.allowance_percent,
                  maximum:
                    details.data.maximum_handicap === null
                      ? translate('fairway.score_details.no_maximum')
                      : details.data.maximum_handicap,
                })}
              </Typography>
              {players.length === 0 ? <Typography>{translate('fairway.score_details.no_players')}</Typography> : null}
              {players.map((player) => (
                <PlayerDetails key={player.member_id} player={player} allowance={details.data.allowance_percent} />
              ))}
            </>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
}
