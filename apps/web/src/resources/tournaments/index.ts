import type { tournamentRecord } from '@fairway/contract';
import type { z } from 'zod';
import { tournamentsLabels } from '../../labels/areas';
import type { ResourceDeclaration } from '../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../layout/lazyScreen';
import { resourcePages, type RouteEntry } from '../../routes/routeEntry';

/** A club's tournaments (`/api/tournaments/`): the list, and the one page that runs each event. */
export const tournaments: ResourceDeclaration<z.output<typeof tournamentRecord>> = {
  name: 'tournaments',
  listPath: '/tournament',
  recordPath: '/tournament',
  recordRepresentation: (tournament) => tournament.name,
  cardFields: ['name', 'start_date', 'format', 'status', 'entries_count'],
  defaultSort: { field: 'start_date', order: 'DESC' },
  list: lazyScreen(() => import('./TournamentList'), 'TournamentList', tournamentsLabels),
  create: lazyScreen(() => import('./TournamentCreate'), 'TournamentCreate', tournamentsLabels),
  edit: lazyScreen(() => import('./TournamentEdit'), 'TournamentEdit', tournamentsLabels),
};

export const routes: readonly RouteEntry[] = resourcePages(tournaments);
