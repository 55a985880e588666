import type { ResultBasis } from '@fairway/contract';
import { handicapIndexText, handicapText } from '@fairway/golf';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { usePhoneWidth } from '../../../../layout/usePhoneWidth';
import type { ResultCategory, ResultRow } from '../../providers/resultsApi';

/** Figures in a table read down their column: right-aligned, the same width each. */
const figure = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** A net score as the results hold it: whole, or to one decimal where a Peoria handicap made it so. */
const scoreText = (score: number | null) =>
  score === null ? '' : Number.isInteger(score) ? String(score) : score.toFixed(1);

interface Column {
  key: 'playing_handicap' | 'peoria_handicap' | 'gross' | 'net' | 'points';
  label: string;
  /** A handicap: on a phone it goes under the player's name, leaving the row's width to the scores. */
  handicap?: boolean;
  text: (row: ResultRow) => string;
}

const columns: readonly Column[] = [
  { key: 'playing_handicap', label: 'handicap', handicap: true, text: (row) => handicapText(row.playing_handicap) },
  {
    key: 'peoria_handicap',
    label: 'peoria_handicap',
    handicap: true,
    text: (row) => (row.peoria_handicap === null ? '' : handicapIndexText(row.peoria_handicap)),
  },
  { key: 'gross', label: 'gross', text: (row) => scoreText(row.gross) },
  { key: 'net', label: 'net', text: (row) => scoreText(row.net) },
  { key: 'points', label: 'points', text: (row) => scoreText(row.points) },
];

/** The figure a table is ranked on; where both stroke bases rank, its name ends in "Net" or "Gross". */
const rankedOn = (basis: ResultBasis, category: string): Column['key'] => {
  if (basis === 'stableford') return 'points';
  if (basis === 'both') return /(^| )Gross$/.test(category) ? 'gross' : 'net';
  return basis;
};

/**
 * One category's table: position ("T2" when shared), the player with how countback split their tie (and a scramble
 * team's drives used) under the name,
 * the figure it is ranked on, then the other figures this format has (a column no row fills is left out: a stroke
 * play has no points). The ranked figure comes first; where a phone has more than one score to show (gross and net),
 * the handicaps go under the name, so that every score is on the screen without a sideways swipe.
 */
function CategoryTable({
  category,
  caption,
  basis,
}: {
  category: ResultCategory;
  caption: string;
  basis: ResultBasis;
}) {
  const translate = useTranslate();
  const isPhone = usePhoneWidth();
  const ranked = rankedOn(basis, category.category);
  const filled = [
    ...columns.filter((column) => column.key === ranked),
    ...columns.filter((column) => column.key !== ranked),
  ].filter((column) => category.rows.some((row) => row[column.key] !== null));
  const crowded = isPhone && filled.filter((column) => !column.handicap).length > 1;
  const shown = crowded ? filled.filter((column) => !column.handicap) : filled;
  const underName = crowded ? filled.filter((column) => column.handicap) : [];
  if (category.rows.length === 0) return <Typography>{translate('fairway.results.no_rows')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={caption}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell sx={figure}>{translate('fairway.results.columns.position')}</TableCell>
            <TableCell>{translate('fairway.results.columns.player')}</TableCell>
            {shown.map((column) => (
              <TableCell key={column.key} sx={figure}>
                {translate(`fairway.results.columns.${column.label}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {category.rows.map((row) => (
            <TableRow key={row.member_id}>
              <TableCell sx={figure}>{row.position_display}</TableCell>
              <TableCell>
                {row.name}
                {row.countback ? (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {row.countback}
                  </Typography>
                ) : null}
                {row.drives ? (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {row.drives}
                  </Typography>
                ) : null}
                {underName.map((column) => (
                  <Typography key={column.key} variant="caption" color="text.secondary" component="div">
                    {`${translate(`fairway.results.columns.${column.label}`)} ${column.text(row)}`}
                  </Typography>
                ))}
              </TableCell>
              {shown.map((column) => (
                <TableCell key={column.key} sx={figure}>
                  {column.text(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Every category of the results, each under its name ("Whole field" for a field of one category). */
export function ResultsTables({ categories, basis }: { categories: readonly ResultCategory[]; basis: ResultBasis }) {
  const translate = useTranslate();
  return (
    <>
      {categories.map((category) => {
        const caption = category.category || translate('fairway.results.whole_field');
        return (
          <Box key={category.category} component="section" sx={{ mb: 3 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {caption}
            </Typography>
            <CategoryTable category={category} caption={caption} basis={basis} />
          </Box>
        );
      })}
    </>
  );
}
