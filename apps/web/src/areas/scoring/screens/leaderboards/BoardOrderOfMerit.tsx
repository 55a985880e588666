import { resultEndpoints } from '@fairway/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import { useEndpointQuery } from '../../../../providers/endpointClient';
import { useSession } from '../../../../providers/session';
import type { Leaderboard } from '../../providers/leaderboardApi';
import { boardTableStyle } from './boardStyle';

/** How often a board reads its series' order of merit again: the table moves when an event's results are published. */
const rereadMilliseconds = 60_000;

/**
 * The order of merit of the series a board's tournament belongs to, after its board: the top of the table as the
 * server's order of merit gives it (from the series' published results), with this event's points once its results
 * are published. Nothing where the series keeps none or the caller may not read it (a visitor to the TV).
 */
export function BoardOrderOfMerit({
  board,
  top = 10,
  large = false,
}: {
  board: Leaderboard;
  top?: number;
  large?: boolean;
}) {
  const translate = useTranslate();
  const seriesId = board.tournament_master_id;
  // The club's golfers read its orders of merit (decision 0133); a visitor to a public board is not asked for one.
  const signedIn = useSession().auth_token !== null;
  const series = useEndpointQuery(
    resultEndpoints.ordersOfMerit,
    {},
    { enabled: signedIn && seriesId !== null, retry: false },
  );
  const keepsOne = series.data?.some((one) => one.tournament_master_id === seriesId) === true;
  const merit = useEndpointQuery(
    resultEndpoints.orderOfMerit,
    { params: { id: String(seriesId) }, query: {} },
    { enabled: keepsOne, retry: false, refetchInterval: rereadMilliseconds },
  );
  const table = merit.data;
  if (!table || table.standings.length === 0) return null;
  const label = (name: string, options?: object) => translate(`fairway.boards.order_of_merit.${name}`, options);
  const thisEvent = table.events.some((event) => event.tournament_id === board.tournament_id);
  const latest = table.events.at(-1);
  const pointsHere = (standing: (typeof table.standings)[number]) =>
    standing.results.find((result) => result.tournament_id === board.tournament_id)?.points ?? '';
  return (
    <Box component="section" aria-labelledby="board-order-of-merit-heading">
      <Typography
        id="board-order-of-merit-heading"
        component="h2"
        variant={large ? undefined : 'h6'}
        sx={large ? { fontSize: 'clamp(1.25rem, 3.4vh, 3rem)', fontWeight: 700 } : undefined}
      >
        {label('title', { name: table.name })}
      </Typography>
      <Typography
        variant={large ? undefined : 'body2'}
        color="text.secondary"
        sx={{ mb: 1, ...(large ? { fontSize: 'clamp(1rem, 2.4vh, 2rem)' } : {}) }}
      >
        {thisEvent ? label('with_this_event') : latest ? label('after', { tournament: latest.tournament_name }) : null}
      </Typography>
      <Box component="table" sx={boardTableStyle(large)}>
        <Box component="caption" sx={visuallyHidden}>
          {label('title', { name: table.name })}
        </Box>
        <thead>
          <tr>
            <th scope="col" className="number">
              <abbr title={translate('fairway.boards.columns.position_name')}>
                {translate('fairway.boards.columns.position')}
              </abbr>
            </th>
            <th scope="col" className="name">
              {translate('fairway.boards.columns.player')}
            </th>
            {thisEvent ? (
              <th scope="col" className="number">
                {label('this_event')}
              </th>
            ) : null}
            <th scope="col" className="number">
              {label('points')}
            </th>
          </tr>
        </thead>
        <tbody>
          {table.standings.slice(0, top).map((standing) => (
            <tr key={standing.member_id}>
              <td className="number">{standing.position_display}</td>
              <th scope="row" className="name">
                {standing.name}
              </th>
              {thisEvent ? <td className="number">{pointsHere(standing)}</td> : null}
              <td className="number score">{standing.points}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
