import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../../http/area.js';
import { registerResource } from '../../http/resource-routes.js';
import { contactTypesResource } from './contact-types.resource.js';
import { golfCourseMembersResource } from './golf-course-members.resource.js';
import { memberAddressesResource } from './member-addresses.resource.js';
import { memberContactsResource } from './member-contacts.resource.js';
import { memberIndexesResource } from './member-indexes.resource.js';
import { registerMemberRoutes } from './member-routes.js';
import { membersResource } from './members.resource.js';

export { createGolfer, type NewGolfer } from './create-golfer.js';
export { type ClubTie, tieGolferToClub } from './tie-golfer-to-club.js';
export { keepCurrentIndex } from './keep-current-index.js';

/**
 * The golfers: shared by clubs, each club's admins keep those tied to their club (personal data, addresses, contacts,
 * index history) and bring in golfers of other clubs as members or guests.
 */
export function registerMembers(app: FastifyInstance, deps: AreaDeps) {
  // The actions' static paths first, beside the resources' `{id}` paths.
  registerMemberRoutes(app, deps);
  for (const resource of [
    contactTypesResource,
    membersResource,
    golfCourseMembersResource,
    memberAddressesResource,
    memberContactsResource,
    memberIndexesResource,
  ]) {
    registerResource(app, deps, resource);
  }
}
