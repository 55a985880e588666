import { Role } from '@fairway/contract';
import {
  mdiCalendarAccount,
  mdiCalendarClock,
  mdiCalendarRemove,
  mdiCashClock,
  mdiGavel,
  mdiGolfTee,
  mdiViewGridOutline,
} from '@mdi/js';
import type { WebArea } from '../../layout/routing/routeEntry';
import * as bookingRules from './resources/booking_rules';
import * as greenFees from './resources/green_fees';
import * as teeSheetBlocks from './resources/tee_sheet_blocks';
import * as teeSheetTemplates from './resources/tee_sheet_templates';
import * as ballots from './screens/ballots';
import * as myBookings from './screens/my-bookings';
import * as teeSheet from './screens/tee-sheet';
import * as visitorBooking from './screens/visitor-booking';
import * as waitingList from './screens/waiting-list';

/**
 * The tee sheet: a course's day for every role of the club, booking, a member's own bookings, the ballots of busy
 * days and the waiting list of full ones, and the sheet's settings (booking rules, green fees, templates, blocks) for
 * its admins; visitors' booking on the club's public page.
 */
export const teeSheetArea: WebArea = {
  routes: [
    teeSheet,
    myBookings,
    ballots,
    waitingList,
    bookingRules,
    greenFees,
    teeSheetTemplates,
    teeSheetBlocks,
    visitorBooking,
  ].flatMap((part) => part.routes),
  menu: [
    // Not in the spec's menu: the tee sheet's day for every role of the club, a member's own bookings (issue 51).
    {
      entry: {
        tag: 'tee-sheet',
        icon: mdiCalendarClock,
        roles: [Role.admin, Role.user, Role.member, Role.eventManager],
        path: '/tee-sheet',
      },
      order: 180,
    },
    {
      entry: {
        tag: 'my-bookings',
        icon: mdiCalendarAccount,
        roles: [Role.member],
        path: '/my-bookings',
        needsGolfer: true,
      },
      order: 190,
    },
    // Not in the spec's menu: the ballots of busy days and the waiting list of full ones (decision 0111).
    { entry: { tag: 'ballots', icon: mdiGolfTee, roles: [Role.admin, Role.member], path: '/ballots' }, order: 200 },
    {
      entry: { tag: 'waiting-list', icon: mdiGolfTee, roles: [Role.admin, Role.member], path: '/waiting-list' },
      order: 210,
    },
    {
      entry: {
        tag: 'tee-sheet-settings',
        icon: mdiCalendarClock,
        roles: [Role.admin],
        children: [
          { tag: 'booking-rules', icon: mdiGavel, path: '/booking-rules' },
          { tag: 'green-fees', icon: mdiCashClock, path: '/green-fees' },
          { tag: 'tee-sheet-templates', icon: mdiViewGridOutline, path: '/tee-sheet-templates' },
          { tag: 'tee-sheet-blocks', icon: mdiCalendarRemove, path: '/tee-sheet-blocks' },
        ].map((entry) => ({ ...entry, roles: [Role.admin] })),
      },
      group: 'settings',
      order: 25,
    },
  ],
  dashboardCards: myBookings.dashboardCards,
};
