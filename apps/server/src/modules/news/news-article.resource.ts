import { newsArticleInput, newsArticleRecord, Role } from '@fairway/contract';
import { eq, sql } from 'drizzle-orm';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { newsArticles, newsArticleTags, newsAuthors, newsCategories } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';
import { articleAsStored } from './article-as-stored.js';
import { checkArticle } from './check-article.js';
import { imageUrlSql } from './image-url-sql.js';
import { keepArticleTags } from './keep-article-tags.js';

/**
 * The club's articles, drafts included: its admins write and read them; members read the published ones through the
 * feed (`/api/news_feed/`). The body is sanitised before it is stored.
 */
export const newsArticleResource: Resource = {
  name: 'news_article',
  thing: 'news article',
  area: 'news',
  table: newsArticles,
  scope: 'golf_course',
  fields: {
    ...recordColumnsOf(newsArticles),
    golf_course_id: newsArticles.golf_course_id,
    title: newsArticles.title,
    slug: newsArticles.slug,
    summary: newsArticles.summary,
    body: newsArticles.body,
    cover_image_id: newsArticles.cover_image_id,
    cover_image_url: imageUrlSql(newsArticles.cover_image_id).as('cover_image_url'),
    category_id: newsArticles.category_id,
    category_name: newsCategories.name,
    author_id: newsArticles.author_id,
    author_name: newsAuthors.name,
    tag_ids: sql<
      number[]
    >`array(select ${newsArticleTags.tag_id} from ${newsArticleTags} where ${newsArticleTags.article_id} = ${newsArticles.id} order by 1)`.as(
      'tag_ids',
    ),
    status: newsArticles.status,
    published_at: newsArticles.published_at,
    is_public: newsArticles.is_public,
  },
  joins: (query) =>
    query
      .leftJoin(newsCategories, eq(newsCategories.id, newsArticles.category_id))
      .leftJoin(newsAuthors, eq(newsAuthors.id, newsArticles.author_id)),
  list: {
    search: [newsArticles.title, newsArticles.summary, newsArticles.body],
    ordering: {
      id: newsArticles.id,
      title: newsArticles.title,
      status: newsArticles.status,
      published_at: newsArticles.published_at,
      created_at: newsArticles.created_at,
      updated_at: newsArticles.updated_at,
      category_name: newsCategories.name,
      author_name: newsAuthors.name,
    },
    defaultOrdering: '-updated_at',
    filters: {
      status: { column: newsArticles.status, kind: 'text' },
      category_id: { column: newsArticles.category_id, kind: 'integer' },
      author_id: { column: newsArticles.author_id, kind: 'integer' },
      tag_id: {
        kind: 'integer',
        where: (tagId) =>
          sql`exists (select 1 from ${newsArticleTags} where ${newsArticleTags.article_id} = ${newsArticles.id} and ${newsArticleTags.tag_id} = ${tagId})`,
      },
    },
  },
  filterDescriptions: {
    status: 'Only the articles of this status: draft, published or archived',
    tag_id: 'Only the articles with this tag',
  },
  references: { category_id: newsCategories, author_id: newsAuthors },
  storedAs: async ({ input, existing }) => articleAsStored(input, existing),
  validate: ({ tx, actor, input, existing }) => checkArticle(tx, actor, input, existing),
  afterWrite: async ({ tx, id, action, input }) => {
    if (action !== 'delete') await keepArticleTags(tx, id, input.tag_ids as number[] | undefined);
  },
  record: newsArticleRecord,
  input: newsArticleInput,
  access: { read: { roles: [Role.admin] }, write: { roles: [Role.admin] } },
};
