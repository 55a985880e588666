import type { TournamentFormat, TournamentStatus } from '@fairway/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useGetList, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';

export interface PlayedTournament {
  id: number;
  name: string;
  status: TournamentStatus;
  format: TournamentFormat;
}

/** Tournaments whose results can be worked out: play has started. */
const played: readonly TournamentStatus[] = ['in_progress', 'completed', 'finalised'];

/**
 * The club's played tournaments, latest first, and the one chosen: the page's `?tournament=ID`, else the latest.
 */
export function usePlayedTournaments() {
  const { data: listed, isPending } = useGetList<PlayedTournament>('tournaments', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'start_date', order: 'DESC' },
  });
  const tournaments = (listed ?? []).filter((tournament) => played.includes(tournament.status));
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('tournament'));
  const chosen = tournaments.find((tournament) => tournament.id === asked) ?? tournaments[0];
  const choose = (id: number) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tournament', String(id));
        return next;
      },
      { replace: true },
    );
  return { tournaments, chosen, choose, isPending };
}

/** The choice of a played tournament. */
export function TournamentChooser({
  tournaments,
  chosen,
  onChoose,
}: {
  tournaments: readonly PlayedTournament[];
  chosen: PlayedTournament;
  onChoose: (id: number) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('fairway.results.tournament')}
      value={chosen.id}
      onChange={(event) => onChoose(Number(event.target.value))}
      sx={{ minWidth: 240, maxWidth: '100%' }}
    >
      {tournaments.map((tournament) => (
        <MenuItem key={tournament.id} value={tournament.id}>
          {tournament.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
