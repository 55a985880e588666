import { attachmentFileUrl } from '@fairway/contract';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import { prepareImage, tooLargeMessage } from '../../core/images.js';
import type { Database } from '../../db/client.js';
import { attachments } from '../../db/schema/index.js';
import { getAttachment } from './get-attachment.js';

export type UploadAttachmentOptions = {
  actor: Actor;
  /** The name the client gave the file: kept for people to read, never trusted for its type. */
  fileName: string;
  bytes: Buffer;
  /** The upload went past the size limit and was cut off. */
  truncated: boolean;
};

/** Stores an uploaded image, checked and re-encoded (core/images.ts), owned by the uploader; answers its record. */
export async function uploadAttachment(db: Database, { actor, fileName, bytes, truncated }: UploadAttachmentOptions) {
  if (truncated) throw new InvalidInputError({ file: [tooLargeMessage] });
  const image = await prepareImage(bytes);
  // Control characters (a NUL, which PostgreSQL refuses in text; line breaks) are dropped from the name kept.
  const printable = [...fileName].filter((character) => character >= ' ' && character !== '\u007f').join('');
  const name = printable.trim().slice(0, 255) || 'upload';
  const id = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(attachments)
      .values({
        owner_id: actor.userId,
        file_name: name,
        content_type: image.contentType,
        size: image.data.length,
        width: image.width,
        height: image.height,
        data: image.data,
        created_by: actor.userId,
        updated_by: actor.userId,
      })
      .returning({ id: attachments.id });
    await writeAudit(tx, actor, {
      action: 'create',
      entity: 'attachments',
      entityId: stored!.id,
      detail: {
        file_name: name,
        content_type: image.contentType,
        size: image.data.length,
        url: attachmentFileUrl(stored!.id),
      },
    });
    return stored!.id;
  });
  return getAttachment(db, id);
}
