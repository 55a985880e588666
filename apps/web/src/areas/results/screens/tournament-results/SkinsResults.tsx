import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useFormatClubMoney } from '../../../../layout/club/clubMoney';
import type { TournamentResults } from '../../providers/resultsApi';

/** Figures in a table read down their column: right-aligned, the same width each. */
const figure = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * A skins game's results: who won skins and money, then each hole with what became of its skin in words (won,
 * carried, void, split, to a play-off) and its value. Every figure is the server's.
 */
export function SkinsResults({ skins }: { skins: TournamentResults['skins'] }) {
  const translate = useTranslate();
  const money = useFormatClubMoney();
  if (!skins) return null;
  const winners = translate('fairway.results.skins.winners');
  const holes = translate('fairway.results.skins.holes');
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {winners}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('fairway.results.skins.summary', {
          skins: skins.skins_won,
          pot: money(skins.pot_minor),
          unawarded: money(skins.unawarded_minor),
        })}
      </Typography>
      <Box sx={{ overflowX: 'auto', mb: 2 }} tabIndex={0} role="region" aria-label={winners}>
        <Table size="small" aria-label={winners}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('fairway.results.skins.player')}</TableCell>
              <TableCell sx={figure}>{translate('fairway.results.skins.skins')}</TableCell>
              <TableCell>{translate('fairway.results.skins.holes_won')}</TableCell>
              <TableCell sx={figure}>{translate('fairway.results.skins.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {skins.players.map((player) => (
              <TableRow key={player.member_id}>
                <TableCell>{player.name}</TableCell>
                <TableCell sx={figure}>{player.skins}</TableCell>
                <TableCell>{player.holes_won.join(', ')}</TableCell>
                <TableCell sx={figure}>{money(player.amount_minor)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {holes}
      </Typography>
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={holes}>
        <Table size="small" aria-label={holes}>
          <TableHead>
            <TableRow>
              <TableCell sx={figure}>{translate('fairway.results.skins.hole')}</TableCell>
              <TableCell>{translate('fairway.results.skins.outcome')}</TableCell>
              <TableCell sx={figure}>{translate('fairway.results.skins.value')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {skins.holes.map((hole) => (
              <TableRow key={hole.hole_number}>
                <TableCell sx={figure}>{hole.hole_number}</TableCell>
                <TableCell>{hole.explanation}</TableCell>
                <TableCell sx={figure}>{hole.value_minor > 0 ? money(hole.value_minor) : '–'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
