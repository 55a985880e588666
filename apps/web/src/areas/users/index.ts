import type { WebArea } from '../../routes/routeEntry';
import * as users from './resources/users';
import * as selectGolfCourse from './screens/select-golf-course';

/** The users of the installation and of a club, and the choice of the club a user works in. */
export const usersArea: WebArea = {
  routes: [selectGolfCourse, users].flatMap((part) => part.routes),
};
