import { Role } from '@fairway/contract';
import { mdiBullseye, mdiBullseyeArrow, mdiRuler } from '@mdi/js';
import type { WebArea } from '../../layout/routing/routeEntry';
import * as contests from './screens/contests';

/** Side contests: the active ones of each kind, their standings, and the page at the hole. */
export const contestsArea: WebArea = {
  routes: [contests].flatMap((part) => part.routes),
  menu: [
    {
      entry: {
        tag: 'active-longest-drives',
        icon: mdiRuler,
        roles: [Role.user, Role.eventManager],
        path: '/active-longest-drive',
      },
      order: 130,
    },
    {
      entry: {
        tag: 'active-nearest-centrals',
        icon: mdiBullseye,
        roles: [Role.user, Role.eventManager],
        path: '/active-nearest-central',
      },
      order: 140,
    },
    {
      entry: {
        tag: 'active-nearest-to-pins',
        icon: mdiBullseyeArrow,
        roles: [Role.user, Role.eventManager],
        path: '/active-nearest-to-pin',
      },
      order: 150,
    },
  ],
};
