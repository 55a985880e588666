import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { ChartFigure } from '../../../../layout/charts/ChartFigure';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import type { MemberPerformance, PerformanceRecord } from '../../providers/handicapsApi';

const LATEST = 20;

/**
 * The latest differentials the history holds, the oldest first, as bars: the counting ones (the server marks the 8
 * of 20) in the primary colour, the others muted, an exceptional score's reduction in the tooltip's words.
 */
export function DifferentialsChart({ records }: { records: readonly PerformanceRecord[] }) {
  const theme = useTheme();
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  const shown = records
    .filter((record) => record.counted_differential !== null)
    .slice(0, LATEST)
    .reverse();
  if (shown.length === 0) return null;
  const counting = shown.filter((record) => record.counting).length;
  const value = (record: PerformanceRecord, wanted: boolean) =>
    record.counting === wanted ? record.counted_differential : null;
  return (
    <ChartFigure
      title={translate('fairway.handicaps.differentials_title')}
      summary={translate('fairway.handicaps.differentials_summary', { count: shown.length, counting })}
      testId="differentials-chart"
    >
      <BarChart
        height={220}
        skipAnimation
        margin={{ left: 8, right: 8, top: 8, bottom: 8 }}
        grid={{ horizontal: true }}
        xAxis={[
          {
            scaleType: 'band',
            data: shown.map((record) => `${record.id}`),
            valueFormatter: (id: string) => {
              const record = shown.find((one) => `${one.id}` === id);
              return record ? formatDate(record.played_on) : id;
            },
            tickLabelStyle: { angle: -45, textAnchor: 'end', fontSize: 10 },
            height: 64,
          },
        ]}
        yAxis={[{ width: 36 }]}
        series={[
          {
            data: shown.map((record) => value(record, true)),
            stack: 'differential',
            label: translate('fairway.handicaps.counting'),
            color: theme.palette.primary.main,
            valueFormatter: (amount) => (amount === null ? null : amount.toFixed(1)),
          },
          {
            data: shown.map((record) => value(record, false)),
            stack: 'differential',
            label: translate('fairway.handicaps.not_counting'),
            color: theme.palette.mode === 'dark' ? theme.palette.grey[600] : theme.palette.grey[400],
            valueFormatter: (amount) => (amount === null ? null : amount.toFixed(1)),
          },
        ]}
      />
    </ChartFigure>
  );
}

/** How many holes were each score term, as horizontal bars: the terms the golfer has made. */
export function ScoreTermsChart({ performance }: { performance: MemberPerformance }) {
  const theme = useTheme();
  const translate = useTranslate();
  const terms = performance.score_terms.filter((term) => term.count > 0);
  if (terms.length === 0) return null;
  const rounds = performance.records.filter((record) => record.hole_pars.length > 0).length;
  const words = terms.map((term) => `${translate(`fairway.handicaps.terms.${term.term}`)} ${term.count}`).join(', ');
  return (
    <ChartFigure
      title={translate('fairway.handicaps.terms_title')}
      summary={translate('fairway.handicaps.terms_summary', { rounds, terms: words })}
      testId="score-terms-chart"
    >
      <BarChart
        height={Math.max(160, terms.length * 34)}
        skipAnimation
        hideLegend
        layout="horizontal"
        margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
        grid={{ vertical: true }}
        yAxis={[
          {
            scaleType: 'band',
            data: terms.map((term) => translate(`fairway.handicaps.terms.${term.term}`)),
            width: 104,
          },
        ]}
        series={[
          {
            data: terms.map((term) => term.count),
            color: theme.palette.secondary.main,
            label: translate('fairway.handicaps.terms_title'),
          },
        ]}
      />
    </ChartFigure>
  );
}
