import { Role } from '@fairway/contract';
import { mdiAccountGroup } from '@mdi/js';
import type { WebArea } from '../../layout/routing/routeEntry';
import * as members from './resources/members';

export { peopleLabels } from './labels/peopleLabels';
export { GolferDetails } from './resources/members/MemberDetails';

/** A club's golfers (members and guests). */
export const membersArea: WebArea = {
  routes: [members].flatMap((part) => part.routes),
  menu: [{ entry: { tag: 'members', icon: mdiAccountGroup, roles: [Role.admin], path: '/member' }, order: 90 }],
};
