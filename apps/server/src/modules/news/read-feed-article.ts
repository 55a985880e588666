import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import {
  newsArticles,
  newsArticleTags,
  newsAuthors,
  newsCategories,
  newsComments,
  newsTags,
  users,
} from '../../db/schema/index.js';
import { feedArticleFields } from './list-feed.js';
import { publishedArticles } from './published-articles.js';

export type FeedReader = { golfCourseId: number; userId: number };

/**
 * A published article of the club as members read it: its body, author, tags and its approved comments oldest first,
 * with the reader's own comments still waiting. A draft, a scheduled or another club's article is not found.
 */
export async function readFeedArticle(db: Database, reader: FeedReader, id: number) {
  const [article] = await db
    .select({ ...feedArticleFields, body: newsArticles.body, author_bio: newsAuthors.bio })
    .from(newsArticles)
    .leftJoin(newsCategories, eq(newsCategories.id, newsArticles.category_id))
    .leftJoin(newsAuthors, eq(newsAuthors.id, newsArticles.author_id))
    .where(and(eq(newsArticles.id, id), publishedArticles(reader.golfCourseId)));
  if (!article) throw new NotFoundError();
  const tags = await db
    .select({ id: newsTags.id, name: newsTags.name })
    .from(newsArticleTags)
    .innerJoin(newsTags, eq(newsTags.id, newsArticleTags.tag_id))
    .where(eq(newsArticleTags.article_id, id))
    .orderBy(asc(newsTags.name));
  const comments = await db
    .select({
      id: newsComments.id,
      user_name: sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`,
      body: newsComments.body,
      status: newsComments.status,
      own: sql<boolean>`${newsComments.user_id} = ${reader.userId}`,
      created_at: newsComments.created_at,
    })
    .from(newsComments)
    .innerJoin(users, eq(users.id, newsComments.user_id))
    .where(
      and(
        eq(newsComments.article_id, id),
        or(
          eq(newsComments.status, 'approved'),
          and(eq(newsComments.user_id, reader.userId), ne(newsComments.status, 'rejected')),
        ),
      ),
    )
    .orderBy(asc(newsComments.created_at), asc(newsComments.id));
  return { ...article, published_at: article.published_at!, tags, comments };
}
