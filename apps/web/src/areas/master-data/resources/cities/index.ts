import type { cityRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { masterDataLabels } from '../../labels/masterDataLabels';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

export const cities: ResourceDeclaration<z.output<typeof cityRecord>> = {
  name: 'cities',
  listPath: '/settings/cities',
  recordPath: '/settings/cities',
  recordRepresentation: (city) => `${city.name}, ${city.state_name}`,
  cardFields: ['name', 'state_name', 'country_name', 'is_active'],
  list: lazyScreen(() => import('./CityList'), 'CityList', masterDataLabels),
  create: lazyScreen(() => import('./CityCreate'), 'CityCreate', masterDataLabels),
  edit: lazyScreen(() => import('./CityEdit'), 'CityEdit', masterDataLabels),
};

/** Its pages, with the roles and name of its menu entry. */
export const routes: readonly DeclaredRoute[] = resourcePages(cities);
