import { count } from 'drizzle-orm';
import { golfCourseStatuses } from '@fairway/contract';
import type { Database } from '../../db/client.js';
import { cities, golfCourses } from '../../db/schema/index.js';
import { lastPage, type ListedPage, type ListSpec, parseListQuery, resolvePage } from '../../db/list-query.js';
import { selectGolfCourses } from './select-golf-courses.js';
import { withPlaces } from './with-places.js';
import { type GolfCourseViewer, visibleTo } from './visible-to.js';

export const golfCourseListSpec: ListSpec = {
  search: [golfCourses.name, golfCourses.short_name, golfCourses.email, cities.name],
  ordering: {
    id: golfCourses.id,
    name: golfCourses.name,
    short_name: golfCourses.short_name,
    city_name: cities.name,
    status: golfCourses.status,
    created_at: golfCourses.created_at,
  },
  defaultOrdering: 'name',
  filters: { status: { column: golfCourses.status, kind: 'text' } },
  tieBreaker: golfCourses.id,
};

export const golfCourseFilterDescriptions = {
  status: `Only courses of this status: ${golfCourseStatuses.join(', ')}`,
};

/** `GET /api/golf_courses/`: the courses the viewer may see, a page at a time, searched, ordered and filtered. */
export async function listGolfCourses(db: Database, viewer: GolfCourseViewer, query: Record<string, unknown>) {
  const parsed = parseListQuery(query, golfCourseListSpec, visibleTo(viewer));
  const countAll = async () => {
    const [counted] = await withPlaces(db.select({ count: count() }).from(golfCourses).$dynamic()).where(parsed.where);
    return Number(counted?.count ?? 0);
  };
  const total = await countAll();
  const page = parsed.page === lastPage ? resolvePage(parsed, total) : parsed;
  const results = await selectGolfCourses(db, page.where)
    .orderBy(...page.orderBy)
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const listed: ListedPage<(typeof results)[number]> = {
    count: total,
    page: page.page,
    pageSize: page.pageSize,
    results,
  };
  return listed;
}
