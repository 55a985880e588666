import { and, eq } from 'drizzle-orm';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { golfCourses } from '../../db/schema/index.js';

/** An approved club whose public page visitors book on; one unknown or not approved is not found. */
export async function visitorClub(db: Database, golfCourseId: number) {
  const [club] = await db
    .select({ id: golfCourses.id, name: golfCourses.name, currency: golfCourses.currency })
    .from(golfCourses)
    .where(and(eq(golfCourses.id, golfCourseId), eq(golfCourses.status, 'approved')));
  if (!club) throw new NotFoundError();
  return club;
}
