import type { WebArea } from '../../routes/routeEntry';
import * as contests from './screens/contests';

/** Side contests: the active ones of each kind, their standings, and the page at the hole. */
export const contestsArea: WebArea = {
  routes: [contests].flatMap((part) => part.routes),
};
