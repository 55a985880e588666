import type { WebArea } from '../../routes/routeEntry';
import * as visitorBooking from './screens/visitor-booking';

/** The tee sheet: visitors' booking on the club's public page. */
export const teeSheetArea: WebArea = {
  routes: [visitorBooking].flatMap((part) => part.routes),
};
