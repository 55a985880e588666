import { and, eq, or, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { attachments } from '../../db/schema/index.js';

/**
 * Whether an uploaded image is one of the club's (decision 0044: uploaded by someone with a role in the club, or its
 * logo) or the actor's own upload (a super admin has no role in the club): the images a club's news may show.
 */
export async function isClubUpload(tx: Database, actor: Actor, attachmentId: number): Promise<boolean> {
  const [found] = await tx
    .select({ id: attachments.id })
    .from(attachments)
    .where(
      and(
        eq(attachments.id, attachmentId),
        or(
          actor.userId === null ? undefined : eq(attachments.owner_id, actor.userId),
          sql`exists (select 1 from user_roles ur where ur.user_id = ${attachments.owner_id} and ur.golf_course_id = ${actor.golfCourseId})`,
          sql`${attachments.id} = (select gc.logo_id from golf_courses gc where gc.id = ${actor.golfCourseId})`,
        ),
      ),
    );
  return found !== undefined;
}
