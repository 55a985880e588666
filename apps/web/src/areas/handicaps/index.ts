import { Role } from '@fairway/contract';
import { mdiChartBellCurve, mdiChartLine } from '@mdi/js';
import type { WebArea } from '../../layout/routing/routeEntry';
import * as handicapAnalysis from './screens/handicap-analysis';
import * as roundsNotReturned from './screens/rounds-not-returned';

/**
 * Handicaps: a golfer's analysis (their own, or opened by the club's admins), the club table and the committee's rounds
 * not returned.
 */
export const handicapsArea: WebArea = {
  routes: [handicapAnalysis, roundsNotReturned].flatMap((part) => part.routes),
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
    {
      // The handicap committee is the club's admins (decision 0121).
      entry: {
        tag: 'rounds-not-returned',
        icon: mdiChartBellCurve,
        roles: [Role.admin],
        path: '/rounds-not-returned',
      },
      group: 'admin',
      order: 35,
    },
  ],
};
