import { Role } from '@fairway/contract';
import { mdiAccountStar } from '@mdi/js';
import type { WebArea } from '../../layout/routing/routeEntry';
import * as eventManager from './resources/event_manager';

export { OwnRoster } from './resources/event_manager/OwnRoster';

/** Event managers: their organisations and rosters. */
export const eventManagersArea: WebArea = {
  routes: [eventManager].flatMap((part) => part.routes),
  menu: [
    {
      entry: { tag: 'event-managers', icon: mdiAccountStar, roles: [Role.superAdmin], path: '/event-managers' },
      group: 'super-admin',
      order: 110,
    },
  ],
};
