import type { eventManagerRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../layout/lazyScreen';
import { peopleLabels } from '../../labels/areas';

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
