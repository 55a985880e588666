import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { newsSettings } from '../../db/schema/index.js';

/** A club's news settings; a club that never saved them trusts no member's comment. */
export async function getNewsSettings(db: Database, golfCourseId: number) {
  const [settings] = await db
    .select({ trust_member_comments: newsSettings.trust_member_comments })
    .from(newsSettings)
    .where(eq(newsSettings.golf_course_id, golfCourseId));
  return settings ?? { trust_member_comments: false };
}
