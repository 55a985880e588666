import { attachmentContentType, attachmentFileUrl, Role } from '@fairway/contract';
import { and, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { lastPage, type ListedPage, type ListSpec, parseListQuery, resolvePage } from '../../db/list-query.js';
import { attachments } from '../../db/schema/index.js';
import { attachmentFields } from './attachment-fields.js';

/** Who lists a club's uploads: the caller, the club of the request and their roles in it. */
export type AttachmentViewer = { userId: number; golfCourseId: number; courseRoles: readonly number[] };

export const attachmentListSpec: ListSpec = {
  search: [attachments.file_name],
  ordering: {
    id: attachments.id,
    file_name: attachments.file_name,
    size: attachments.size,
    created_at: attachments.created_at,
  },
  defaultOrdering: '-created_at',
  filters: {
    owner_id: { column: attachments.owner_id, kind: 'integer' },
    content_type: { column: attachments.content_type, kind: 'text' },
  },
  tieBreaker: attachments.id,
};

export const attachmentFilterDescriptions = {
  owner_id: 'Only the images this user uploaded',
  content_type: `Only images of this type: ${attachmentContentType.options.join(', ')}`,
};

/**
 * A club's uploads (decision 0044): the images uploaded by anyone who holds a role in the club, and the club's logo
 * whoever uploaded it. Its admins (and a super admin in the club) read them all; the club's other roles only the ones
 * they uploaded themselves.
 */
function uploadsOfClub(viewer: AttachmentViewer): SQL {
  const clubs = or(
    sql`exists (select 1 from user_roles ur where ur.user_id = "attachments"."owner_id" and ur.golf_course_id = ${viewer.golfCourseId})`,
    sql`"attachments"."id" = (select gc.logo_id from golf_courses gc where gc.id = ${viewer.golfCourseId})`,
  )!;
  const seesEveryUpload = viewer.courseRoles.includes(Role.admin) || viewer.courseRoles.includes(Role.superAdmin);
  return seesEveryUpload ? clubs : and(clubs, eq(attachments.owner_id, viewer.userId))!;
}

/** `GET /api/attachments/`: a club's uploads, a page at a time, searched by name, ordered and filtered. */
export async function listAttachments(db: Database, viewer: AttachmentViewer, query: Record<string, unknown>) {
  const parsed = parseListQuery(query, attachmentListSpec, uploadsOfClub(viewer));
  const [counted] = await db.select({ count: count() }).from(attachments).where(parsed.where);
  const total = Number(counted?.count ?? 0);
  const page = parsed.page === lastPage ? resolvePage(parsed, total) : parsed;
  const rows = await db
    .select(attachmentFields)
    .from(attachments)
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const listed: ListedPage<(typeof rows)[number] & { url: string }> = {
    count: total,
    page: page.page,
    pageSize: page.pageSize,
    results: rows.map((row) => ({ ...row, url: attachmentFileUrl(row.id) })),
  };
  return listed;
}
