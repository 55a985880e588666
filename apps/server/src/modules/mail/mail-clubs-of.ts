import { attachmentFileUrl } from '@fairway/contract';
import { amongIds } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { golfCourses } from '../../db/schema/index.js';
import type { MailClub } from './render-mail.js';

/** The clubs mails speak for (a batch of several clubs' bookings), read at once, by id; a missing id has none. */
export async function mailClubsOf(db: Database, golfCourseIds: readonly number[]): Promise<Map<number, MailClub>> {
  const courses = await db
    .select({ id: golfCourses.id, name: golfCourses.name, logoId: golfCourses.logo_id })
    .from(golfCourses)
    .where(amongIds(golfCourses.id, [...new Set(golfCourseIds)]));
  return new Map(
    courses.map((course) => [
      course.id,
      { name: course.name, logo: course.logoId ? attachmentFileUrl(course.logoId) : null },
    ]),
  );
}
