import { formatMoney } from '@fairway/contract';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { Leaderboard } from '../../providers/leaderboardApi';

/** Figures in a table read down their column: right-aligned, the same width each. */
const figure = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * A skins game as it stands, live: the skins won and carried, the pot, who has won skins, then each hole with who
 * holds it in words and the skins riding on it. Every figure and word is the server's.
 */
export function SkinsBoard({ skins }: { skins: NonNullable<Leaderboard['skins']> }) {
  const translate = useTranslate();
  const label = (name: string) => translate(`fairway.skins_board.${name}`);
  const played = skins.holes.filter((hole) => hole.status !== 'not_played');
  return (
    <Box component="section" aria-labelledby="skins-board-heading">
      <Typography variant="h6" component="h2" id="skins-board-heading">
        {label('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('fairway.skins_board.summary', {
          won: skins.skins_won,
          carried: skins.skins_carried,
          basis: translate(`fairway.boards.bases.${skins.basis}`).toLowerCase(),
        })}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('fairway.skins_board.pot', { pot: formatMoney(skins.pot_minor, skins.currency) })}
      </Typography>
      {skins.players.length === 0 ? (
        <Typography sx={{ mb: 2 }}>{label('none_won')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto', mb: 2 }} tabIndex={0} role="region" aria-label={label('players')}>
          <Table size="small" aria-label={label('players')}>
            <TableHead>
              <TableRow>
                <TableCell>{label('player')}</TableCell>
                <TableCell sx={figure}>{label('won')}</TableCell>
                <TableCell>{label('holes_won')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {skins.players.map((player) => (
                <TableRow key={player.member_id}>
                  <TableCell>{player.name}</TableCell>
                  <TableCell sx={figure}>{player.skins}</TableCell>
                  <TableCell>{player.holes_won.join(', ')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {played.length > 0 ? (
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label('title')}>
          <Table size="small" aria-label={label('title')}>
            <TableHead>
              <TableRow>
                <TableCell sx={figure}>{label('hole')}</TableCell>
                <TableCell sx={figure}>
                  <abbr title={label('at_stake_name')}>{label('at_stake')}</abbr>
                </TableCell>
                <TableCell>{label('holder')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {played.map((hole) => (
                <TableRow key={hole.hole_number} data-status={hole.status}>
                  <TableCell sx={figure}>{hole.hole_number}</TableCell>
                  <TableCell sx={figure}>{hole.skins_at_stake}</TableCell>
                  <TableCell>{hole.explanation}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
    </Box>
  );
}
