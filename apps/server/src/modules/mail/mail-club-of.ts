import { attachmentFileUrl } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { golfCourses } from '../../db/schema/index.js';
import type { MailClub } from './render-mail.js';

/** The club a mail speaks for, by id: its name and logo; null when no club has the id. */
export async function mailClubOf(db: Database, golfCourseId: number): Promise<MailClub | null> {
  const [course] = await db
    .select({ name: golfCourses.name, logoId: golfCourses.logo_id })
    .from(golfCourses)
    .where(eq(golfCourses.id, golfCourseId));
  return course ? { name: course.name, logo: course.logoId ? attachmentFileUrl(course.logoId) : null } : null;
}
