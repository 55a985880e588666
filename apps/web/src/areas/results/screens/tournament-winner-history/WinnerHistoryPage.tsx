import { resultEndpoints, type EndpointAnswer } from '@fairway/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { useEndpointQuery } from '../../../../providers/endpointClient';
import { readResultHistory, type ResultHistory } from '../../providers/resultsApi';
import { refusalOf } from '../../../../layout/crud/refusalOf';

interface Series {
  id: number;
  name: string;
  /** Its editions with published results. */
  editions: number;
}

/**
 * The series with published results, by name, from the club's published results: a member may not list the club's
 * series (decision 0080), and a series with no published edition has no winners to show.
 */
const seriesOf = (published: EndpointAnswer<typeof resultEndpoints.published>): Series[] => {
  const byId = new Map<number, Series>();
  for (const one of published) {
    if (one.tournament_master_id === null) continue;
    const series = byId.get(one.tournament_master_id);
    if (series) series.editions += 1;
    else
      byId.set(one.tournament_master_id, {
        id: one.tournament_master_id,
        name: one.tournament_master_name ?? '',
        editions: 1,
      });
  }
  return [...byId.values()].sort((one, other) => one.name.localeCompare(other.name));
};

type Winner = ResultHistory['editions'][number]['categories'][number]['winners'][number];

/** One line of the table: an edition's category and one of its winners (several where a tie stood). */
interface Line {
  key: string;
  year: number;
  tournament: string;
  category: string;
  winner: Winner | null;
}

const linesOf = (history: ResultHistory): Line[] =>
  history.editions.flatMap((edition) =>
    edition.categories.flatMap((table) =>
      (table.winners.length > 0 ? table.winners : [null]).map((winner) => ({
        key: `${edition.tournament_id}:${table.category}:${winner?.member_id ?? ''}`,
        year: edition.year,
        tournament: edition.tournament_name,
        category: table.category,
        winner,
      })),
    ),
  );

/** The series of a page reached with `?series=ID`, else the one with the most editions. */
function useChosenSeries(series: readonly Series[]) {
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('series'));
  const chosen =
    series.find((one) => one.id === asked) ??
    series.reduce<Series | undefined>(
      (most, one) => (most === undefined || one.editions > most.editions ? one : most),
      undefined,
    );
  const choose = (id: number) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('series', String(id));
        return next;
      },
      { replace: true },
    );
  return { chosen, choose };
}

/**
 * Tournament Result history: a series of the club, and the winners of each of its editions whose results are
 * published, the latest year first, by category, with their score. Every figure is the server's.
 */
export function WinnerHistoryPage() {
  const translate = useTranslate();
  const { data: published, isPending: listing } = useEndpointQuery(resultEndpoints.published, {});
  const series = seriesOf(published ?? []);
  const { chosen, choose } = useChosenSeries(series);
  const history = useQuery({
    queryKey: ['result-history', chosen?.id ?? 0],
    queryFn: ({ signal }) => readResultHistory(chosen!.id, signal),
    enabled: chosen !== undefined,
    retry: false,
  });
  // On a phone the tournament goes under the year, and a score's parts wrap, so no column hides behind a scroll.
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const scoreOf = (winner: Winner) =>
    [
      winner.points !== null ? translate('fairway.winner_history.score.points', { points: winner.points }) : null,
      winner.net !== null ? translate('fairway.winner_history.score.net', { net: winner.net }) : null,
      winner.gross !== null ? translate('fairway.winner_history.score.gross', { gross: winner.gross }) : null,
    ]
      .filter((part) => part !== null)
      .map((part, index, parts) => (
        // The space between two parts is outside them: where a line may break.
        <Fragment key={index}>
          {index > 0 ? ' ' : null}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {index < parts.length - 1 ? `${part},` : part}
          </Box>
        </Fragment>
      ));
  const lines = history.data ? linesOf(history.data) : [];
  const caption = translate('fairway.menu.tournament-winner-history');

  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeading subtitle={translate('fairway.winner_history.intro')}>{caption}</PageHeading>
      <Card>
        <CardContent>
          {listing ? <LinearProgress /> : null}
          {!listing && series.length === 0 ? <Typography>{translate('fairway.winner_history.none')}</Typography> : null}
          {chosen ? (
            <TextField
              select
              size="small"
              label={translate('fairway.winner_history.series')}
              value={chosen.id}
              onChange={(event) => choose(Number(event.target.value))}
              sx={{ minWidth: 240, maxWidth: '100%', mb: 2 }}
            >
              {series.map((one) => (
                <MenuItem key={one.id} value={one.id}>
                  {one.name}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          {chosen && history.isPending ? <LinearProgress sx={{ mb: 2 }} /> : null}
          {history.error ? <ErrorAlert>{refusalOf(history.error)}</ErrorAlert> : null}
          {history.data && lines.length === 0 ? (
            <Alert severity="info">
              {translate('fairway.winner_history.no_editions', { name: history.data.name })}
            </Alert>
          ) : null}
          {lines.length > 0 ? (
            <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={caption}>
              <Table
                size="small"
                aria-label={caption}
                sx={isPhone ? { '& .MuiTableCell-root': { px: 0.75 } } : undefined}
              >
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('fairway.winner_history.columns.year')}</TableCell>
                    <TableCell>{translate('fairway.winner_history.columns.category')}</TableCell>
                    <TableCell>{translate('fairway.winner_history.columns.winner')}</TableCell>
                    <TableCell>{translate('fairway.winner_history.columns.score')}</TableCell>
                    {isPhone ? null : <TableCell>{translate('fairway.winner_history.columns.tournament')}</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {lines.map((line) => (
                    <TableRow key={line.key}>
                      <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>
                        {line.year}
                        {isPhone ? (
                          <Typography variant="caption" component="div" color="text.secondary">
                            {line.tournament}
                          </Typography>
                        ) : null}
                      </TableCell>
                      <TableCell>{line.category || translate('fairway.winner_history.whole_field')}</TableCell>
                      <TableCell>
                        {line.winner
                          ? `${line.winner.name}${line.winner.position_display.startsWith('T') ? ` (${line.winner.position_display})` : ''}`
                          : ''}
                      </TableCell>
                      <TableCell>{line.winner ? scoreOf(line.winner) : ''}</TableCell>
                      {isPhone ? null : <TableCell>{line.tournament}</TableCell>}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
}
