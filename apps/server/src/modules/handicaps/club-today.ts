import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { golfCourses } from '../../db/schema/index.js';

/** Today in the club's calendar (YYYY-MM-DD): no score is recorded for a later day. */
export async function clubToday(db: Database, golfCourseId: number): Promise<string> {
  const [club] = await db
    .select({ timeZone: golfCourses.time_zone })
    .from(golfCourses)
    .where(eq(golfCourses.id, golfCourseId));
  return new Intl.DateTimeFormat('en-CA', { timeZone: club?.timeZone ?? 'UTC' }).format(new Date());
}
