import { attachmentFileUrl } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { attachments } from '../../db/schema/index.js';
import { attachmentFields } from './attachment-fields.js';

/** What is known of an attachment, without its bytes, and where the image is served. */
export async function getAttachment(db: Database, id: number) {
  const [row] = await db.select(attachmentFields).from(attachments).where(eq(attachments.id, id));
  if (!row) throw new NotFoundError();
  return { ...row, url: attachmentFileUrl(row.id) };
}
