import type { WebArea } from '../../routes/routeEntry';
import * as handicapAnalysis from './screens/handicap-analysis';

/** Handicaps: a golfer's analysis (their own, or opened by the club's admins) and the club table. */
export const handicapsArea: WebArea = {
  routes: [handicapAnalysis].flatMap((part) => part.routes),
};
