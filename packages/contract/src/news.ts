import { z } from 'zod';
import { name, referenceId } from './fields.js';
import { instant, instantInput, recordExample, recordFields } from './records.js';

/**
 * A club's news: its categories, tags and authors, its articles (a body of HTML the server sanitises), readers'
 * comments waiting for a moderator, and short club announcements (`golf_course_posts`) that expire.
 */

/** The longest values the news tables keep, shared by the server's checks and the web's inputs. */
export const newsLimits = {
  slug: 100,
  title: 200,
  articleSlug: 200,
  summary: 500,
  /** The stored (sanitised) body of an article: a long write-up is some 50,000 characters of HTML. */
  body: 100_000,
  bio: 2000,
  comment: 2000,
  postBody: 2000,
  tagsPerArticle: 20,
  /** How many comments one bulk moderation changes at most. */
  moderatedAtOnce: 100,
} as const;

export const articleStatuses = ['draft', 'published', 'archived'] as const;
export const commentStatuses = ['pending', 'approved', 'rejected'] as const;

const clubRecordFields = { ...recordFields, golf_course_id: z.number().int() };
const clubRecordExample = { ...recordExample, golf_course_id: 1 };

const slugOf = (length: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(length)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
      error: 'Use lower-case letters, digits and single hyphens, as in club-news-2026.',
    })
    .describe('The name in an address: lower-case letters, digits and hyphens; unique in the club');

const optionalReference = referenceId.nullable().optional();

// Categories and tags ---------------------------------------------------------------------------------------------

export const newsCategoryInput = z.object({ name, slug: slugOf(newsLimits.slug) });

export const newsCategoryRecord = z.object({ ...clubRecordFields, name: z.string(), slug: z.string() }).meta({
  id: 'NewsCategory',
  description: "A section of the club's news",
  examples: [{ ...clubRecordExample, name: 'Results', slug: 'results' }],
});

export const newsTagInput = z.object({ name, slug: slugOf(newsLimits.slug) });

export const newsTagRecord = z.object({ ...clubRecordFields, name: z.string(), slug: z.string() }).meta({
  id: 'NewsTag',
  description: 'A word articles are filed under',
  examples: [{ ...clubRecordExample, name: 'Club championship', slug: 'club-championship' }],
});

// Authors ---------------------------------------------------------------------------------------------------------

export const newsAuthorInput = z.object({
  name,
  bio: z.string().trim().max(newsLimits.bio).optional().describe('A few lines about the author, plain text'),
  photo_id: optionalReference.describe("An uploaded image of the club's (attachments)"),
  user_id: optionalReference.describe('The user who is this author, if any: one of the club'),
});

export const newsAuthorRecord = z
  .object({
    ...clubRecordFields,
    name: z.string(),
    bio: z.string(),
    photo_id: z.number().int().nullable(),
    photo_url: z.string().nullable().describe("Where the author's photo is served"),
    user_id: z.number().int().nullable(),
  })
  .meta({
    id: 'NewsAuthor',
    description: 'Who articles are written by, as readers see them',
    examples: [
      {
        ...clubRecordExample,
        name: 'Alex Admin',
        bio: 'Club secretary.',
        photo_id: null,
        photo_url: null,
        user_id: 2,
      },
    ],
  });

// Articles --------------------------------------------------------------------------------------------------------

export const newsArticleInput = z.object({
  title: z.string().trim().min(1).max(newsLimits.title),
  slug: slugOf(newsLimits.articleSlug),
  summary: z.string().trim().max(newsLimits.summary).optional().describe('A line or two shown in the feed'),
  body: z
    .string()
    .max(newsLimits.body)
    .optional()
    .describe(
      "HTML from the editor. Stored as the sanitiser leaves it: headings, paragraphs, lists, quotes, tables, links (http, https, mailto, tel) and images of the club's own uploads; anything else is removed (decision 0056).",
    ),
  cover_image_id: optionalReference.describe("An uploaded image of the club's (attachments)"),
  category_id: optionalReference,
  author_id: optionalReference,
  tag_ids: z
    .array(referenceId)
    .max(newsLimits.tagsPerArticle)
    .optional()
    .describe('The tags of the article, each a news_tag of the club'),
  status: z
    .enum(articleStatuses)
    .optional()
    .describe('draft (the default), then published, then archived; a published article may go back to draft'),
  published_at: instantInput
    .nullable()
    .optional()
    .describe(
      'When readers see it: set to now when it is published without one; a later instant schedules the publication',
    ),
  is_public: z
    .boolean()
    .optional()
    .describe("For anyone, signed in or not: in the club's RSS feed and on its public news pages"),
});

export const newsArticleRecord = z
  .object({
    ...clubRecordFields,
    title: z.string(),
    slug: z.string(),
    summary: z.string(),
    body: z.string().describe('Sanitised HTML'),
    cover_image_id: z.number().int().nullable(),
    cover_image_url: z.string().nullable(),
    category_id: z.number().int().nullable(),
    category_name: z.string().nullable(),
    author_id: z.number().int().nullable(),
    author_name: z.string().nullable(),
    tag_ids: z.array(z.number().int()),
    status: z.enum(articleStatuses),
    published_at: instant.nullable(),
    is_public: z.boolean(),
  })
  .meta({
    id: 'NewsArticle',
    description: "An article of the club's news",
    examples: [
      {
        ...clubRecordExample,
        title: 'Club championship: Morgan wins by two',
        slug: 'club-championship-2026',
        summary: 'A final round of 71 settled it.',
        body: '<p>A final round of 71 settled it.</p>',
        cover_image_id: 3,
        cover_image_url: '/api/attachments/3/file/',
        category_id: 1,
        category_name: 'Results',
        author_id: 1,
        author_name: 'Alex Admin',
        tag_ids: [1, 2],
        status: 'published',
        published_at: '2026-03-02T16:05:00.000Z',
        is_public: true,
      },
    ],
  });

// Comments --------------------------------------------------------------------------------------------------------

const commentBody = z
  .string()
  .trim()
  .min(1)
  .max(newsLimits.comment)
  .describe(`Plain text, at most ${newsLimits.comment} characters; shown as written, never as HTML`);

export const newsCommentInput = z.object({
  article_id: referenceId.describe('A published article of the club'),
  body: commentBody,
  status: z.enum(commentStatuses).optional().describe('pending, approved or rejected'),
});

export const newsCommentRecord = z
  .object({
    ...clubRecordFields,
    article_id: z.number().int(),
    article_title: z.string(),
    user_id: z.number().int(),
    user_name: z.string().describe("The commenter's name"),
    body: z.string(),
    status: z.enum(commentStatuses),
  })
  .meta({
    id: 'NewsComment',
    description: "A reader's comment on an article, shown once approved",
    examples: [
      {
        ...clubRecordExample,
        article_id: 1,
        article_title: 'Club championship: Morgan wins by two',
        user_id: 4,
        user_name: 'Morgan Member',
        body: 'Well played!',
        status: 'pending',
      },
    ],
  });

export const newCommentInput = z.object({ body: commentBody });

export const commentModeration = z.object({
  ids: z.array(referenceId).min(1).max(newsLimits.moderatedAtOnce).describe('The comments to decide on'),
  status: z.enum(['approved', 'rejected']),
});

export const commentModerationAnswer = z
  .object({ changed: z.number().int().describe('How many comments now have that status') })
  .meta({ id: 'CommentModerationAnswer', examples: [{ changed: 3 }] });

export const newsSettings = z
  .object({
    trust_member_comments: z
      .boolean()
      .describe("Members' comments show at once, without waiting for a moderator (admins' always do)"),
  })
  .meta({ id: 'NewsSettings', examples: [{ trust_member_comments: false }] });

// The members' feed -----------------------------------------------------------------------------------------------

export const feedQuery = z.object({
  page: z.string().optional(),
  page_size: z.string().optional(),
  search: z.string().optional(),
  category_id: z.string().optional().describe('Only the articles of this category'),
  tag_id: z.string().optional().describe('Only the articles with this tag'),
});

const feedArticleFields = {
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  cover_image_url: z.string().nullable(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  author_name: z.string().nullable(),
  published_at: instant,
  comments_count: z.number().int().describe('Approved comments'),
};

const feedArticleExample = {
  id: 1,
  title: 'Club championship: Morgan wins by two',
  slug: 'club-championship-2026',
  summary: 'A final round of 71 settled it.',
  cover_image_url: '/api/attachments/3/file/',
  category_id: 1,
  category_name: 'Results',
  author_name: 'Alex Admin',
  published_at: '2026-03-02T16:05:00.000Z',
  comments_count: 2,
};

export const feedArticle = z
  .object(feedArticleFields)
  .meta({ id: 'FeedArticle', description: 'A published article as the feed lists it', examples: [feedArticleExample] });

export const feedPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(feedArticle),
});

export const feedComment = z
  .object({
    id: z.number().int(),
    user_name: z.string(),
    body: z.string(),
    status: z.enum(commentStatuses).describe("Others' comments are approved; the caller's own may still be pending"),
    own: z.boolean().describe("The caller's own comment"),
    created_at: instant,
  })
  .meta({
    id: 'FeedComment',
    description: 'A comment as readers of the article see it',
    examples: [
      {
        id: 5,
        user_name: 'Morgan Member',
        body: 'Well played!',
        status: 'approved',
        own: false,
        created_at: '2026-03-02T18:00:00.000Z',
      },
    ],
  });

export const feedArticlePage = z
  .object({
    ...feedArticleFields,
    body: z.string().describe('Sanitised HTML'),
    author_bio: z.string().nullable(),
    tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
    comments: z.array(feedComment).describe("The approved comments, oldest first, and the caller's own"),
  })
  .meta({
    id: 'FeedArticlePage',
    description: 'A published article as members read it, with its comments',
    examples: [
      {
        ...feedArticleExample,
        body: '<p>A final round of 71 settled it.</p>',
        author_bio: 'Club secretary.',
        tags: [{ id: 1, name: 'Club championship' }],
        comments: [
          {
            id: 5,
            user_name: 'Morgan Member',
            body: 'Well played!',
            status: 'approved',
            own: true,
            created_at: '2026-03-02T18:00:00.000Z',
          },
        ],
      },
    ],
  });

/** The web page of a club's public news, where its RSS feed's channel links to: for anyone, signed in or not. */
export const publicNewsPage = (golfCourseId: number) => `/golf-course/${golfCourseId}/news`;

/** The web page of a public article, where the RSS feed's items link to: for anyone, signed in or not. */
export const publicArticlePage = (golfCourseId: number, articleId: number) =>
  `${publicNewsPage(golfCourseId)}/${articleId}`;

// A club's public news -------------------------------------------------------------------------------------------

const publicClub = z
  .object({
    id: z.number().int(),
    name: z.string(),
    logo_url: z.string().nullable(),
    time_zone: z.string().describe('IANA time zone the club shows times in'),
    date_format: z.string().describe('How the club writes dates, e.g. DD/MM/YYYY'),
  })
  .describe('The club whose news it is, as its public pages show it');

const publicClubExample = {
  id: 1,
  name: 'Fairway Demo Golf Club',
  logo_url: '/api/attachments/1/file/',
  time_zone: 'Europe/London',
  date_format: 'DD/MM/YYYY',
};

const publicArticleFields = {
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  cover_image_url: z.string().nullable(),
  category_name: z.string().nullable(),
  author_name: z.string().nullable(),
  published_at: instant,
};

const publicArticleExample = {
  id: 1,
  title: 'Club championship: Morgan wins by two',
  slug: 'club-championship-2026',
  summary: 'A final round of 71 settled it.',
  cover_image_url: '/api/attachments/3/file/',
  category_name: 'Results',
  author_name: 'Alex Admin',
  published_at: '2026-03-02T16:05:00.000Z',
};

export const publicNews = z
  .object({
    golf_course: publicClub,
    results: z.array(z.object(publicArticleFields)).describe('The latest public articles, newest first'),
  })
  .meta({
    id: 'PublicNews',
    description: "A club's latest public articles, as anyone reads them at the link of its RSS feed's channel",
    examples: [{ golf_course: publicClubExample, results: [publicArticleExample] }],
  });

export const publicArticle = z
  .object({
    ...publicArticleFields,
    body: z.string().describe('Sanitised HTML'),
    tags: z.array(z.string()).describe("The names of the article's tags, in order"),
    golf_course: publicClub,
  })
  .meta({
    id: 'PublicArticle',
    description: "A published public article of a club, as anyone reads it at the link of the club's RSS feed",
    examples: [
      {
        ...publicArticleExample,
        body: '<p>A final round of 71 settled it.</p>',
        tags: ['Club championship'],
        golf_course: publicClubExample,
      },
    ],
  });

// Club posts ------------------------------------------------------------------------------------------------------

export const golfCoursePostInput = z.object({
  title: z.string().trim().min(1).max(newsLimits.title),
  body: z.string().trim().max(newsLimits.postBody).optional().describe('Plain text'),
  pinned: z.boolean().optional().describe('Pinned posts come first'),
  expires_at: instantInput.nullable().optional().describe('From this instant the post is no longer shown; none: never'),
});

export const golfCoursePostRecord = z
  .object({
    ...clubRecordFields,
    title: z.string(),
    body: z.string(),
    pinned: z.boolean(),
    expires_at: instant.nullable(),
  })
  .meta({
    id: 'GolfCoursePost',
    description: 'A short club announcement, shown until it expires',
    examples: [
      {
        ...clubRecordExample,
        title: 'Course closed Monday morning',
        body: 'Greens are being hollow-tined; open from 13:00.',
        pinned: true,
        expires_at: '2026-03-09T13:00:00.000Z',
      },
    ],
  });
