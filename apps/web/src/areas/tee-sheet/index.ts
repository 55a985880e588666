import type { WebArea } from '../../routes/routeEntry';
import * as ballots from './screens/ballots';
import * as waitingList from './screens/waiting-list';

/** The tee sheet: the ballots of busy days and the waiting list of full ones. */
export const teeSheetArea: WebArea = {
  routes: [ballots, waitingList].flatMap((part) => part.routes),
};
