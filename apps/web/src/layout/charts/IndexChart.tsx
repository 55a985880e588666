import { handicapIndexText } from '@fairway/golf';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import { useClubDates, useFormatClubDate } from '../club/clubDates';
import { clubToday } from '../club/formatClubDate';
import { ChartFigure } from './ChartFigure';

export interface IndexEntry {
  effective_on: string;
  handicap_index: number;
}

/** The cap band of the Low Handicap Index, as the server works it out (WHS Rule 5.8). */
export interface CapBand {
  soft_cap_from: number;
  hard_cap_at: number;
}

const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);

const softDash = '4 4';
const hardDash = '6 3';

/**
 * A cap line's name beside a sample of its dashes, under the chart: drawn on the plot, a name would cross the index's
 * own line wherever the index runs near the cap.
 */
function CapLineKey({ color, dash, text }: { color: string; dash: string; text: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <svg width="24" height="8" aria-hidden>
        <line x1="0" y1="4" x2="24" y2="4" stroke={color} strokeWidth="2" strokeDasharray={dash} />
      </svg>
      <Typography variant="caption" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
}

/**
 * A golfer's Handicap Index over time (MUI X Charts, loaded with the screens that show it): each entry holds until the
 * next, so the line steps, and runs on to today. With a cap band, the soft cap's start and the hard cap are drawn
 * across it, named under the chart.
 */
export function IndexChart({
  entries,
  capBand = null,
  title,
  height = 220,
}: {
  entries: readonly IndexEntry[];
  capBand?: CapBand | null;
  title?: string;
  height?: number;
}) {
  const theme = useTheme();
  const translate = useTranslate();
  const club = useClubDates();
  const formatDate = useFormatClubDate();
  const sorted = [...entries].sort((a, b) => a.effective_on.localeCompare(b.effective_on));
  if (sorted.length === 0) return null;
  const today = clubToday(club);
  const last = sorted.at(-1)!;
  const points = today > last.effective_on ? [...sorted, { ...last, effective_on: today }] : sorted;
  const summary = translate('fairway.members.index_chart', {
    from: handicapIndexText(sorted[0]!.handicap_index),
    to: handicapIndexText(last.handicap_index),
    count: sorted.length,
  });
  const caps = capBand
    ? ` ${translate('fairway.members.cap_band', {
        soft: handicapIndexText(capBand.soft_cap_from),
        hard: handicapIndexText(capBand.hard_cap_at),
      })}`
    : '';
  const values = points.map((point) => point.handicap_index);
  const shown = capBand ? [...values, capBand.hard_cap_at] : values;
  const softCap = theme.palette.warning.main;
  const hardCap = theme.palette.error.main;
  return (
    <ChartFigure title={title} summary={`${summary}.${caps}`} testId="index-chart">
      <LineChart
        height={height}
        skipAnimation
        hideLegend
        margin={{ left: 8, right: 32, top: 12, bottom: 8 }}
        grid={{ horizontal: true }}
        xAxis={[
          {
            scaleType: 'time',
            data: points.map((point) => dayOf(point.effective_on)),
            valueFormatter: (value: Date) => formatDate(value.toISOString().slice(0, 10)),
            tickNumber: 3,
            tickLabelStyle: { fontSize: 11 },
          },
        ]}
        yAxis={[
          {
            min: Math.floor(Math.min(...shown) - 1),
            max: Math.ceil(Math.max(...shown) + 1),
            valueFormatter: (value: number) => handicapIndexText(value),
            width: 44,
          },
        ]}
        series={[
          {
            data: values,
            curve: 'stepAfter',
            color: theme.palette.primary.main,
            label: translate('fairway.members.index'),
            valueFormatter: (value) => handicapIndexText(value),
            showMark: ({ index }) => index < sorted.length,
          },
        ]}
      >
        {capBand ? (
          <>
            <ChartsReferenceLine y={capBand.soft_cap_from} lineStyle={{ stroke: softCap, strokeDasharray: softDash }} />
            <ChartsReferenceLine y={capBand.hard_cap_at} lineStyle={{ stroke: hardCap, strokeDasharray: hardDash }} />
          </>
        ) : null}
      </LineChart>
      {capBand ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 1 }} data-testid="cap-lines">
          <CapLineKey
            color={softCap}
            dash={softDash}
            text={translate('fairway.members.soft_cap', { index: handicapIndexText(capBand.soft_cap_from) })}
          />
          <CapLineKey
            color={hardCap}
            dash={hardDash}
            text={translate('fairway.members.hard_cap', { index: handicapIndexText(capBand.hard_cap_at) })}
          />
        </Box>
      ) : null}
    </ChartFigure>
  );
}
