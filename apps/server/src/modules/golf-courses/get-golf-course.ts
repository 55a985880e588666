import { and, eq } from 'drizzle-orm';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { golfCourses } from '../../db/schema/index.js';
import { selectGolfCourses } from './select-golf-courses.js';
import { type GolfCourseViewer, visibleTo } from './visible-to.js';

/** One golf course the viewer may see; another club's, or an unknown id, is not found. */
export async function getGolfCourse(db: Database, viewer: GolfCourseViewer, id: number) {
  const [course] = await selectGolfCourses(db, and(eq(golfCourses.id, id), visibleTo(viewer)));
  if (!course) throw new NotFoundError();
  return course;
}
