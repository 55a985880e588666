import type { WebArea } from '../../layout/routing/routeEntry';
import * as publicPages from './screens/public';
import * as resetPassword from './screens/reset-password';

/** Signing in and out: the public pages and the login page, and the signed-in user's change of password. */
export const authArea: WebArea = {
  routes: [publicPages, resetPassword].flatMap((part) => part.routes),
};
