import { publicArticlePage, publicNewsPage } from '@fairway/contract';
import { and, desc, eq } from 'drizzle-orm';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { golfCourses, newsArticles } from '../../db/schema/index.js';
import { publishedArticles } from './published-articles.js';

/** How many of the latest public articles the RSS feed carries. */
export const rssItems = 20;

/** Characters XML 1.0 does not allow: dropped from what the feed carries. */
// eslint-disable-next-line no-control-regex
const notInXml = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

const escapeXml = (text: string) =>
  text
    .replace(notInXml, '')
    .replace(
      /[<>&'"]/g,
      (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[character]!,
    );

/**
 * The RSS 2.0 feed of an approved club's public articles (published, not scheduled, marked public), newest first:
 * titles, summaries and links to their public pages at `baseUrl`, readable without signing in. Another or an
 * unapproved club is not found.
 */
export async function clubRss(db: Database, golfCourseId: number, baseUrl: string): Promise<string> {
  const [club] = await db
    .select({ name: golfCourses.name })
    .from(golfCourses)
    .where(and(eq(golfCourses.id, golfCourseId), eq(golfCourses.status, 'approved')));
  if (!club) throw new NotFoundError();
  const articles = await db
    .select({
      id: newsArticles.id,
      title: newsArticles.title,
      summary: newsArticles.summary,
      published_at: newsArticles.published_at,
    })
    .from(newsArticles)
    .where(and(publishedArticles(golfCourseId), eq(newsArticles.is_public, true)))
    .orderBy(desc(newsArticles.published_at), desc(newsArticles.id))
    .limit(rssItems);
  const items = articles.map((article) => {
    const link = `${baseUrl}${publicArticlePage(golfCourseId, article.id)}`;
    return [
      '<item>',
      `<title>${escapeXml(article.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="false">fairway-news-${golfCourseId}-${article.id}</guid>`,
      `<description>${escapeXml(article.summary)}</description>`,
      `<pubDate>${article.published_at!.toUTCString()}</pubDate>`,
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0">',
    '<channel>',
    `<title>${escapeXml(`${club.name}: news`)}</title>`,
    `<link>${escapeXml(`${baseUrl}${publicNewsPage(golfCourseId)}`)}</link>`,
    `<description>${escapeXml(`The public news of ${club.name}`)}</description>`,
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n');
}
