import { Role } from '@fairway/contract';

import type { Viewer } from './organiser-of.js';

/** A club's admin (or a super admin) sees every organiser of the club; an event manager only themself. */
export const seesEveryOrganiser = (viewer: Viewer) =>
  viewer.roles.includes(Role.admin) || viewer.roles.includes(Role.superAdmin);
