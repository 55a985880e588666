import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../../http/area.js';
import { registerResource } from '../../http/resource-routes.js';
import { citiesResource } from './cities.resource.js';
import { countriesResource } from './countries.resource.js';
import { prizeTypesResource } from './prize-types.resource.js';
import { userTypeResource } from './user-type.resource.js';
import { scoreTermsResource } from './score-terms.resource.js';
import { statesResource } from './states.resource.js';

/** Master data: the countries, states, cities, kinds and terms every club shares, kept by the super admin. */
export function registerMasterData(app: FastifyInstance, deps: AreaDeps) {
  for (const resource of [
    countriesResource,
    statesResource,
    citiesResource,
    userTypeResource,
    prizeTypesResource,
    scoreTermsResource,
  ]) {
    registerResource(app, deps, resource);
  }
}
