import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { newsArticleTags } from '../../db/schema/index.js';

/** In the article's transaction: its tags become the ones sent, when tags were sent. */
export async function keepArticleTags(tx: Database, articleId: number, tagIds: readonly number[] | undefined) {
  if (tagIds === undefined) return;
  await tx.delete(newsArticleTags).where(eq(newsArticleTags.article_id, articleId));
  const unique = [...new Set(tagIds)];
  if (unique.length > 0)
    await tx.insert(newsArticleTags).values(unique.map((tagId) => ({ article_id: articleId, tag_id: tagId })));
}
