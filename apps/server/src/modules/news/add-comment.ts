import { Role } from '@fairway/contract';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { newsArticles, newsComments, newsSettings } from '../../db/schema/index.js';
import { publishedArticles } from './published-articles.js';

export type NewComment = {
  articleId: number;
  body: string;
  /** The commenter's roles in the club: an admin's comment needs no moderator. */
  roles: readonly number[];
  isSuperAdmin: boolean;
};

/**
 * A reader's comment on a published article of the club, as plain text: it waits for a moderator unless the commenter
 * is one of the club's admins, or the club trusts its members' comments. A draft, scheduled or another club's article
 * is not found. Answers the new comment's id.
 */
export async function addComment(db: Database, actor: Actor, comment: NewComment): Promise<number> {
  return db.transaction(async (tx) => {
    const golfCourseId = actor.golfCourseId!;
    const [article] = await tx
      .select({ id: newsArticles.id })
      .from(newsArticles)
      .where(and(eq(newsArticles.id, comment.articleId), publishedArticles(golfCourseId)));
    if (!article) throw new NotFoundError();
    const [settings] = await tx
      .select({ trusted: newsSettings.trust_member_comments })
      .from(newsSettings)
      .where(eq(newsSettings.golf_course_id, golfCourseId));
    const moderator = comment.isSuperAdmin || comment.roles.includes(Role.admin);
    const trusted = moderator || (settings?.trusted === true && comment.roles.includes(Role.member));
    const [created] = await tx
      .insert(newsComments)
      .values({
        golf_course_id: golfCourseId,
        article_id: article.id,
        user_id: actor.userId!,
        body: comment.body,
        status: trusted ? 'approved' : 'pending',
        created_by: actor.userId,
        updated_by: actor.userId,
      })
      .returning({ id: newsComments.id });
    await writeAudit(tx, actor, {
      action: 'create',
      entity: 'news_comment',
      entityId: created!.id,
      detail: { article_id: article.id, body: comment.body },
    });
    return created!.id;
  });
}
