import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pageWindow, parseListQuery } from '../src/db/list-query.js';
import { golfCourseMembers, members } from '../src/db/schema/index.js';
import { checkResource } from '../src/http/resource.js';
import { pageFromDepth } from '../src/http/resource-service.js';
import { golfCourseMembersResource } from '../src/modules/members/golf-course-members.resource.js';
import { membersResource } from '../src/modules/members/members.resource.js';
import { callsAs, demoClubId, useTestApp } from './test-app.js';

/**
 * Lists that cost a page (decisions 0058, 0059): every page read from whichever end of the list is nearer, the
 * members' pages picked from the club's ties, the count kept between pages; the answers those of the whole list read
 * in one order.
 */
const t = useTestApp();
const call = callsAs(t);
type Json = Record<string, unknown>;

/** Every page of `url` at `pageSize`, walked with `page=N` to the end, and the count each page gave. */
async function walk(url: string, pageSize: number) {
  const rows: Json[] = [];
  const counts = new Set<number>();
  for (let page = 1; ; page += 1) {
    const answer = await call('GET', `${url}${url.includes('?') ? '&' : '?'}page_size=${pageSize}&page=${page}`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as { count: number; next: string | null; results: Json[] };
    counts.add(body.count);
    rows.push(...body.results);
    if (!body.next) return { rows, counts: [...counts] };
  }
}

/** The ids a statement reads, in its order. */
async function idsOf(statement: string) {
  const { rows } = (await t.db.execute(sql.raw(statement))) as unknown as { rows: { id: number }[] };
  return rows.map((row) => row.id);
}

/** The demo club's golfers' ids in the list's order, read straight from the database. */
async function clubGolferIds(orderBy: string, where = 'true') {
  return idsOf(
    `select m.id from members m join golf_course_members g on g.member_id = m.id and g.golf_course_id = ${demoClubId}
      where ${where} order by ${orderBy}`,
  );
}

describe('lists at scale', () => {
  it("walks the club's golfers page by page in the order of their names, each page from the nearer end", async () => {
    const expected = await clubGolferIds(`lower(m.last_name || ' ' || m.first_name), m.id`);
    expect(expected.length).toBeGreaterThan(100);
    for (const pageSize of [25, 7]) {
      const walked = await walk('/api/members/', pageSize);
      expect(walked.rows.map((row) => row.id)).toEqual(expected);
      expect(walked.counts).toEqual([expected.length]);
    }
    const backwards = await walk('/api/members/?ordering=-name', 25);
    expect(backwards.rows.map((row) => row.id)).toEqual(
      await clubGolferIds(`lower(m.last_name || ' ' || m.first_name) desc, m.id`),
    );
    // Ordered by a golfer's column (not the tie's), and narrowed by a filter of the tie: the same rows either way.
    const byIndex = await walk('/api/members/?ordering=-handicap_index', 25);
    expect(byIndex.rows.map((row) => row.id)).toEqual(await clubGolferIds('m.handicap_index desc nulls first, m.id'));
    const guests = await walk('/api/members/?is_guest=false&ordering=membership_number', 10);
    expect(guests.rows.map((row) => row.id)).toEqual(
      await clubGolferIds('g.membership_number, m.id', 'not g.is_guest'),
    );
    const last = (await call('GET', '/api/members/?page=last')).json() as { count: number; results: Json[] };
    expect(last.results.map((row) => row.id)).toEqual(expected.slice(Math.floor((expected.length - 1) / 25) * 25));
    expect((await call('GET', `/api/members/?page=${Math.ceil(expected.length / 25) + 1}`)).statusCode).toBe(404);
  });

  it('walks a club of more than a thousand golfers the same way, deep pages picked from the index of its ties', async () => {
    // 1,000 more golfers, tied to the demo club by SQL: the tie's sort key comes from its trigger.
    await t.db.execute(sql`insert into members (first_name, last_name, email)
      select 'Golfer' || i, (array['Quinn', 'Ayala', 'Mbeki', 'Zhou', 'Lund'])[1 + i % 5], 'golfer' || i || '@example.com'
      from generate_series(1, 1000) i`);
    await t.db.execute(sql`insert into golf_course_members (golf_course_id, member_id, membership_number, is_guest)
      select ${demoClubId}, id, 'B' || lpad(id::text, 6, '0'), id % 4 = 0 from members where email like 'golfer%@example.com'`);
    const expected = await clubGolferIds(`lower(m.last_name || ' ' || m.first_name), m.id`);
    expect(expected.length).toBeGreaterThan(2 * pageFromDepth);
    const walked = await walk('/api/members/', 100);
    expect(walked.rows.map((row) => row.id)).toEqual(expected);
    expect(walked.counts).toEqual([expected.length]);
    const guests = await walk('/api/golf_course_members/?is_guest=true&ordering=-membership_number', 100);
    expect(guests.rows.map((row) => row.id)).toEqual(
      await idsOf(`select id from golf_course_members where golf_course_id = ${demoClubId} and is_guest
        order by membership_number desc, id`),
    );
    // The web's CSV export walks every page at 100: a deep page starts from the keys of the page before, kept
    // (decision 0081); every row once and in order, again from the keys kept, and after a change the list as it is.
    const tiesInOrder = () =>
      idsOf(`select id from golf_course_members where golf_course_id = ${demoClubId} order by membership_number, id`);
    for (const round of ['first', 'again']) {
      const exported = (await walk('/api/golf_course_members/', 100)).rows.map((row) => row.id);
      expect(exported, round).toEqual(await tiesInOrder());
      expect(new Set(exported).size).toBe(exported.length);
    }
    const early = await call('POST', '/api/members/', 'admin', {
      first_name: 'Ada',
      last_name: 'Early',
      is_guest: false,
      membership_number: 'B000000',
    });
    expect(early.statusCode).toBe(201);
    const changed = (await walk('/api/golf_course_members/', 100)).rows.map((row) => row.id);
    expect(changed).toEqual(await tiesInOrder());
    expect(changed).toHaveLength(expected.length + 1);
    // Words found in different columns and tables (a first name, a membership number; a last name): each must match.
    const searched = (query: string, who: 'admin' | 'secondAdmin' = 'admin', club = demoClubId) =>
      call('GET', `${query}&page_size=100`, who, undefined, club).then((answer) =>
        (answer.json() as { results: Json[] }).results.map((row) => row.id),
      );
    const byNameAndNumber = await searched('/api/members/?search=golfer77%20B000');
    expect(byNameAndNumber).toEqual(
      await clubGolferIds(
        `lower(m.last_name || ' ' || m.first_name), m.id`,
        `(m.first_name ilike '%golfer77%' or m.last_name ilike '%golfer77%' or m.email ilike '%golfer77%'
          or g.membership_number ilike '%golfer77%') and (m.first_name ilike '%B000%' or m.last_name ilike '%B000%'
          or m.email ilike '%B000%' or g.membership_number ilike '%B000%')`,
      ),
    );
    expect(byNameAndNumber.length).toBeGreaterThan(0);
    // A search's every page, from either end, in the list's order (its matches paged on the ties, decision 0090).
    const searchedWalk = await walk('/api/members/?search=olfer1', 25);
    const searchedIds = await clubGolferIds(
      `lower(m.last_name || ' ' || m.first_name), m.id`,
      `(m.first_name ilike '%olfer1%' or m.last_name ilike '%olfer1%' or m.email ilike '%olfer1%'
        or g.membership_number ilike '%olfer1%')`,
    );
    expect(searchedIds.length).toBeGreaterThan(100);
    expect(searchedWalk.rows.map((row) => row.id)).toEqual(searchedIds);
    expect(searchedWalk.counts).toEqual([searchedIds.length]);
    // The golfers of other clubs are searched by their names alone: a word of their e-mail finds none of them.
    const otherClub = (words: string) =>
      idsOf(`select id from members where id not in (select member_id from golf_course_members where golf_course_id = 2)
        and ${words
          .split(' ')
          .map((word) => `(first_name ilike '%${word}%' or last_name ilike '%${word}%')`)
          .join(' and ')} order by lower(last_name || ' ' || first_name), id`);
    const byNames = await searched('/api/members/non_golf_course_members/?search=golfer77%20quinn', 'secondAdmin', 2);
    expect(byNames).toEqual(await otherClub('golfer77 quinn'));
    expect(byNames.length).toBeGreaterThan(0);
    expect(await searched('/api/members/non_golf_course_members/?search=golfer77%20example', 'secondAdmin', 2)).toEqual(
      [],
    );
  });

  it("walks the club's ties page by page, and the golfers of other clubs", async () => {
    const ties = await walk('/api/golf_course_members/', 25);
    expect(ties.rows.map((row) => row.id)).toEqual(
      await idsOf(
        `select id from golf_course_members where golf_course_id = ${demoClubId} order by membership_number, id`,
      ),
    );
    const others = await walk('/api/members/non_golf_course_members/', 25);
    expect(others.rows.map((row) => row.id)).toEqual(
      await idsOf(`select id from members where id not in (select member_id from golf_course_members
        where golf_course_id = ${demoClubId}) order by lower(last_name || ' ' || first_name), id`),
    );
  });

  it('moves a renamed golfer to their place in every club that lists them, and counts a new one at once', async () => {
    const before = (await call('GET', '/api/members/')).json() as { count: number; results: Json[] };
    const golfer = before.results.at(-1)!;
    const renamed = await call('PATCH', `/api/members/${String(golfer.id)}/`, 'admin', { last_name: 'Aaberg' });
    expect(renamed.statusCode).toBe(200);
    const after = (await call('GET', '/api/members/')).json() as { count: number; results: Json[] };
    expect(after.results[0]).toMatchObject({ id: golfer.id, last_name: 'Aaberg' });
    const [tie] = await t.db
      .select({ sortName: golfCourseMembers.sort_name })
      .from(golfCourseMembers)
      .where(sql`${golfCourseMembers.member_id} = ${golfer.id as number}`);
    expect(tie?.sortName).toBe(`aaberg ${String(golfer.first_name).toLowerCase()}`);

    const created = await call('POST', '/api/members/', 'admin', {
      first_name: 'Zed',
      last_name: 'Zzyzx',
      is_guest: true,
      membership_number: '',
    });
    expect(created.statusCode).toBe(201);
    const counted = (await call('GET', '/api/members/?page=last')).json() as { count: number; results: Json[] };
    expect(counted.count).toBe(before.count + 1);
    expect(counted.results.at(-1)).toMatchObject({ id: created.json().id, last_name: 'Zzyzx' });
    const [stored] = await t.db
      .select({ sortName: golfCourseMembers.sort_name })
      .from(golfCourseMembers)
      .innerJoin(members, sql`${members.id} = ${golfCourseMembers.member_id}`)
      .where(sql`${members.last_name} = 'Zzyzx'`);
    expect(stored?.sortName).toBe('zzyzx zed');
  });

  it('finds a golfer by their new name, e-mail and membership number as soon as they change, never by the old', async () => {
    const found = async (words: string) =>
      (
        (await call('GET', `/api/members/?search=${encodeURIComponent(words)}`)).json() as { results: Json[] }
      ).results.map((row) => row.id);
    const golfer = (await call('GET', '/api/members/?page_size=1')).json().results[0] as Json;
    // Searched before the change, so that the matches are kept, and after: the change forgets them.
    expect(await found(String(golfer.last_name))).toContain(golfer.id);
    const renamed = await call('PATCH', `/api/members/${String(golfer.id)}/`, 'admin', {
      last_name: 'Quillfeather',
      email: 'q.feather@example.org',
    });
    expect(renamed.statusCode).toBe(200);
    const tie = (await call('GET', `/api/golf_course_members/?member_id=${String(golfer.id)}`)).json()
      .results[0] as Json;
    const renumbered = await call('PATCH', `/api/golf_course_members/${String(tie.id)}/`, 'admin', {
      membership_number: 'QX-4242',
    });
    expect(renumbered.statusCode).toBe(200);
    expect(await found('quillfeather')).toEqual([golfer.id]);
    expect(await found('feather@example')).toEqual([golfer.id]);
    expect(await found('qx-4242 quill')).toEqual([golfer.id]);
    expect(await found(String(golfer.last_name))).not.toContain(golfer.id);
    expect(await found(String(tie.membership_number))).not.toContain(golfer.id);
    // A word is matched within one field, never across the space between two.
    expect(await found(`${String(golfer.first_name).slice(-2)} quill`)).toEqual([golfer.id]);
    expect(await found(`${String(golfer.first_name).slice(-2)}quill`)).toEqual([]);
  });

  it('finds the same golfers and users by a long term (trigram indexes) as by a short one (every row)', async () => {
    const byName = (await call('GET', '/api/members/?search=son&page_size=100')).json() as { results: Json[] };
    expect(byName.results.map((row) => row.id)).toEqual(
      await clubGolferIds(
        `lower(m.last_name || ' ' || m.first_name), m.id`,
        `(m.first_name ilike '%son%' or m.last_name ilike '%son%' or m.email ilike '%son%' or g.membership_number ilike '%son%')`,
      ),
    );
    expect(byName.results.length).toBeGreaterThan(0);
    // Two terms: the longer picks the golfers through the indexes, the other tests them; each must match.
    const first = byName.results[0]!;
    const both = (
      await call('GET', `/api/members/?search=${String(first.last_name)}%20${String(first.first_name)}`)
    ).json().results as Json[];
    const term = (value: unknown) => {
      const text = String(value).replaceAll("'", "''");
      return `(m.first_name ilike '%${text}%' or m.last_name ilike '%${text}%' or m.email ilike '%${text}%' or g.membership_number ilike '%${text}%')`;
    };
    expect(both.map((row) => row.id)).toEqual(
      await clubGolferIds(
        `lower(m.last_name || ' ' || m.first_name), m.id`,
        `${term(first.last_name)} and ${term(first.first_name)}`,
      ),
    );
    expect(both.map((row) => row.id)).toContain(first.id);
    const numbered = (await call('GET', '/api/members/?page_size=1&ordering=membership_number&is_guest=false')).json()
      .results[0] as Json;
    const number = String(numbered.membership_number);
    const byNumber = (await call('GET', `/api/members/?search=${encodeURIComponent(number)}`)).json() as {
      results: Json[];
    };
    expect(byNumber.results.map((row) => row.id)).toContain(numbered.id);
    // Another club's membership numbers are not this club's: the golfer is found by this club's number only.
    const elsewhere = (
      await call('GET', `/api/members/?search=${encodeURIComponent(number)}`, 'secondAdmin', undefined, 2)
    ).json() as { results: Json[] };
    expect(elsewhere.results.map((row) => row.id)).not.toContain(numbered.id);
    const users = (
      await call('GET', '/api/users/?search=demo.fairway&page_size=100', 'super', undefined, null)
    ).json() as {
      count: number;
    };
    const { rows } = (await t.db.execute(
      sql`select count(*)::int as count from users where email ilike '%demo.fairway%' or first_name ilike '%demo.fairway%'`,
    )) as unknown as { rows: { count: number }[] };
    expect(users.count).toBe(rows[0]!.count);
    expect(users.count).toBeGreaterThan(0);
  });

  it('reads a page in the second half of a list from its end', () => {
    const spec = {
      search: [],
      ordering: { id: members.id },
      defaultOrdering: 'id',
      filters: {},
      tieBreaker: members.id,
    };
    const pageOf = (page: number) => parseListQuery({ page: String(page), page_size: '25' }, spec);
    expect(pageWindow(pageOf(1), 151)).toMatchObject({ limit: 25, offset: 0, reversed: false, empty: false });
    expect(pageWindow(pageOf(3), 151)).toMatchObject({ limit: 25, offset: 50, reversed: false });
    expect(pageWindow(pageOf(4), 151)).toMatchObject({ limit: 25, offset: 51, reversed: true });
    expect(pageWindow(pageOf(7), 151)).toMatchObject({ limit: 1, offset: 0, reversed: true });
    expect(pageWindow(pageOf(8), 151)).toMatchObject({ empty: true });
    expect(pageWindow(pageOf(1), 0)).toMatchObject({ empty: true });
  });

  it('refuses a declaration whose page or scope shortcuts do not fit it', () => {
    expect(() => checkResource({ ...golfCourseMembersResource, scopedByJoins: true })).toThrow(/scopedByJoins/);
    expect(() => checkResource({ ...membersResource, joins: undefined })).toThrow(/scopedByJoins/);
    expect(() =>
      checkResource({
        ...membersResource,
        pageFrom: { ...membersResource.pageFrom!, id: members.id },
      }),
    ).toThrow(/pageFrom is not a column of its table/);
    expect(() =>
      checkResource({
        ...membersResource,
        pageFrom: { ...membersResource.pageFrom!, search: members.email },
      }),
    ).toThrow(/search text of its pageFrom/);
  });
});
