import { attachments } from '../../db/schema/index.js';

/** What is known of an attachment as clients read it, without its bytes; `url` is added from the id. */
export const attachmentFields = {
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
};
