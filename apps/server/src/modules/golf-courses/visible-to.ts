import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { golfCourses } from '../../db/schema/index.js';

/** Who is looking at golf courses: a super admin sees them all, anyone else the approved clubs they hold a role in. */
export type GolfCourseViewer = { isSuperAdmin: boolean; rolesByCourse: ReadonlyMap<number, readonly number[]> };

/** The courses a viewer may read: every one for a super admin; else the approved clubs where they hold a role. */
export function visibleTo(viewer: GolfCourseViewer): SQL | undefined {
  if (viewer.isSuperAdmin) return undefined;
  const ids = [...viewer.rolesByCourse.keys()].filter((id) => id > 0);
  if (ids.length === 0) return sql`false`;
  return and(inArray(golfCourses.id, ids), eq(golfCourses.status, 'approved'));
}
