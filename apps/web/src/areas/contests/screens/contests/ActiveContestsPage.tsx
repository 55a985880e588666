import type { ContestKindName } from '@fairway/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { usePageLabel } from '../../../../layout/pageLabel';
import { activeContestEndpoints, type ActiveContest } from '../../providers/contestApi';
import { useEndpointQuery } from '../../../../providers/endpointClient';
import { roleIdsOf, useCurrentUser } from '../../../../providers/queries';
import { distancePath } from '../../../../scoring/distancePath';
import { contestLine, contestScreens, measuringRoles } from './contestKinds';

/** The leader, or everyone tied for first, with the distance they share. */
function Leaders({ active }: { active: ActiveContest }) {
  const translate = useTranslate();
  const [first] = active.leaders;
  if (!first) return <Typography color="text.secondary">{translate('fairway.contests.no_leader')}</Typography>;
  const tie = active.leaders.length > 1;
  return (
    <Box>
      <Typography variant="overline" component="p" color="text.secondary">
        {translate(tie ? 'fairway.contests.tie' : 'fairway.contests.leader')}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>
        {active.leaders.map((leader) => leader.measurement.member_name).join(', ')}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {first.measurement.distance?.text}
      </Typography>
    </Box>
  );
}

function ContestCard({ active, measures }: { active: ActiveContest; measures: boolean }) {
  const translate = useTranslate();
  const { contest } = active;
  const headingId = `contest-${contest.id}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box>
          <Typography id={headingId} variant="h6" component="h2">
            {contest.tournament_name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {contestLine(contest, translate)}
          </Typography>
        </Box>
        <Leaders active={active} />
        <Typography variant="body2" color="text.secondary">
          {translate('fairway.contests.measured', { smart_count: active.measured })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={`${contestScreens[contest.kind].listPath}/${contest.id}`}
            variant="outlined"
            size="small"
            aria-label={`${translate('fairway.contests.standings')}: ${contest.tournament_name}, ${translate('fairway.contests.hole', { number: contest.hole_number })}`}
          >
            {translate('fairway.contests.standings')}
          </Button>
          {measures ? (
            // The page at the hole is the phone entry's (score.html): a plain link loads it whole.
            <Button
              href={distancePath(contest)}
              size="small"
              aria-label={`${translate('fairway.contests.measure')}: ${contest.tournament_name}, ${translate('fairway.contests.hole', { number: contest.hole_number })}`}
            >
              {translate('fairway.contests.measure')}
            </Button>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}

/** The active contests of one kind at the club: each with its leader (or those tied), how many measured, its standings. */
function ActiveContests({ kind }: { kind: ContestKindName }) {
  const translate = useTranslate();
  const pageLabel = usePageLabel();
  const contests = useEndpointQuery(activeContestEndpoints[kind], {});
  const user = useCurrentUser();
  const measures = roleIdsOf(user.data).some((role) => measuringRoles.includes(role));
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeading subtitle={translate(`fairway.contests.intro.${kind}`)}>
        {translate(pageLabel ?? contestScreens[kind].label)}
      </PageHeading>
      {contests.isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {contests.error ? <ErrorAlert>{contests.error.message}</ErrorAlert> : null}
      {contests.data?.length === 0 ? <Typography>{translate('fairway.contests.none')}</Typography> : null}
      <Box
        component="div"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'repeat(2, minmax(0, 1fr))',
            xl: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {(contests.data ?? []).map((active) => (
          <ContestCard key={active.contest.id} active={active} measures={measures} />
        ))}
      </Box>
    </Box>
  );
}

export const ActiveLongestDrives = () => <ActiveContests kind="longest_drive" />;
export const ActiveNearestCentral = () => <ActiveContests kind="nearest_to_centre" />;
export const ActiveNearestToPin = () => <ActiveContests kind="nearest_to_pin" />;
