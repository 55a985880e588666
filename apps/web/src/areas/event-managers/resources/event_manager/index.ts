import { Role, type eventManagerRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { peopleLabels } from '../../../members';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

/** The club's organisers (event managers) and, on each one's page, their roster of players. */
export const eventManagers: ResourceDeclaration<z.output<typeof eventManagerRecord>> = {
  name: 'event_manager',
  listPath: '/event-managers',
  recordPath: '/event-managers',
  recordRepresentation: (organiser) => organiser.user_name,
  cardFields: ['user_name', 'organisation', 'roster_size', 'is_active'],
  list: lazyScreen(() => import('./EventManagerList'), 'EventManagerList', peopleLabels),
  edit: lazyScreen(() => import('./EventManagerEdit'), 'EventManagerEdit', peopleLabels),
};

/**
 * The menu leads the super admin to the organisers; a club's admin reaches them from Admin > Users, an organiser
 * their own record from their roster's page (decision 0037).
 */
export const routes: readonly DeclaredRoute[] = resourcePages(eventManagers).map((entry) => ({
  ...entry,
  roles: [Role.superAdmin, Role.admin, Role.eventManager],
}));
