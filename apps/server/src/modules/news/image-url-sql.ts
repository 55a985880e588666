import { attachmentFileUrl } from '@fairway/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const imageUrlPrefix = attachmentFileUrl(0).replace(/0\/file\/$/, '');

/** The address of the image an attachment column names, worked out in the query: `/api/attachments/{id}/file/`, or null. */
export function imageUrlSql(column: PgColumn): SQL<string | null> {
  return sql<string | null>`case when ${column} is null then null else ${imageUrlPrefix} || ${column} || '/file/' end`;
}
