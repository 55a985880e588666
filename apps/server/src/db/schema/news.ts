import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { attachments } from './attachments.js';
import { recordColumns } from './columns.js';
import { golfCourses } from './golf-courses.js';
import { users } from './users.js';

const clubColumn = () =>
  integer('golf_course_id')
    .notNull()
    .references(() => golfCourses.id);

/** A section of a club's news (Results, Course notices, Club life). */
export const newsCategories = pgTable(
  'news_category',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    slug: varchar('slug', { length: 100 }).notNull(),
  },
  (table) => [uniqueIndex('news_category_slug_unique').on(table.golf_course_id, table.slug)],
);

/** A word an article is filed under, several to an article. */
export const newsTags = pgTable(
  'news_tag',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    slug: varchar('slug', { length: 100 }).notNull(),
  },
  (table) => [uniqueIndex('news_tag_slug_unique').on(table.golf_course_id, table.slug)],
);

/** Who an article is written by, as readers see them: a name, a few lines and a photo; perhaps one of the users. */
export const newsAuthors = pgTable(
  'news_author',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    bio: varchar('bio', { length: 2000 }).notNull().default(''),
    photo_id: integer('photo_id').references(() => attachments.id),
    user_id: integer('user_id').references(() => users.id),
  },
  (table) => [index('news_author_golf_course_id').on(table.golf_course_id)],
);

/**
 * An article of a club's news. Its body is HTML as the server's sanitiser left it (decision 0056). Published with a
 * `published_at` in the future, it is scheduled: readers see it from that instant.
 */
export const newsArticles = pgTable(
  'news_article',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    title: varchar('title', { length: 200 }).notNull(),
    slug: varchar('slug', { length: 200 }).notNull(),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    body: text('body').notNull().default(''),
    cover_image_id: integer('cover_image_id').references(() => attachments.id),
    category_id: integer('category_id').references(() => newsCategories.id),
    author_id: integer('author_id').references(() => newsAuthors.id),
    status: varchar('status', { length: 10, enum: ['draft', 'published', 'archived'] })
      .notNull()
      .default('draft'),
    published_at: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    is_public: boolean('is_public').notNull().default(false),
  },
  (table) => [
    uniqueIndex('news_article_slug_unique').on(table.golf_course_id, table.slug),
    index('news_article_published').on(table.golf_course_id, table.status, table.published_at),
    index('news_article_category_id').on(table.category_id),
    index('news_article_author_id').on(table.author_id),
    check('news_article_status', sql`${table.status} in ('draft', 'published', 'archived')`),
    check('news_article_published_at', sql`${table.status} = 'draft' or ${table.published_at} is not null`),
  ],
);

/** The tags of an article. */
export const newsArticleTags = pgTable(
  'news_article_tags',
  {
    article_id: integer('article_id')
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    tag_id: integer('tag_id')
      .notNull()
      .references(() => newsTags.id),
  },
  (table) => [
    primaryKey({ columns: [table.article_id, table.tag_id] }),
    index('news_article_tags_tag_id').on(table.tag_id),
  ],
);

/** A reader's comment on an article: plain text, shown once a moderator approves it (or at once, when trusted). */
export const newsComments = pgTable(
  'news_comment',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    article_id: integer('article_id')
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    body: varchar('body', { length: 2000 }).notNull(),
    status: varchar('status', { length: 10, enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
  },
  (table) => [
    index('news_comment_article_id').on(table.article_id, table.status),
    index('news_comment_status').on(table.golf_course_id, table.status),
    check('news_comment_status', sql`${table.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/** A club's own news settings: whether its members' comments show without waiting for a moderator. */
export const newsSettings = pgTable(
  'news_settings',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    trust_member_comments: boolean('trust_member_comments').notNull().default(false),
  },
  (table) => [uniqueIndex('news_settings_golf_course_id_unique').on(table.golf_course_id)],
);

/** A short club announcement (the course is closed, the bar opens late), shown until it expires, pinned ones first. */
export const golfCoursePosts = pgTable(
  'golf_course_posts',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    title: varchar('title', { length: 200 }).notNull(),
    body: varchar('body', { length: 2000 }).notNull().default(''),
    pinned: boolean('pinned').notNull().default(false),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('golf_course_posts_golf_course_id').on(table.golf_course_id, table.expires_at)],
);
