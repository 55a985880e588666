import { resultEndpoints } from '@fairway/contract';
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
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { refusalOf } from '../../../../layout/crud/refusalOf';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { useEndpointQuery } from '../../../../providers/endpointClient';
import { readOrderOfMerit, type MeritStanding, type OrderOfMerit } from '../../providers/resultsApi';

type MeritResult = MeritStanding['results'][number];

/** A result's points as the table shows them: in brackets when it is not one of the player's best N. */
const pointsText = (result: MeritResult) => (result.counting ? `${result.points}` : `(${result.points})`);

/**
 * The order of merit: a series of the club keeping one (`?series=ID`, else the first by name), its players best first
 * with their points from each counting event, the results not counting in brackets, and how the table is made, in
 * words. On a phone each player's events go under their name, so the place, the name and the total need no sideways
 * swipe. Every figure is the server's.
 */
export function OrderOfMeritPage() {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  const { data: series, isPending: listing } = useEndpointQuery(resultEndpoints.ordersOfMerit, {});
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('series'));
  const chosen = series?.find((one) => one.tournament_master_id === asked) ?? series?.[0];
  const table = useQuery({
    queryKey: ['order-of-merit', chosen?.tournament_master_id ?? 0],
    queryFn: ({ signal }) => readOrderOfMerit(chosen!.tournament_master_id, signal),
    enabled: chosen !== undefined,
    retry: false,
  });
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const caption = translate('fairway.menu.order-of-merit');
  const merit: OrderOfMerit | undefined = table.data;
  const eventName = new Map(merit?.events.map((event) => [event.tournament_id, event.tournament_name]));
  const latest = merit?.events.at(-1);

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeading subtitle={translate('fairway.order_of_merit.intro')}>{caption}</PageHeading>
      <Card>
        <CardContent>
          {listing ? <LinearProgress /> : null}
          {!listing && series?.length === 0 ? (
            <Typography>{translate('fairway.order_of_merit.none')}</Typography>
          ) : null}
          {chosen ? (
            <TextField
              select
              size="small"
              label={translate('fairway.order_of_merit.series')}
              value={chosen.tournament_master_id}
              onChange={(event) =>
                setSearch(
                  (previous) => {
                    const next = new URLSearchParams(previous);
                    next.set('series', event.target.value);
                    return next;
                  },
                  { replace: true },
                )
              }
              sx={{ minWidth: 240, maxWidth: '100%', mb: 2 }}
            >
              {series!.map((one) => (
                <MenuItem key={one.tournament_master_id} value={one.tournament_master_id}>
                  {one.name}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          {chosen && table.isPending ? <LinearProgress sx={{ mb: 2 }} /> : null}
          {table.error ? <ErrorAlert>{refusalOf(table.error)}</ErrorAlert> : null}
          {merit && merit.standings.length === 0 ? (
            <Typography>{translate('fairway.order_of_merit.no_events', { name: merit.name })}</Typography>
          ) : null}
          {merit && latest ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('fairway.order_of_merit.after', {
                tournament: latest.tournament_name,
                date: formatDate(latest.end_date),
              })}
            </Typography>
          ) : null}
          {merit && merit.standings.length > 0 ? (
            <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={caption}>
              <Table
                size="small"
                aria-label={caption}
                sx={isPhone ? { '& .MuiTableCell-root': { px: 0.75 } } : undefined}
              >
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('fairway.order_of_merit.columns.position')}</TableCell>
                    <TableCell>{translate('fairway.order_of_merit.columns.player')}</TableCell>
                    {isPhone
                      ? null
                      : merit.events.map((event) => (
                          <TableCell key={event.tournament_id} align="right">
                            {event.tournament_name}
                            {event.weight_percent === 100 ? null : (
                              <Typography variant="caption" component="div" color="text.secondary">
                                {translate('fairway.order_of_merit.weight', { percent: event.weight_percent })}
                              </Typography>
                            )}
                          </TableCell>
                        ))}
                    <TableCell align="right">{translate('fairway.order_of_merit.columns.points')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {merit.standings.map((standing) => {
                    const byEvent = new Map(standing.results.map((result) => [result.tournament_id, result]));
                    return (
                      <TableRow key={standing.member_id}>
                        <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{standing.position_display}</TableCell>
                        <TableCell>
                          {standing.name}
                          {isPhone ? (
                            <Typography variant="caption" component="div" color="text.secondary">
                              {standing.results
                                .map((result) =>
                                  translate('fairway.order_of_merit.result', {
                                    tournament: eventName.get(result.tournament_id) ?? '',
                                    position: result.position_display,
                                    points: pointsText(result),
                                  }),
                                )
                                .join(' · ')}
                            </Typography>
                          ) : null}
                        </TableCell>
                        {isPhone
                          ? null
                          : merit.events.map((event) => {
                              const result = byEvent.get(event.tournament_id);
                              return (
                                <TableCell
                                  key={event.tournament_id}
                                  align="right"
                                  sx={{
                                    fontVariantNumeric: 'tabular-nums',
                                    color: result?.counting ? undefined : 'text.secondary',
                                  }}
                                  title={result ? result.position_display : undefined}
                                >
                                  {result ? pointsText(result) : '–'}
                                </TableCell>
                              );
                            })}
                        <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                          {standing.points}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </Box>
          ) : null}
          {merit ? (
            <Box sx={{ mt: 2 }}>
              <Typography variant="subtitle2" component="h2">
                {translate('fairway.order_of_merit.how')}
              </Typography>
              <Box component="ul" sx={{ mt: 0.5, pl: 3 }}>
                {merit.explanation.map((line) => (
                  <Typography key={line} component="li" variant="body2">
                    {line}
                  </Typography>
                ))}
                <Typography component="li" variant="body2">
                  {translate('fairway.order_of_merit.brackets')}
                </Typography>
              </Box>
            </Box>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
}
