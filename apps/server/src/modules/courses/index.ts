import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../../http/area.js';
import { registerResource } from '../../http/resource-routes.js';
import { registerCourseRoutes } from './course-routes.js';
import { golfCourseHolesResource } from './golf-course-holes.resource.js';
import { golfCourseIndexesResource } from './golf-course-indexes.resource.js';
import { holeCategoriesResource } from './hole-categories.resource.js';
import { holeDetailsResource } from './hole-details.resource.js';
import { holeIntermediatePointsResource } from './hole-intermediate-points.resource.js';
import { playerRoundSectionResource } from './player-round-section.resource.js';

export { ageOn } from './age-on.js';
export { getSectionHoles } from './get-section-holes.js';
export { listGuestTeeSets } from './list-guest-tee-sets.js';
export { playerHoles } from './player-holes.js';
export { type EntryHandicapTerms, playingHandicapInMatch } from './playing-handicap-in-match.js';
export { type RoundCardHole, type RoundHolesChoice, roundCardHoles } from './round-card-holes.js';
export { type EntryGolfer, type EntrySnapshot, type EntryTerms, workOutEntries } from './work-out-entries.js';

/**
 * The course's structure: tee sets, their ratings, holes, each hole from each tee set, the holes' shapes, the
 * sections a round plays, and the whole card; lent to the areas above it, each player's card of a round and the
 * entries' handicaps worked out from their index on the day. Every role of a club reads them; the club's admins keep them.
 */
export function registerCourses(app: FastifyInstance, deps: AreaDeps) {
  // The card's and the sections' own routes first: their static paths sit beside the resources' `{id}` paths.
  registerCourseRoutes(app, deps);
  for (const resource of [
    holeCategoriesResource,
    golfCourseIndexesResource,
    golfCourseHolesResource,
    holeDetailsResource,
    holeIntermediatePointsResource,
    playerRoundSectionResource,
  ]) {
    registerResource(app, deps, resource);
  }
}
