import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import type { TournamentResults } from '../../providers/resultsApi';

/**
 * What the results say of themselves: published or not, when calculated, the format and basis, each time they were
 * published again and why, the hidden holes; a knockout's champion and its consolation bracket's winner.
 */
export function ResultsFacts({ results }: { results: TournamentResults }) {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Chip
          size="small"
          color={results.published ? 'success' : 'default'}
          // On a phone the words wrap inside the chip rather than being cut.
          sx={{ height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } }}
          label={translate(results.published ? 'fairway.results.published' : 'fairway.results.unpublished')}
        />
        <Typography variant="body2" color="text.secondary">
          {translate('fairway.results.calculated_at', {
            date: formatDate(results.calculated_at, { withTime: true }),
          })}
        </Typography>
      </Box>
      <Typography variant="body2">
        {translate('fairway.results.format_and_basis', {
          format: translate(`fairway.tournaments.formats.${results.format}`),
          basis: translate(`fairway.results.bases.${results.basis}`),
        })}
      </Typography>
      {results.corrections.map((correction) => (
        <Typography key={correction.published_at} variant="body2">
          {correction.reason === null
            ? translate('fairway.results.corrected_without_reason', {
                date: formatDate(correction.published_at, { withTime: true }),
              })
            : translate('fairway.results.corrected', {
                date: formatDate(correction.published_at, { withTime: true }),
                reason: correction.reason,
              })}
        </Typography>
      ))}
      {results.format === 'knockout'
        ? results.categories.map((table) => {
            const winner = table.rows.find((row) => row.position === 1);
            return winner ? (
              <Typography key={table.category} variant="body2" sx={{ fontWeight: 700 }}>
                {translate(
                  table.category === '' ? 'fairway.results.knockout_champion' : 'fairway.results.knockout_consolation',
                  { name: winner.name },
                )}
              </Typography>
            ) : null;
          })
        : null}
      {results.hidden_holes.length > 0 ? (
        <Typography variant="body2">
          {translate('fairway.results.hidden_holes', { holes: results.hidden_holes.join(', ') })}
        </Typography>
      ) : null}
    </Box>
  );
}
