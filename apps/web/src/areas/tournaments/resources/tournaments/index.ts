import type { tournamentRecord } from '@fairway/contract';
import type { z } from 'zod';
import { tournamentsLabels } from '../../labels/tournamentsLabels';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';
import type { DashboardCard } from '../../../../layout/dashboardCard';
import { nextRoundFace } from './nextRoundFace';
import { eventsAheadFace } from './eventsAheadFace';

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

export const routes: readonly DeclaredRoute[] = resourcePages(tournaments);

/** What is live on the dashboard: a golfer's next round; the events an organiser runs that are open or in play. */
export const dashboardCards: readonly DashboardCard[] = [
  {
    id: nextRoundFace.id,
    roles: nextRoundFace.roles,
    card: lazyScreen(() => import('./NextRoundCard'), 'NextRoundCard'),
  },
  {
    id: eventsAheadFace.id,
    roles: eventsAheadFace.roles,
    card: lazyScreen(() => import('./EventsAheadCard'), 'EventsAheadCard'),
  },
];
