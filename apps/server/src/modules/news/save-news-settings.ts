import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import type { Database } from '../../db/client.js';
import { newsSettings } from '../../db/schema/index.js';
import { getNewsSettings } from './get-news-settings.js';

/** Saves a club's news settings, audited. */
export async function saveNewsSettings(db: Database, actor: Actor, settings: { trust_member_comments: boolean }) {
  const golfCourseId = actor.golfCourseId!;
  await db.transaction(async (tx) => {
    await tx
      .insert(newsSettings)
      .values({ golf_course_id: golfCourseId, ...settings, created_by: actor.userId, updated_by: actor.userId })
      .onConflictDoUpdate({
        target: newsSettings.golf_course_id,
        set: { ...settings, updated_at: new Date(), updated_by: actor.userId },
      });
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'news_settings',
      entityId: golfCourseId,
      detail: settings,
    });
  });
  return getNewsSettings(db, golfCourseId);
}
