import { handicapIndexText } from '@fairway/golf';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { useClubDates, useFormatClubDate } from '../../layout/club/clubDates';
import { clubToday } from '../../layout/club/formatClubDate';

export interface IndexEntry {
  effective_on: string;
  handicap_index: number;
}

const WIDTH = 600;
const HEIGHT = 160;
const PAD = { left: 40, right: 12, top: 12, bottom: 24 };

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * A golfer's Handicap Index over time as a small line chart, drawn as SVG: each entry holds until the next, so the
 * line steps. No chart library: the member's screen stays light.
 */
export function IndexChart({ entries }: { entries: IndexEntry[] }) {
  const theme = useTheme();
  const translate = useTranslate();
  const club = useClubDates();
  const formatDate = useFormatClubDate();
  const sorted = [...entries].sort((a, b) => a.effective_on.localeCompare(b.effective_on));
  if (sorted.length === 0) return null;
  const today = clubToday(club);
  const firstDay = dayNumber(sorted[0]!.effective_on);
  const lastDay = Math.max(dayNumber(today), dayNumber(sorted.at(-1)!.effective_on));
  const values = sorted.map((entry) => entry.handicap_index);
  const low = Math.floor(Math.min(...values) - 1);
  const high = Math.ceil(Math.max(...values) + 1);
  const x = (day: string) =>
    PAD.left + ((dayNumber(day) - firstDay) / Math.max(1, lastDay - firstDay)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + ((high - value) / (high - low)) * (HEIGHT - PAD.top - PAD.bottom);
  const steps = sorted.flatMap((entry, position) => {
    const next = sorted[position + 1]?.effective_on ?? (today > entry.effective_on ? today : entry.effective_on);
    return [`${x(entry.effective_on)},${y(entry.handicap_index)}`, `${x(next)},${y(entry.handicap_index)}`];
  });
  const line = theme.palette.primary.main;
  const text = theme.palette.text.secondary;
  const grid = theme.palette.divider;
  const summary = translate('fairway.members.index_chart', {
    from: handicapIndexText(sorted[0]!.handicap_index),
    to: handicapIndexText(sorted.at(-1)!.handicap_index),
    count: sorted.length,
  });
  return (
    <Box sx={{ width: '100%', maxWidth: WIDTH, my: 1 }}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={summary} data-testid="index-chart">
        {[high, (high + low) / 2, low].map((value) => (
          <g key={value}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(value)} y2={y(value)} stroke={grid} />
            <text x={PAD.left - 6} y={y(value) + 4} fontSize="12" textAnchor="end" fill={text}>
              {handicapIndexText(value)}
            </text>
          </g>
        ))}
        <text x={PAD.left} y={HEIGHT - 6} fontSize="12" fill={text}>
          {formatDate(sorted[0]!.effective_on)}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} fontSize="12" textAnchor="end" fill={text}>
          {formatDate(today)}
        </text>
        <polyline points={steps.join(' ')} fill="none" stroke={line} strokeWidth="2" />
        {sorted.map((entry) => (
          <circle key={entry.effective_on} cx={x(entry.effective_on)} cy={y(entry.handicap_index)} r="3.5" fill={line}>
            <title>{`${formatDate(entry.effective_on)}: ${handicapIndexText(entry.handicap_index)}`}</title>
          </circle>
        ))}
      </svg>
    </Box>
  );
}
