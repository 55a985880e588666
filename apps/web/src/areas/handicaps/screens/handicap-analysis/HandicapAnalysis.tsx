import { handicapIndexText } from '@fairway/golf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { IndexChart } from '../../../../layout/charts/IndexChart';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { usePageLabel } from '../../../../layout/pageLabel';
import { type MemberPerformance, useMemberPerformance } from '../../providers/handicapsApi';
import { HttpError } from '../../../../providers/httpClient';
import { refusalOf } from '../../../../layout/crud/refusalOf';
import { changeText } from './changeText';
import { DifferentialsChart, ScoreTermsChart } from './PerformanceCharts';
import { RecordsTable } from './RecordsTable';

function Fact({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Box data-testid={testId} sx={{ minWidth: 120 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h6" component="div" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}

function Facts({ performance }: { performance: MemberPerformance }) {
  const translate = useTranslate();
  const fact = (key: string) => translate(`fairway.handicaps.facts.${key}`);
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, sm: 4 }, mb: 3 }}
      role="group"
      aria-label={fact('handicap_index')}
    >
      <Fact
        testId="fact-handicap-index"
        label={fact('handicap_index')}
        value={handicapIndexText(performance.handicap_index) || translate('fairway.handicaps.no_index')}
      />
      <Fact
        testId="fact-low-handicap-index"
        label={fact('low_handicap_index')}
        value={handicapIndexText(performance.low_handicap_index) || '–'}
      />
      <Fact
        testId="fact-change-3-months"
        label={fact('change_3_months')}
        value={changeText(performance.change_3_months)}
      />
      <Fact
        testId="fact-change-12-months"
        label={fact('change_12_months')}
        value={changeText(performance.change_12_months)}
      />
      <Fact
        testId="fact-trend"
        label={fact('trend')}
        value={translate(`fairway.handicaps.trends.${performance.trend}`)}
      />
    </Box>
  );
}

function Averages({ performance }: { performance: MemberPerformance }) {
  const translate = useTranslate();
  const { averages, par_averages: parAverages } = performance;
  const lines: [string, number | null, number][] = [
    ['gross', averages.gross, 1],
    ['net', averages.net, 1],
    ['adjusted_gross', averages.adjusted_gross, 1],
    ['differential', averages.differential, 1],
    ['par_3', parAverages.par_3, 2],
    ['par_4', parAverages.par_4, 2],
    ['par_5', parAverages.par_5, 2],
  ];
  const title = translate('fairway.handicaps.averages_title');
  return (
    <Box component="section" aria-label={title} data-testid="averages">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 3, rowGap: 0.5, m: 0 }}>
        {lines.map(([key, value, decimals]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(`fairway.handicaps.averages.${key}`)}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
            >
              {value === null ? '–' : value.toFixed(decimals)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {translate('fairway.handicaps.averages_note')}
      </Typography>
    </Box>
  );
}

/**
 * A golfer's handicap analysis, every figure as the server works it out: their index, low index and changes, the index
 * over time with the cap band of their low index, the latest differentials with the counting eight, score terms,
 * averages, best rounds and every score record, a round's opening its card. Without `memberId`, the caller's own.
 * `actions` puts buttons beside the heading once the golfer is known.
 */
export function HandicapAnalysis({
  memberId,
  header,
  actions,
}: {
  memberId?: number;
  header?: ReactNode;
  /** Buttons beside the heading, for the golfer shown (the admins' actions). */
  actions?: (performance: MemberPerformance) => ReactNode;
}) {
  const translate = useTranslate();
  const label = usePageLabel();
  const answer = useMemberPerformance(memberId);
  const heading = label ? translate(label) : '';
  if (answer.isPending) return <LinearProgress aria-label={heading} />;
  if (answer.isError) {
    const notFound = answer.error instanceof HttpError && answer.error.status === 404;
    return (
      <Box>
        <PageHeading>{heading}</PageHeading>
        {header}
        {notFound ? (
          <Alert severity="info">
            {translate(memberId === undefined ? 'fairway.handicaps.own_not_found' : 'fairway.handicaps.not_found')}
          </Alert>
        ) : (
          <ErrorAlert>{refusalOf(answer.error)}</ErrorAlert>
        )}
      </Box>
    );
  }
  const performance = answer.data;
  const name = `${performance.first_name} ${performance.last_name}`;
  const chartCard = (children: ReactNode) => (
    <Card variant="outlined" sx={{ minWidth: 0 }}>
      <CardContent>{children}</CardContent>
    </Card>
  );
  return (
    <Box>
      <PageHeading
        subtitle={
          memberId === undefined
            ? translate('fairway.handicaps.own_subtitle')
            : translate('fairway.handicaps.member_subtitle', { name })
        }
        actions={actions?.(performance)}
      >
        {memberId === undefined ? heading : `${heading}: ${name}`}
      </PageHeading>
      {header}
      <Facts performance={performance} />
      {performance.records.length === 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('fairway.handicaps.no_records')}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          mb: 3,
        }}
      >
        {performance.index_history.length > 0
          ? chartCard(
              <IndexChart
                title={translate('fairway.handicaps.index_title')}
                entries={performance.index_history}
                capBand={performance.cap_band}
              />,
            )
          : null}
        {performance.records.some((record) => record.counted_differential !== null)
          ? chartCard(<DifferentialsChart records={performance.records} />)
          : null}
        {performance.score_terms.some((term) => term.count > 0)
          ? chartCard(<ScoreTermsChart performance={performance} />)
          : null}
        {performance.records.length > 0 ? chartCard(<Averages performance={performance} />) : null}
      </Box>
      <RecordsTable title={translate('fairway.handicaps.best_rounds')} records={performance.best_rounds} />
      <RecordsTable title={translate('fairway.handicaps.rounds')} records={performance.records} />
    </Box>
  );
}
