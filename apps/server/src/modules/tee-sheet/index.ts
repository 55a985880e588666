import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../../http/area.js';
import { registerResource } from '../../http/resource-routes.js';
import { ballotsResource } from './ballots.resource.js';
import { bookingRulesResource } from './booking-rules.resource.js';
import { drawDueBallots } from './draw-due-ballots.js';
import { expireWaitingListOffers } from './expire-waiting-list-offers.js';
import { greenFeesResource } from './green-fees.resource.js';
import { registerTeeSheetBallotRoutes } from './tee-sheet-ballot-routes.js';
import { registerTeeSheetRoutes } from './tee-sheet-routes.js';
import { teeSheetBlocksResource } from './tee-sheet-blocks.resource.js';
import { teeSheetTemplatesResource } from './tee-sheet-templates.resource.js';
import { registerTeeSheetVisitorRoutes } from './tee-sheet-visitor-routes.js';

export { type BookingToCharge, chargeGreenFees, type PlayerToCharge } from './charge-green-fees.js';
export { daySheet } from './day-sheet.js';
export { drawBallot } from './draw-ballot.js';
export { visitorGreenFees } from './visitor-green-fees.js';

/**
 * The tee sheet (issue 51): the club's templates of its days, blocks, booking rules and green fees, kept by its admins;
 * a course's day for every role of the club; members' bookings by the club's rules (`@fairway/golf`), safe under a
 * rush by the slot's row and its constraints (decision 0107); check-in and no-shows for the pro shop; ballots for busy
 * days and the waiting list, drawn and lapsed by the server's scheduler (decision 0111); visitors' bookings on the club's
 * public page, held until a mailed code confirms them (decision 0112).
 */
export function registerTeeSheet(app: FastifyInstance, deps: AreaDeps) {
  // The actions' static paths first, beside the resources' `{id}` paths.
  registerTeeSheetRoutes(app, deps);
  registerTeeSheetBallotRoutes(app, deps);
  registerTeeSheetVisitorRoutes(app, deps);
  for (const resource of [
    teeSheetTemplatesResource,
    teeSheetBlocksResource,
    bookingRulesResource,
    greenFeesResource,
    ballotsResource,
  ]) {
    registerResource(app, deps, resource);
  }
  const log = app.log.child({ area: 'tee-sheet' });
  // Each safe to run in several processes at once (decision 0111).
  deps.scheduler.every({
    name: 'tee sheet: ballots past their close, offers past their hold',
    everyMs: deps.config.teeSheetTickMs,
    run: async () => {
      const drawn = await drawDueBallots(deps.db, deps.config);
      const expired = await expireWaitingListOffers(deps.db, deps.config);
      if (drawn + expired > 0) log.info({ drawn, expired }, 'tee sheet: ballots drawn, offers lapsed');
    },
  });
}
