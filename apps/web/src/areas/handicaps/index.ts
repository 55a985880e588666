import { Role } from '@fairway/contract';
import { mdiChartBellCurve, mdiChartLine } from '@mdi/js';
import type { WebArea } from '../../layout/routing/routeEntry';
import * as handicapAnalysis from './screens/handicap-analysis';

/** Handicaps: a golfer's analysis (their own, or opened by the club's admins) and the club table. */
export const handicapsArea: WebArea = {
  routes: [handicapAnalysis].flatMap((part) => part.routes),
  menu: [
    {
      entry: {
        tag: 'my-performance',
        icon: mdiChartLine,
        roles: [Role.admin],
        path: '/my-performance',
        needsGolfer: true,
      },
      order: 50,
    },
    {
      entry: {
        tag: 'handicap-analysis',
        icon: mdiChartBellCurve,
        roles: [Role.member],
        path: '/handicap-analysis',
        needsIndividualRounds: true,
      },
      order: 160,
    },
    {
      entry: {
        tag: 'members-handicap-performance',
        icon: mdiChartLine,
        roles: [Role.admin, Role.eventManager],
        path: '/members-handicap-performance',
      },
      group: 'admin',
      order: 30,
    },
  ],
};
