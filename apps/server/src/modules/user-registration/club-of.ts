import { attachmentFileUrl } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { golfCourses } from '../../db/schema/index.js';
import type { MailClub } from '../mail/index.js';

/** The club a mail speaks for: its name and logo. */
export async function clubOf(db: Database, golfCourseId: number): Promise<MailClub & { status: string }> {
  const [course] = await db
    .select({ name: golfCourses.name, logoId: golfCourses.logo_id, status: golfCourses.status })
    .from(golfCourses)
    .where(eq(golfCourses.id, golfCourseId));
  return {
    name: course?.name ?? 'Fairway',
    logo: course?.logoId ? attachmentFileUrl(course.logoId) : null,
    status: course?.status ?? 'unknown',
  };
}
