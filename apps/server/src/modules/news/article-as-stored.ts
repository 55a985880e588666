import { sanitiseArticleBody } from './sanitise-article-body.js';

/**
 * An article as it is stored: its body sanitised (decision 0056), and published now when it is published without
 * an instant of its own.
 */
export function articleAsStored(
  input: Record<string, unknown>,
  existing: Record<string, unknown> | null,
): Record<string, unknown> {
  const stored = { ...input };
  if (typeof input.body === 'string') stored.body = sanitiseArticleBody(input.body);
  const status = input.status ?? existing?.status;
  const publishedAt = input.published_at !== undefined ? input.published_at : existing?.published_at;
  if (status === 'published' && (publishedAt === null || publishedAt === undefined)) stored.published_at = new Date();
  return stored;
}
