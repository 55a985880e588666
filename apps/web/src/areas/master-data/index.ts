import { Role } from '@fairway/contract';
import { mdiCardAccountDetails, mdiCityVariant, mdiEarth, mdiGift, mdiMap, mdiTarget } from '@mdi/js';
import type { WebArea } from '../../layout/routing/routeEntry';
import * as cities from './resources/cities';
import * as countries from './resources/countries';
import * as prizeTypes from './resources/prize_types';
import * as scoreTerms from './resources/score_terms';
import * as states from './resources/states';
import * as userType from './resources/user_type';

/** The super admin's master data: prize types, score terms, countries, states, cities and user types. */
export const masterDataArea: WebArea = {
  routes: [prizeTypes, scoreTerms, countries, states, cities, userType].flatMap((part) => part.routes),
  menu: [
    { tag: 'prize_types', icon: mdiGift, path: '/prize_type' },
    { tag: 'score_terms', icon: mdiTarget, path: '/score_term' },
    { tag: 'setting-user-types', icon: mdiCardAccountDetails, path: '/settings/user-types' },
    { tag: 'setting-countries', icon: mdiEarth, path: '/settings/countries' },
    { tag: 'setting-states', icon: mdiMap, path: '/settings/states' },
    { tag: 'setting-cities', icon: mdiCityVariant, path: '/settings/cities' },
  ].map((entry, index) => ({
    entry: { ...entry, roles: [Role.superAdmin] },
    group: 'super-admin',
    order: 40 + 10 * index,
  })),
};
