import type { tournamentMasterRecord } from '@fairway/contract';
import type { z } from 'zod';
import { tournamentsLabels } from '../../labels/tournamentsLabels';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

/** A club's series of tournaments (`/api/tournament_masters/`): the club's, and each event manager's own. */
export const tournamentMasters: ResourceDeclaration<z.output<typeof tournamentMasterRecord>> = {
  name: 'tournament_masters',
  listPath: '/tournament-master',
  recordPath: '/tournament-master',
  recordRepresentation: (series) => series.name,
  cardFields: ['name', 'default_format', 'event_manager_name', 'tournaments_count'],
  defaultSort: { field: 'name', order: 'ASC' },
  list: lazyScreen(() => import('./TournamentMasterList'), 'TournamentMasterList', tournamentsLabels),
  create: lazyScreen(() => import('./TournamentMasterCreate'), 'TournamentMasterCreate', tournamentsLabels),
  edit: lazyScreen(() => import('./TournamentMasterEdit'), 'TournamentMasterEdit', tournamentsLabels),
};

export const routes: readonly DeclaredRoute[] = resourcePages(tournamentMasters);
