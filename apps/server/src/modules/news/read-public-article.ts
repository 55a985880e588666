import { and, asc, eq } from 'drizzle-orm';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import {
  golfCourses,
  newsArticles,
  newsArticleTags,
  newsAuthors,
  newsCategories,
  newsTags,
} from '../../db/schema/index.js';
import { imageUrlSql } from './image-url-sql.js';
import { publishedArticles } from './published-articles.js';

/**
 * A public article of an approved club as anyone reads it, at the link of the club's RSS feed: published, not
 * scheduled, marked public. A draft, a scheduled, an archived, a members-only or another club's article is not found,
 * nor is an article of a club not approved. Nothing of its comments or who may edit it.
 */
export async function readPublicArticle(db: Database, golfCourseId: number, id: number) {
  const [found] = await db
    .select({
      id: newsArticles.id,
      title: newsArticles.title,
      slug: newsArticles.slug,
      summary: newsArticles.summary,
      body: newsArticles.body,
      cover_image_url: imageUrlSql(newsArticles.cover_image_id),
      category_name: newsCategories.name,
      author_name: newsAuthors.name,
      published_at: newsArticles.published_at,
      club_name: golfCourses.name,
      club_logo_url: imageUrlSql(golfCourses.logo_id),
      time_zone: golfCourses.time_zone,
      date_format: golfCourses.date_format,
    })
    .from(newsArticles)
    .innerJoin(golfCourses, and(eq(golfCourses.id, newsArticles.golf_course_id), eq(golfCourses.status, 'approved')))
    .leftJoin(newsCategories, eq(newsCategories.id, newsArticles.category_id))
    .leftJoin(newsAuthors, eq(newsAuthors.id, newsArticles.author_id))
    .where(and(eq(newsArticles.id, id), publishedArticles(golfCourseId), eq(newsArticles.is_public, true)));
  if (!found) throw new NotFoundError();
  const tags = await db
    .select({ name: newsTags.name })
    .from(newsArticleTags)
    .innerJoin(newsTags, eq(newsTags.id, newsArticleTags.tag_id))
    .where(eq(newsArticleTags.article_id, id))
    .orderBy(asc(newsTags.name));
  const { club_name, club_logo_url, time_zone, date_format, ...article } = found;
  return {
    ...article,
    published_at: article.published_at!,
    tags: tags.map((tag) => tag.name),
    golf_course: { id: golfCourseId, name: club_name, logo_url: club_logo_url, time_zone, date_format },
  };
}
