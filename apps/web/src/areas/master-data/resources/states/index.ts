import type { stateRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { masterDataLabels } from '../../labels/masterDataLabels';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

export const states: ResourceDeclaration<z.output<typeof stateRecord>> = {
  name: 'states',
  listPath: '/settings/states',
  recordPath: '/settings/states',
  recordRepresentation: (state) => `${state.name}, ${state.country_name}`,
  cardFields: ['name', 'country_name', 'code', 'is_active'],
  list: lazyScreen(() => import('./StateList'), 'StateList', masterDataLabels),
  create: lazyScreen(() => import('./StateCreate'), 'StateCreate', masterDataLabels),
  edit: lazyScreen(() => import('./StateEdit'), 'StateEdit', masterDataLabels),
};

/** Its pages, with the roles and name of its menu entry. */
export const routes: readonly DeclaredRoute[] = resourcePages(states);
