import { and, eq } from 'drizzle-orm';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { golfCourses } from '../../db/schema/index.js';
import { imageUrlSql } from './image-url-sql.js';

/**
 * An approved club as its public news shows it: its name, logo, and the clock and format of its dates. A club unknown
 * or not approved is not found.
 */
export async function publicClub(db: Database, golfCourseId: number) {
  const [club] = await db
    .select({
      id: golfCourses.id,
      name: golfCourses.name,
      logo_url: imageUrlSql(golfCourses.logo_id),
      time_zone: golfCourses.time_zone,
      date_format: golfCourses.date_format,
    })
    .from(golfCourses)
    .where(and(eq(golfCourses.id, golfCourseId), eq(golfCourses.status, 'approved')));
  if (!club) throw new NotFoundError();
  return club;
}
