import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import type { PerformanceRecord } from '../../providers/handicapsApi';

const figure = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', px: 0.75 } as const;

/** A score record's card, hole by hole as the round was played: the par and the strokes of each hole. */
export function RecordCard({ record, onClose }: { record: PerformanceRecord; onClose(): void }) {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  const title = translate('fairway.handicaps.card_title', {
    course: record.course_name,
    tee: record.tee_name,
    day: formatDate(record.played_on),
  });
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="record-card-title">
      <DialogTitle id="record-card-title">{title}</DialogTitle>
      <DialogContent>
        <Table size="small" sx={{ overflowX: 'auto', display: 'block' }} aria-label={title}>
          <TableBody>
            {(
              [
                ['hole', record.hole_pars.map((_par, hole) => hole + 1)],
                ['par', record.hole_pars],
                ['strokes', record.hole_strokes],
              ] as const
            ).map(([line, values]) => (
              <TableRow key={line}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, pl: 0 }}>
                  {translate(`fairway.handicaps.card.${line}`)}
                </TableCell>
                {values.map((value, hole) => (
                  <TableCell key={hole} sx={line === 'hole' ? { ...figure, color: 'text.secondary' } : figure}>
                    {value ?? '–'}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="body2" sx={{ mt: 2 }}>
          {translate('fairway.handicaps.card.gross')}: {record.gross_score ?? '–'} ·{' '}
          {translate('fairway.handicaps.card.adjusted_gross')}: {record.adjusted_gross_score ?? '–'}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('fairway.handicaps.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
