import type { countryRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { masterDataLabels } from '../../labels/masterDataLabels';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

export const countries: ResourceDeclaration<z.output<typeof countryRecord>> = {
  name: 'countries',
  listPath: '/settings/countries',
  recordPath: '/settings/countries',
  recordRepresentation: (country) => country.name,
  cardFields: ['name', 'iso_code', 'phone_code', 'is_active'],
  defaultSort: { field: 'name', order: 'ASC' },
  list: lazyScreen(() => import('./CountryList'), 'CountryList', masterDataLabels),
  create: lazyScreen(() => import('./CountryCreate'), 'CountryCreate', masterDataLabels),
  edit: lazyScreen(() => import('./CountryEdit'), 'CountryEdit', masterDataLabels),
};

/** Its pages, with the roles and name of its menu entry. */
export const routes: readonly DeclaredRoute[] = resourcePages(countries);
