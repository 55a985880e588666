import { Role, resultEndpoints, type TournamentFormat, type TournamentStatus } from '@fairway/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useGetList, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { isAllowed } from '../../../../layout/menu/roles';
import { useEndpointQuery } from '../../../../providers/endpointClient';
import { roleIdsOf, useCurrentUser } from '../../../../providers/queries';

export interface PlayedTournament {
  id: number;
  name: string;
  status: TournamentStatus;
  format: TournamentFormat;
}

/** Tournaments whose results can be worked out: play has started. */
const played: readonly TournamentStatus[] = ['in_progress', 'completed', 'finalised'];

/** Whether the signed-in person organises the club's tournaments (admin, event manager): else they only read. */
export function useOrganisesResults(): boolean {
  const currentUser = useCurrentUser();
  return isAllowed([Role.admin, Role.eventManager], roleIdsOf(currentUser.data));
}

/** The tournament chosen among `tournaments`: the page's `?tournament=ID`, else the first (the latest). */
function useChosenTournament<T extends { id: number }>(tournaments: readonly T[]) {
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
  return { chosen, choose };
}

/**
 * The club's played tournaments, latest first, and the one chosen: the page's `?tournament=ID`, else the latest.
 */
export function usePlayedTournaments() {
  const { data: listed, isPending } = useGetList<PlayedTournament>('tournaments', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'start_date', order: 'DESC' },
  });
  const tournaments = (listed ?? []).filter((tournament) => played.includes(tournament.status));
  return { tournaments, ...useChosenTournament(tournaments), isPending };
}

/**
 * The club's tournaments whose results are published, latest first, and the one chosen: what a member may read, who
 * may not list the club's tournaments (decision 0080).
 */
export function usePublishedTournaments() {
  const { data, isPending } = useEndpointQuery(resultEndpoints.published, {});
  const tournaments: PlayedTournament[] = (data ?? []).map((published) => ({
    id: published.tournament_id,
    name: published.tournament_name,
    status: 'completed',
    format: published.format,
  }));
  return { tournaments, ...useChosenTournament(tournaments), isPending };
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
