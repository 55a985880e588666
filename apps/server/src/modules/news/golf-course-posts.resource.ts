import { golfCoursePostInput, golfCoursePostRecord, Role } from '@fairway/contract';
import { sql } from 'drizzle-orm';
import { golfCoursePosts } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

/** Short club announcements: every role of the club reads them (the feed shows the current ones), its admins keep them. */
export const golfCoursePostsResource: Resource = {
  name: 'golf_course_posts',
  thing: 'club post',
  area: 'news',
  table: golfCoursePosts,
  scope: 'golf_course',
  list: {
    search: [golfCoursePosts.title, golfCoursePosts.body],
    ordering: {
      id: golfCoursePosts.id,
      title: golfCoursePosts.title,
      pinned: golfCoursePosts.pinned,
      created_at: golfCoursePosts.created_at,
      expires_at: golfCoursePosts.expires_at,
    },
    defaultOrdering: '-pinned,-created_at',
    filters: {
      pinned: { column: golfCoursePosts.pinned, kind: 'boolean' },
      current: {
        kind: 'boolean',
        where: (current) =>
          current
            ? sql`(${golfCoursePosts.expires_at} is null or ${golfCoursePosts.expires_at} > now())`
            : sql`${golfCoursePosts.expires_at} <= now()`,
      },
    },
  },
  filterDescriptions: { current: 'true: only the posts not expired yet; false: only the expired ones' },
  record: golfCoursePostRecord,
  input: golfCoursePostInput,
  access: { read: {}, write: { roles: [Role.admin] } },
};
