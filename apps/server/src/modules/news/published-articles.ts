import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import { inClub } from '../../db/club-scope.js';
import { newsArticles } from '../../db/schema/index.js';

/** The articles of a club its members read now: published, and not scheduled for later. */
export function publishedArticles(golfCourseId: number): SQL {
  return and(
    inClub(newsArticles, golfCourseId),
    eq(newsArticles.status, 'published'),
    lte(newsArticles.published_at, sql`now()`),
  )!;
}
