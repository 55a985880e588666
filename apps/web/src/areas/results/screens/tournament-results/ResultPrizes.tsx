import { formatMoney } from '@fairway/contract';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ResultPrize } from '../../providers/resultsApi';

/** 1st, 2nd, 3rd, 4th, 11th, 21st. */
function ordinal(position: number): string {
  const tens = position % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[position % 10] ?? 'th');
  return `${position}${suffix}`;
}

/**
 * The tournament's prizes under its results: each prize, the category and place it is for, its value, and the winner
 * its publication gave it ("Not awarded yet" before). The value is written in the currency the answer names, so the
 * public page, read with no club chosen, shows it too. The server fills the winners; nothing is worked out here.
 */
export function ResultPrizes({ prizes, published }: { prizes: readonly ResultPrize[]; published: boolean }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="result-prizes" sx={{ mt: 3 }}>
      <Typography id="result-prizes" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('fairway.results.prizes')}
      </Typography>
      {prizes.length === 0 ? (
        <Typography variant="body2">{translate('fairway.results.no_prizes')}</Typography>
      ) : (
        <>
          {published ? null : (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('fairway.results.prizes_filled')}
            </Typography>
          )}
          <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate('fairway.results.prizes')}>
            <Table size="small" aria-label={translate('fairway.results.prizes')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('fairway.results.prize_columns.prize')}</TableCell>
                  <TableCell>{translate('fairway.results.prize_columns.place')}</TableCell>
                  <TableCell sx={{ textAlign: 'right' }}>{translate('fairway.results.prize_columns.value')}</TableCell>
                  <TableCell>{translate('fairway.results.prize_columns.winner')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {prizes.map((prize) => (
                  <TableRow key={prize.id}>
                    <TableCell>
                      {prize.prize_type_name}
                      {prize.description ? (
                        <Typography variant="caption" component="div" color="text.secondary">
                          {prize.description}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      {translate('fairway.results.prize_place', {
                        category: prize.category || translate('fairway.results.whole_field'),
                        place: ordinal(prize.position),
                      })}
                    </TableCell>
                    <TableCell sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                      {prize.value_minor > 0 ? formatMoney(prize.value_minor, prize.currency) : ''}
                    </TableCell>
                    <TableCell>
                      {prize.winner_name ?? (
                        <Typography variant="body2" component="span" color="text.secondary">
                          {translate('fairway.results.not_awarded')}
                        </Typography>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Box>
  );
}
