import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { ofClubMembers } from '../../db/club-scope.js';
import { golfCourseMembers, golfCourses, members, memberSearchText } from '../../db/schema/index.js';
import {
  countOnce,
  keptMatches,
  type ListedPage,
  pageWindow,
  parseListQuery,
  resolvePage,
} from '../../db/list-query.js';

type NonClubMember = {
  id: number;
  first_name: string;
  last_name: string;
  handicap_index: number | null;
  home_clubs: string;
};

/**
 * The golfers not tied to the active club, for its admin to bring one in: names, current index and home clubs only,
 * never personal data (those belong to the golfer's own clubs).
 */
export async function listNonClubMembers(
  db: Database,
  golfCourseId: number,
  query: Record<string, unknown>,
): Promise<ListedPage<NonClubMember>> {
  const parsed = parseListQuery(
    query,
    {
      search: [members.first_name, members.last_name],
      // The words the trigram indexes serve pick the golfers, all at once, from the one index of names and e-mail,
      // on the list's own rows (decision 0081): one bitmap, each row read once, then each word tested on the names.
      // Not every golfer in the order of names.
      searchTerms: (patterns) =>
        and(...patterns.map((pattern) => sql`${memberSearchText('members')} ilike ${pattern}`)),
      ordering: {
        id: members.id,
        name: sql`lower(${members.last_name} || ' ' || ${members.first_name})`,
        handicap_index: members.handicap_index,
      },
      defaultOrdering: 'name',
      filters: {},
      tieBreaker: members.id,
    },
    sql`not ${ofClubMembers(members.id, golfCourseId)}`,
  );
  const homeClubNames = db
    .select({ names: sql<string>`string_agg(${golfCourses.name}, ', ' order by ${golfCourses.name})` })
    .from(golfCourseMembers)
    .innerJoin(golfCourses, eq(golfCourses.id, golfCourseMembers.golf_course_id))
    .where(eq(golfCourseMembers.member_id, members.id));
  const total = await countOnce(db, db.select({ count: count() }).from(members).where(parsed.where));
  const page = resolvePage(parsed, total);
  const window = pageWindow(page, total);
  const golfers = () =>
    db
      .select({
        id: members.id,
        first_name: members.first_name,
        last_name: members.last_name,
        handicap_index: members.handicap_index,
        home_clubs: sql<string>`coalesce((${homeClubNames}), '')`,
      })
      .from(members)
      .$dynamic();
  // A search's matches in order, kept once per change of the data where few enough (decision 0090): pages are cut
  // from them and only the page's golfers are read.
  const searched = typeof query.search === 'string' && query.search.trim() !== '';
  const ids =
    searched && !window.empty
      ? await keptMatches(
          db,
          { ...page, total },
          db
            .select({ id: members.id })
            .from(members)
            .where(page.where)
            .orderBy(...page.orderBy),
        )
      : undefined;
  if (ids) {
    const results =
      ids.length === 0
        ? []
        : await golfers()
            .where(inArray(members.id, ids))
            .orderBy(...page.orderBy);
    return { count: total, page: page.page, pageSize: page.pageSize, results };
  }
  const rows = window.empty
    ? []
    : await golfers()
        .where(page.where)
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset);
  if (window.reversed) rows.reverse();
  return { count: total, page: page.page, pageSize: page.pageSize, results: rows };
}
