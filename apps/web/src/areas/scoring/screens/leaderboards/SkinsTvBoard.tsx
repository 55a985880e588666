import { formatMoney } from '@fairway/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import type { Leaderboard } from '../../providers/leaderboardApi';
import { boardTableStyle } from './boardStyle';

type LiveSkins = NonNullable<Leaderboard['skins']>;
type SkinsHole = LiveSkins['holes'][number];

/**
 * A skins game on the club-house TV, live: the skins won and carried and the pot, then every hole of the card with
 * who holds or won it and the skins riding on it, in large type beside the board. Every figure is the server's.
 */
export function SkinsTvBoard({ board, skins }: { board: Leaderboard; skins: LiveSkins }) {
  const translate = useTranslate();
  const label = (name: string, options?: object) => translate(`fairway.skins_board.${name}`, options);
  const names = new Map<number, string>(board.rows.map((row) => [row.member_id, row.name]));
  for (const player of skins.players) names.set(player.member_id, player.name);
  const nameOf = (memberId: number) => names.get(memberId) ?? '';
  const who = (hole: SkinsHole) => {
    if (hole.status === 'not_played') return '';
    if (hole.holder_member_id !== null) {
      return label(`tv.${hole.status === 'won' ? 'won' : 'held'}`, { name: nameOf(hole.holder_member_id) });
    }
    return label(`tv.${hole.status}`, { count: hole.tied_member_ids.length });
  };
  return (
    <Box component="section" aria-labelledby="skins-tv-heading" sx={{ display: 'flex', flexDirection: 'column' }}>
      <Typography
        id="skins-tv-heading"
        component="h2"
        sx={{ fontSize: 'clamp(1.25rem, 3.4vh, 3rem)', fontWeight: 700 }}
      >
        {label('title')}
      </Typography>
      <Typography sx={{ fontSize: 'clamp(1rem, 2.4vh, 2rem)', mb: 1 }} color="text.secondary">
        {label('tv.summary', {
          won: skins.skins_won,
          carried: skins.skins_carried,
          pot: formatMoney(skins.pot_minor, skins.currency),
        })}
      </Typography>
      <Box
        component="table"
        sx={(theme) => ({
          ...boardTableStyle(true)(theme),
          fontSize: 'clamp(0.9rem, min(2vh, 3vw), 2rem)',
          '& th, & td': { px: 1.5, py: 0.125, borderBottom: `1px solid ${theme.palette.divider}`, textAlign: 'left' },
          '& tr[data-status="won"] td': { fontWeight: 700 },
        })}
      >
        <Box component="caption" sx={visuallyHidden}>
          {label('title')}
        </Box>
        <thead>
          <tr>
            <th scope="col" className="number">
              {label('hole')}
            </th>
            <th scope="col" className="number">
              <abbr title={label('at_stake_name')}>{label('at_stake')}</abbr>
            </th>
            <th scope="col" className="name">
              {label('holder')}
            </th>
          </tr>
        </thead>
        <tbody>
          {skins.holes.map((hole) => (
            <tr key={hole.hole_number} data-status={hole.status}>
              <th scope="row" className="number">
                {hole.hole_number}
              </th>
              <td className="number">{hole.skins_at_stake}</td>
              <td className="name">{who(hole)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
