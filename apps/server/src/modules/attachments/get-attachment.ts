import { attachmentFileUrl } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { attachments } from '../../db/schema/index.js';

/** What is known of an attachment, without its bytes, and where the image is served. */
export async function getAttachment(db: Database, id: number) {
  const [row] = await db
    .select({
      id: attachments.id,
      created_at: attachments.created_at,
      created_by: attachments.created_by,
      updated_at: attachments.updated_at,
      updated_by: attachments.updated_by,
      file_name: attachments.file_name,
      content_type: attachments.content_type,
      size: attachments.size,
      width: attachments.width,
      height: attachments.height,
      owner_id: attachments.owner_id,
    })
    .from(attachments)
    .where(eq(attachments.id, id));
  if (!row) throw new NotFoundError();
  return { ...row, url: attachmentFileUrl(row.id) };
}
