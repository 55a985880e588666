import type { WebArea } from '../../routes/routeEntry';
import * as bookingRules from './resources/booking_rules';
import * as greenFees from './resources/green_fees';
import * as teeSheetBlocks from './resources/tee_sheet_blocks';
import * as teeSheetTemplates from './resources/tee_sheet_templates';
import * as myBookings from './screens/my-bookings';
import * as teeSheet from './screens/tee-sheet';

/**
 * The tee sheet: a course's day for every role of the club, booking, a member's own bookings, and the sheet's
 * settings (booking rules, green fees, templates, blocks) for its admins.
 */
export const teeSheetArea: WebArea = {
  routes: [teeSheet, myBookings, bookingRules, greenFees, teeSheetTemplates, teeSheetBlocks].flatMap(
    (part) => part.routes,
  ),
  dashboardCards: myBookings.dashboardCards,
};
