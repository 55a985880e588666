import { attachmentFileUrl } from '@fairway/contract';
import { sql } from 'drizzle-orm';
import { golfCourses } from '../../db/schema/index.js';

const logoUrlPrefix = attachmentFileUrl(0).replace(/0\/file\/$/, '');

/** The logo's address, worked out in the query: `/api/attachments/{id}/file/`, or null. */
export const logoUrlSql = sql<string | null>`case when ${golfCourses.logo_id} is null then null
  else ${logoUrlPrefix} || ${golfCourses.logo_id} || '/file/' end`;
