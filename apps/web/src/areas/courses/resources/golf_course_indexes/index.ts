import type { DeclaredRoute } from '../../../../layout/routing/routeEntry';

/**
 * A club's course and slope ratings per tee set and gender (`/api/golf_course_indexes/`). They have no page of their
 * own: `GolfCourseRatings` shows them on the golf course's record (decision 0034), whose form imports it directly so
 * that it loads with that form.
 */
export const routes: readonly DeclaredRoute[] = [];
