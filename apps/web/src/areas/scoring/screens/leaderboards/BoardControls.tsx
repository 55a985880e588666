import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Leaderboard } from '../../providers/leaderboardApi';

/** The tournament of a page reached with `?tournament=ID`, else the first board in play. */
export function useChosenTournament(boards: readonly Leaderboard[] | undefined) {
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('tournament'));
  const tournamentId = Number.isInteger(asked) && asked > 0 ? asked : boards?.[0]?.tournament_id;
  const choose = (id: number) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tournament', String(id));
        return next;
      },
      { replace: true },
    );
  return { tournamentId, choose };
}

/** Which tournament's board: those in play, and the one asked for by its link even when it is not. */
export function TournamentChoice({
  boards,
  tournamentId,
  current,
  onChange,
}: {
  boards: readonly Leaderboard[];
  tournamentId: number | undefined;
  current: Leaderboard | undefined;
  onChange: (id: number) => void;
}) {
  const translate = useTranslate();
  const choices =
    boards.some((board) => board.tournament_id === tournamentId) || !current ? boards : [current, ...boards];
  if (choices.length === 0) return null;
  return (
    <TextField
      select
      size="small"
      label={translate('fairway.boards.tournament')}
      value={tournamentId ?? ''}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 220, maxWidth: '100%' }}
    >
      {choices.map((board) => (
        <MenuItem key={board.tournament_id} value={board.tournament_id}>
          {board.tournament_name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Only the players of one category, or all. */
export function CategoryChoice({
  categories,
  value,
  onChange,
}: {
  categories: readonly string[];
  value: string;
  onChange: (category: string) => void;
}) {
  const translate = useTranslate();
  if (categories.length === 0) return null;
  return (
    <TextField
      select
      size="small"
      label={translate('fairway.boards.category')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 180, maxWidth: '100%' }}
    >
      <MenuItem value="">{translate('fairway.boards.all_categories')}</MenuItem>
      {categories.map((category) => (
        <MenuItem key={category} value={category}>
          {category}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Gross or net, for a board ranked on strokes; a Stableford board has its points only. It shows the basis the board
 * is ranked on: a tournament scored on one basis answers on it whatever is asked, and the switch then stays put.
 */
export function BasisChoice({
  board,
  asked,
  onChange,
}: {
  board: Leaderboard;
  asked: 'gross' | 'net' | undefined;
  onChange: (basis: 'gross' | 'net') => void;
}) {
  const translate = useTranslate();
  // A board ranked on one basis only (Stableford points, a Peoria family's gross, a tournament scored on one) has no
  // choice to offer.
  if (board.basis === 'stableford' || board.bases.length < 2) return null;
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={board.basis}
      disabled={asked !== undefined && asked !== board.basis}
      onChange={(_event, basis: 'gross' | 'net' | null) => basis && onChange(basis)}
      aria-label={translate('fairway.boards.basis')}
      // MUI's muted grey of the button not chosen is too faint on the page's light grey; the chosen one is shaded.
      sx={{ '& .MuiToggleButton-root:not(.Mui-disabled)': { color: 'text.primary' } }}
    >
      <ToggleButton value="gross">{translate('fairway.boards.bases.gross')}</ToggleButton>
      <ToggleButton value="net">{translate('fairway.boards.bases.net')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
