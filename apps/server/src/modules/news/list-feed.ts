import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { lastPage, type ListSpec, parseListQuery, resolvePage } from '../../db/list-query.js';
import { newsArticles, newsArticleTags, newsAuthors, newsCategories, newsComments } from '../../db/schema/index.js';
import { imageUrlSql } from './image-url-sql.js';
import { publishedArticles } from './published-articles.js';

const feedSpec: ListSpec = {
  search: [newsArticles.title, newsArticles.summary, newsArticles.body],
  ordering: { published_at: newsArticles.published_at },
  defaultOrdering: '-published_at',
  filters: {
    category_id: { column: newsArticles.category_id, kind: 'integer' },
    tag_id: {
      kind: 'integer',
      where: (tagId) =>
        sql`exists (select 1 from ${newsArticleTags} where ${newsArticleTags.article_id} = ${newsArticles.id} and ${newsArticleTags.tag_id} = ${tagId})`,
    },
  },
  tieBreaker: newsArticles.id,
};

/** What the feed and an article's page show of an article. */
export const feedArticleFields = {
  id: newsArticles.id,
  title: newsArticles.title,
  slug: newsArticles.slug,
  summary: newsArticles.summary,
  cover_image_url: imageUrlSql(newsArticles.cover_image_id),
  category_id: newsArticles.category_id,
  category_name: newsCategories.name,
  author_name: newsAuthors.name,
  published_at: newsArticles.published_at,
  comments_count:
    sql<number>`(select count(*) from ${newsComments} where ${newsComments.article_id} = ${newsArticles.id} and ${newsComments.status} = 'approved')`.mapWith(
      Number,
    ),
};

/**
 * The members' feed: the club's published articles, newest first, a page at a time, found by `search` (title,
 * summary, body) and narrowed by `category_id` and `tag_id`.
 */
export async function listFeed(db: Database, golfCourseId: number, query: Record<string, unknown>) {
  const parsed = parseListQuery(query, feedSpec, publishedArticles(golfCourseId));
  const [counted] = await db.select({ count: count() }).from(newsArticles).where(parsed.where);
  const total = Number(counted?.count ?? 0);
  const page = parsed.page === lastPage ? resolvePage(parsed, total) : parsed;
  const results = await db
    .select(feedArticleFields)
    .from(newsArticles)
    .leftJoin(newsCategories, eq(newsCategories.id, newsArticles.category_id))
    .leftJoin(newsAuthors, eq(newsAuthors.id, newsArticles.author_id))
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  // Published articles always have their instant (a check of the table).
  const withInstants = results.map((article) => ({ ...article, published_at: article.published_at! }));
  return { count: total, page: page.page, pageSize: page.pageSize, results: withInstants };
}
