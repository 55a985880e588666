import { newsCommentInput, newsCommentRecord, Role } from '@fairway/contract';
import { and, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../core/audit.js';
import type { FieldErrors } from '../../core/domain-errors.js';
import { inClub } from '../../db/club-scope.js';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { newsArticles, newsComments, users } from '../../db/schema/index.js';
import type { Change, Resource } from '../../http/resource.js';

/** A comment is on a published (or archived) article of the club: a draft has no readers yet. */
async function checkComment({ tx, input, actor }: Change): Promise<FieldErrors | null> {
  const articleId = input.article_id as number | undefined;
  if (articleId === undefined) return null;
  const [article] = await tx
    .select({ status: newsArticles.status })
    .from(newsArticles)
    .where(and(eq(newsArticles.id, articleId), inClub(newsArticles, actor.golfCourseId!)));
  if (article?.status === 'draft') return { article_id: ['Comments are for published articles; this one is a draft.'] };
  return null;
}

/** An admin's comment, written as theirs: approved unless they say otherwise. */
async function createComment({ tx, input, actor }: Change): Promise<number> {
  const [created] = await tx
    .insert(newsComments)
    .values({
      golf_course_id: actor.golfCourseId!,
      article_id: input.article_id as number,
      user_id: actor.userId!,
      body: input.body as string,
      status: (input.status as 'pending' | 'approved' | 'rejected' | undefined) ?? 'approved',
      created_by: actor.userId,
      updated_by: actor.userId,
    })
    .returning({ id: newsComments.id });
  await writeAudit(tx, actor, { action: 'create', entity: 'news_comment', entityId: created!.id, detail: input });
  return created!.id;
}

/**
 * Readers' comments, for the club's admins to moderate (pending -> approved or rejected, one at a time here or in
 * bulk through `/api/news_comment/moderate/`). Members comment through the feed.
 */
export const newsCommentResource: Resource = {
  name: 'news_comment',
  thing: 'news comment',
  area: 'news',
  table: newsComments,
  scope: 'golf_course',
  fields: {
    ...recordColumnsOf(newsComments),
    golf_course_id: newsComments.golf_course_id,
    article_id: newsComments.article_id,
    article_title: newsArticles.title,
    user_id: newsComments.user_id,
    user_name: sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`.as('user_name'),
    body: newsComments.body,
    status: newsComments.status,
  },
  joins: (query) =>
    query
      .innerJoin(newsArticles, eq(newsArticles.id, newsComments.article_id))
      .innerJoin(users, eq(users.id, newsComments.user_id)),
  list: {
    search: [newsComments.body, newsArticles.title, users.first_name, users.last_name],
    ordering: {
      id: newsComments.id,
      created_at: newsComments.created_at,
      status: newsComments.status,
      article_title: newsArticles.title,
    },
    defaultOrdering: '-created_at',
    filters: {
      status: { column: newsComments.status, kind: 'text' },
      article_id: { column: newsComments.article_id, kind: 'integer' },
    },
  },
  filterDescriptions: { status: 'Only the comments of this status: pending, approved or rejected' },
  references: { article_id: newsArticles },
  validate: checkComment,
  create: createComment,
  record: newsCommentRecord,
  input: newsCommentInput,
  access: { read: { roles: [Role.admin] }, write: { roles: [Role.admin] } },
};
