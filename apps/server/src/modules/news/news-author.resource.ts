import { newsAuthorInput, newsAuthorRecord, Role } from '@fairway/contract';
import { and, eq } from 'drizzle-orm';
import type { FieldErrors } from '../../core/domain-errors.js';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { newsAuthors, userRoles } from '../../db/schema/index.js';
import type { Change, Resource } from '../../http/resource.js';
import { imageUrlSql } from './image-url-sql.js';
import { isClubUpload } from './is-club-upload.js';

/** An author's photo is one of the club's images, and the user they are holds a role in the club. */
async function checkAuthor({ tx, input, actor }: Change): Promise<FieldErrors | null> {
  const errors: FieldErrors = {};
  const photoId = input.photo_id as number | null | undefined;
  if (photoId != null && !(await isClubUpload(tx, actor, photoId)))
    errors.photo_id = [`Invalid pk "${photoId}" - object does not exist.`];
  const userId = input.user_id as number | null | undefined;
  if (userId != null) {
    const [inClub] = await tx
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(and(eq(userRoles.user_id, userId), eq(userRoles.golf_course_id, actor.golfCourseId!)))
      .limit(1);
    if (!inClub) errors.user_id = [`Invalid pk "${userId}" - object does not exist.`];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Who the club's articles are written by: every role of the club reads them, its admins keep them. */
export const newsAuthorResource: Resource = {
  name: 'news_author',
  thing: 'news author',
  area: 'news',
  table: newsAuthors,
  scope: 'golf_course',
  fields: {
    ...recordColumnsOf(newsAuthors),
    golf_course_id: newsAuthors.golf_course_id,
    name: newsAuthors.name,
    bio: newsAuthors.bio,
    photo_id: newsAuthors.photo_id,
    photo_url: imageUrlSql(newsAuthors.photo_id).as('photo_url'),
    user_id: newsAuthors.user_id,
  },
  list: {
    search: [newsAuthors.name, newsAuthors.bio],
    ordering: { id: newsAuthors.id, name: newsAuthors.name },
    defaultOrdering: 'name',
    filters: { user_id: { column: newsAuthors.user_id, kind: 'integer' } },
  },
  validate: checkAuthor,
  record: newsAuthorRecord,
  input: newsAuthorInput,
  access: { read: {}, write: { roles: [Role.admin] } },
};
