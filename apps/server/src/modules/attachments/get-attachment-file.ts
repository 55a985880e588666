import { eq } from 'drizzle-orm';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { attachments } from '../../db/schema/index.js';

/** An attachment's stored image: its bytes and their type. */
export async function getAttachmentFile(db: Database, id: number) {
  const [row] = await db
    .select({ contentType: attachments.content_type, data: attachments.data, createdAt: attachments.created_at })
    .from(attachments)
    .where(eq(attachments.id, id));
  if (!row) throw new NotFoundError();
  return row;
}
