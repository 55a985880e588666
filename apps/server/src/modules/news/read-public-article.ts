import { and, asc, eq } from 'drizzle-orm';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { newsArticles, newsArticleTags, newsAuthors, newsCategories, newsTags } from '../../db/schema/index.js';
import { publicArticleFields } from './list-public-articles.js';
import { publicClub } from './public-club.js';
import { publishedArticles } from './published-articles.js';

/**
 * A public article of an approved club as anyone reads it, at the link of the club's RSS feed: published, not
 * scheduled, marked public. A draft, a scheduled, an archived, a members-only or another club's article is not found,
 * nor is an article of a club not approved. Nothing of its comments.
 */
export async function readPublicArticle(db: Database, golfCourseId: number, id: number) {
  const golfCourse = await publicClub(db, golfCourseId);
  const [article] = await db
    .select({ ...publicArticleFields, body: newsArticles.body })
    .from(newsArticles)
    .leftJoin(newsCategories, eq(newsCategories.id, newsArticles.category_id))
    .leftJoin(newsAuthors, eq(newsAuthors.id, newsArticles.author_id))
    .where(and(eq(newsArticles.id, id), publishedArticles(golfCourseId), eq(newsArticles.is_public, true)));
  if (!article) throw new NotFoundError();
  const tags = await db
    .select({ name: newsTags.name })
    .from(newsArticleTags)
    .innerJoin(newsTags, eq(newsTags.id, newsArticleTags.tag_id))
    .where(eq(newsArticleTags.article_id, id))
    .orderBy(asc(newsTags.name));
  return {
    ...article,
    published_at: article.published_at!,
    tags: tags.map((tag) => tag.name),
    golf_course: golfCourse,
  };
}
