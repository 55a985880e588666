import type { WebArea } from '../../routes/routeEntry';
import * as cities from './resources/cities';
import * as countries from './resources/countries';
import * as prizeTypes from './resources/prize_types';
import * as scoreTerms from './resources/score_terms';
import * as states from './resources/states';
import * as userType from './resources/user_type';

/** The super admin's master data: prize types, score terms, countries, states, cities and user types. */
export const masterDataArea: WebArea = {
  routes: [prizeTypes, scoreTerms, countries, states, cities, userType].flatMap((part) => part.routes),
};
