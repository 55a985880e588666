import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { newsArticles, newsAuthors, newsCategories } from '../../db/schema/index.js';
import { imageUrlSql } from './image-url-sql.js';
import { publicClub } from './public-club.js';
import { publishedArticles } from './published-articles.js';

/** How many of its latest public articles a club's public news page and RSS feed carry. */
export const publicArticlesShown = 20;

/** What anyone sees of a public article in the club's list of them. */
export const publicArticleFields = {
  id: newsArticles.id,
  title: newsArticles.title,
  slug: newsArticles.slug,
  summary: newsArticles.summary,
  cover_image_url: imageUrlSql(newsArticles.cover_image_id),
  category_name: newsCategories.name,
  author_name: newsAuthors.name,
  published_at: newsArticles.published_at,
};

/**
 * An approved club's public news for anyone, where its RSS feed's channel links to: the club, and its latest public
 * articles (published, not scheduled, marked public), newest first. A club unknown or not approved is not found.
 */
export async function listPublicArticles(db: Database, golfCourseId: number) {
  const golfCourse = await publicClub(db, golfCourseId);
  const articles = await db
    .select(publicArticleFields)
    .from(newsArticles)
    .leftJoin(newsCategories, eq(newsCategories.id, newsArticles.category_id))
    .leftJoin(newsAuthors, eq(newsAuthors.id, newsArticles.author_id))
    .where(and(publishedArticles(golfCourseId), eq(newsArticles.is_public, true)))
    .orderBy(desc(newsArticles.published_at), desc(newsArticles.id))
    .limit(publicArticlesShown);
  return {
    golf_course: golfCourse,
    results: articles.map((article) => ({ ...article, published_at: article.published_at! })),
  };
}
