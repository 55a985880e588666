import type { WebArea } from '../../routes/routeEntry';
import * as eventManager from './resources/event_manager';

export { OwnRoster } from './resources/event_manager/OwnRoster';

/** Event managers: their organisations and rosters. */
export const eventManagersArea: WebArea = {
  routes: [eventManager].flatMap((part) => part.routes),
};
