import type { countryRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../layout/lazyScreen';

export const countries: ResourceDeclaration<z.output<typeof countryRecord>> = {
  name: 'countries',
  listPath: '/settings/countries',
  recordPath: '/settings/countries',
  recordRepresentation: (country) => country.name,
  cardFields: ['name', 'iso_code', 'phone_code', 'is_active'],
  defaultSort: { field: 'name', order: 'ASC' },
  list: lazyScreen(() => import('./CountryList'), 'CountryList'),
  create: lazyScreen(() => import('./CountryCreate'), 'CountryCreate'),
  edit: lazyScreen(() => import('./CountryEdit'), 'CountryEdit'),
};
