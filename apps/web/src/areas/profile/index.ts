import type { WebArea } from '../../layout/routing/routeEntry';
import * as profile from './screens/profile';

export { fetchProfile } from './providers/profileApi';

/** Every user's own record, e-mail change and Handicap Index card. */
export const profileArea: WebArea = {
  routes: [profile].flatMap((part) => part.routes),
  dashboardCards: profile.dashboardCards,
};
