import { handicapIndexText } from '@fairway/golf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import type { PerformanceRecord } from '../../providers/handicapsApi';
import { RecordCard } from './RecordCard';

const figure = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
/** Gross and adjusted gross make way on a phone: the day, the differential and the index after read first. */
const wideOnly = { ...figure, display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * Score records, the latest first: the day, course and tee, gross and adjusted gross, the differential with its marks
 * (counting, exceptional, capped) and the index after; a record of a round opens its card.
 */
export function RecordsTable({ title, records }: { title: string; records: readonly PerformanceRecord[] }) {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  const [open, setOpen] = useState<PerformanceRecord | null>(null);
  if (records.length === 0) return null;
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={title}>
        <Table size="small" aria-label={title} sx={{ '& td, & th': { px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('fairway.handicaps.columns.played_on')}</TableCell>
              <TableCell>{translate('fairway.handicaps.columns.course')}</TableCell>
              <TableCell sx={wideOnly}>{translate('fairway.handicaps.columns.gross')}</TableCell>
              <TableCell sx={wideOnly}>{translate('fairway.handicaps.columns.adjusted_gross')}</TableCell>
              <TableCell sx={figure}>{translate('fairway.handicaps.columns.differential')}</TableCell>
              <TableCell sx={figure}>{translate('fairway.handicaps.columns.index_after')}</TableCell>
              <TableCell>{translate('fairway.handicaps.columns.card')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {records.map((record) => (
              <TableRow key={record.id} selected={record.counting}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(record.played_on)}</TableCell>
                <TableCell>
                  <Typography variant="body2">
                    {record.course_name}
                    {record.tee_name ? `, ${record.tee_name}` : ''}
                    {record.holes === 9 ? ` (${record.holes})` : ''}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {translate(`fairway.handicaps.sources.${record.source}`)}
                    {record.holes_estimated > 0
                      ? ` · ${translate('fairway.handicaps.estimated', { holes: record.holes_estimated })}`
                      : ''}
                  </Typography>
                </TableCell>
                <TableCell sx={wideOnly}>{record.gross_score ?? '–'}</TableCell>
                <TableCell sx={wideOnly}>{record.adjusted_gross_score ?? '–'}</TableCell>
                <TableCell sx={figure}>
                  <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', alignItems: 'center' }}>
                    {record.counting ? (
                      <Chip
                        size="small"
                        color="primary"
                        label={translate('fairway.handicaps.counting_mark')}
                        sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
                      />
                    ) : null}
                    {record.exceptional_reduction > 0 ? (
                      <Chip
                        size="small"
                        color="success"
                        label={translate('fairway.handicaps.exceptional', { strokes: record.exceptional_reduction })}
                      />
                    ) : null}
                    {(record.counted_differential ?? record.score_differential).toFixed(1)}
                  </Box>
                </TableCell>
                <TableCell sx={figure}>
                  {record.handicap_index_after === null ? '–' : handicapIndexText(record.handicap_index_after)}
                  {record.cap_applied ? (
                    <Typography variant="caption" color="warningText" component="div">
                      {translate(`fairway.handicaps.capped.${record.cap_applied}`)}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>
                  {record.hole_pars.length > 0 ? (
                    <Button
                      size="small"
                      onClick={() => setOpen(record)}
                      aria-label={translate('fairway.handicaps.open_card_of', { day: formatDate(record.played_on) })}
                    >
                      {translate('fairway.handicaps.open_card')}
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {open ? <RecordCard record={open} onClose={() => setOpen(null)} /> : null}
    </Box>
  );
}
