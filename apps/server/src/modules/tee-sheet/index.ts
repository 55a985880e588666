import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../../http/area.js';
import { registerResource } from '../../http/resource-routes.js';
import { bookingRulesResource } from './booking-rules.resource.js';
import { greenFeesResource } from './green-fees.resource.js';
import { registerTeeSheetRoutes } from './tee-sheet-routes.js';
import { teeSheetBlocksResource } from './tee-sheet-blocks.resource.js';
import { teeSheetTemplatesResource } from './tee-sheet-templates.resource.js';

/**
 * The tee sheet (issue 51): the club's templates of its days, blocks, booking rules and green fees, kept by its admins;
 * a course's day for every role of the club; members' bookings by the club's rules (`@fairway/golf`), safe under a
 * rush by the slot's row and its constraints (decision 0107); check-in and no-shows for the pro shop.
 */
export function registerTeeSheet(app: FastifyInstance, deps: AreaDeps) {
  // The actions' static paths first, beside the resources' `{id}` paths.
  registerTeeSheetRoutes(app, deps);
  for (const resource of [teeSheetTemplatesResource, teeSheetBlocksResource, bookingRulesResource, greenFeesResource]) {
    registerResource(app, deps, resource);
  }
}
