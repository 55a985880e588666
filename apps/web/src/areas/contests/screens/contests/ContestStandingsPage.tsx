import type { ContestKindName } from '@fairway/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import type { ContestPlacing, ContestStandings } from '../../providers/contestApi';
import { HttpError } from '../../../../providers/httpClient';
import { roleIdsOf, useCurrentUser } from '../../../../providers/queries';
import { distancePath } from '../../../../scoring/distancePath';
import { contestLine, contestScreens, measuringRoles } from './contestKinds';
import { useLiveStandings, type StandingsStream } from './useLiveStandings';

const tableStyle = (theme: Theme) => ({
  width: '100%',
  borderCollapse: 'collapse' as const,
  '& th, & td': { px: 1, py: 0.75, borderBottom: `1px solid ${theme.palette.divider}`, textAlign: 'left' },
  '& thead th': { fontWeight: 600, color: theme.palette.text.secondary, fontSize: '0.8rem' },
  '& tbody th': { fontWeight: 500 },
  '& .number': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '& .out': { color: theme.palette.text.secondary },
  '& abbr': { textDecoration: 'none' },
});

/** A position as boards write it: `T2` when the distance is shared, nothing when not in contention. */
function positionText(placing: ContestPlacing, placings: readonly ContestPlacing[]) {
  if (placing.position === null) return '–';
  const shared = placings.filter((other) => other.position === placing.position).length > 1;
  return `${shared ? 'T' : ''}${placing.position}`;
}

function StandingsTable({ standings }: { standings: ContestStandings }) {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  const column = (name: string) => translate(`fairway.contests.columns.${name}`);
  const placings = standings.standings;
  if (placings.length === 0) return <Typography>{translate('fairway.contests.no_measurements')}</Typography>;
  return (
    <Box component="table" sx={tableStyle}>
      <Box component="caption" sx={visuallyHidden}>
        {translate('fairway.contests.standings')}
      </Box>
      <thead>
        <tr>
          <th scope="col" className="number">
            <abbr title={column('position_name')}>{column('position')}</abbr>
          </th>
          <th scope="col">{column('player')}</th>
          <th scope="col" className="number">
            {column('distance')}
          </th>
          <th scope="col">{column('measured')}</th>
        </tr>
      </thead>
      <tbody>
        {placings.map((placing) => {
          const { measurement } = placing;
          return (
            <tr key={measurement.member_id} className={measurement.in_contention ? undefined : 'out'}>
              <td className="number">{positionText(placing, placings)}</td>
              <th scope="row">{measurement.member_name}</th>
              <td className="number">
                {measurement.distance?.text ?? translate('fairway.contests.not_in_contention')}
                {measurement.accuracy_metres !== null ? (
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {translate('fairway.contests.accuracy', { metres: Math.round(measurement.accuracy_metres) })}
                  </Typography>
                ) : null}
              </td>
              <td>
                <Typography component="span" variant="body2" color="text.secondary">
                  {translate('fairway.contests.measured_by', {
                    name: measurement.measured_by_name || '—',
                    time: formatDate(measurement.measured_at, { withTime: true }),
                  })}
                </Typography>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Box>
  );
}

function StreamChip({ stream }: { stream: StandingsStream }) {
  const translate = useTranslate();
  const state = stream === 'live' ? 'live' : stream === 'closed' ? 'offline' : 'reconnecting';
  return (
    <Box role="status">
      <Chip
        size="small"
        variant="outlined"
        color={state === 'live' ? 'success' : state === 'offline' ? 'default' : 'warning'}
        label={translate(`fairway.contests.stream.${state}`)}
      />
    </Box>
  );
}

/** A contest's full standings, live: equal distances share a position, those not in contention last without one. */
function ContestStandingsPage({ kind }: { kind: ContestKindName }) {
  const translate = useTranslate();
  const { id } = useParams();
  const contestId = Number(id);
  const { standings, stream } = useLiveStandings(Number.isInteger(contestId) && contestId > 0 ? contestId : 0);
  const user = useCurrentUser();
  const measures = roleIdsOf(user.data).some((role) => measuringRoles.includes(role));
  const back = (
    <Button component={RouterLink} to={contestScreens[kind].listPath} size="small">
      {translate('fairway.contests.back')}
    </Button>
  );
  const data = standings.data;
  const notFound =
    (standings.error instanceof HttpError && standings.error.status === 404) || (data && data.contest.kind !== kind);
  if (notFound) {
    return (
      <Box>
        <PageHeading>{translate(`fairway.contests.kinds.${kind}`)}</PageHeading>
        <ErrorAlert>{translate('fairway.contests.not_found')}</ErrorAlert>
        {back}
      </Box>
    );
  }
  if (!data) {
    return (
      <Box>
        <PageHeading>{translate(`fairway.contests.kinds.${kind}`)}</PageHeading>
        {standings.error ? <ErrorAlert>{standings.error.message}</ErrorAlert> : <LinearProgress />}
      </Box>
    );
  }
  const { contest } = data;
  const open = contest.is_active && contest.round_status === 'active';
  return (
    <Box sx={{ maxWidth: 900 }}>
      <PageHeading
        subtitle={contestLine(contest, translate)}
        actions={
          measures && open ? (
            <Button href={distancePath(contest)} variant="contained">
              {translate('fairway.contests.measure')}
            </Button>
          ) : undefined
        }
      >
        {`${translate(`fairway.contests.kinds.${kind}`)}: ${contest.tournament_name}`}
      </PageHeading>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <StreamChip stream={stream} />
        {contest.is_active ? null : (
          <Typography variant="body2" color="text.secondary">
            {translate('fairway.contests.inactive')}
          </Typography>
        )}
      </Box>
      <StandingsTable standings={data} />
      <Box sx={{ mt: 2 }}>{back}</Box>
    </Box>
  );
}

export const LongestDriveStandings = () => <ContestStandingsPage kind="longest_drive" />;
export const NearestCentralStandings = () => <ContestStandingsPage kind="nearest_to_centre" />;
export const NearestToPinStandings = () => <ContestStandingsPage kind="nearest_to_pin" />;
