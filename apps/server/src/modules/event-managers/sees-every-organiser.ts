import { Role } from '@fairway/contract';

/** Who asks about organisers, in their active club. */
export type Viewer = { userId: number; golfCourseId: number; roles: number[] };

/** A club's admin (or a super admin) sees every organiser of the club; an event manager only themself. */
export const seesEveryOrganiser = (viewer: Viewer) =>
  viewer.roles.includes(Role.admin) || viewer.roles.includes(Role.superAdmin);
