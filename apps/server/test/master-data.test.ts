import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, cities } from '../src/db/schema/index.js';
import { demo, demoClubId, secondClubId, useTestApp } from './test-app.js';

const t = useTestApp();
let superToken: string;
let adminToken: string;
let memberToken: string;
let secondAdminToken: string;
beforeEach(async () => {
  superToken = await t.tokenFor(demo.super);
  adminToken = await t.tokenFor(demo.admin);
  memberToken = await t.tokenFor(demo.member);
  secondAdminToken = await t.tokenFor(demo.secondAdmin);
  unitedKingdomId = await firstIdOf('countries', 'search=United%20Kingdom');
  scotlandId = await firstIdOf('states', 'search=Scotland');
});

type Case = {
  resource: string;
  create: () => Record<string, unknown>;
  change: Record<string, unknown>;
  invalid: { payload: Record<string, unknown>; errors: Record<string, string[]> };
  searchFor: string;
  /** Frees room for the new record when the seed fills every slot. */
  makeRoom?: () => Promise<void>;
};

const firstIdOf = async (resource: string, query = '') => {
  const page = (await t.call({ method: 'GET', url: `/api/${resource}/?${query}`, token: superToken })).json();
  return page.results[0].id as number;
};

let unitedKingdomId = 0;
let scotlandId = 0;

const cases: Case[] = [
  {
    resource: 'countries',
    create: () => ({ name: 'Portugal', iso_code: 'pt', phone_code: '+351' }),
    change: { name: 'Portuguese Republic' },
    invalid: {
      payload: { name: '', iso_code: 'PRT', phone_code: '351' },
      errors: {
        name: ['This field may not be blank.'],
        iso_code: ['Enter the two-letter ISO 3166 code.'],
        phone_code: ['Enter a dialling code such as +44, or leave it blank.'],
      },
    },
    searchFor: 'Portug',
  },
  {
    resource: 'states',
    create: () => ({ country_id: unitedKingdomId, name: 'Cornwall', code: 'CON' }),
    change: { code: 'KW' },
    invalid: { payload: { name: 'Nowhere' }, errors: { country_id: ['This field is required.'] } },
    searchFor: 'Cornwall',
  },
  {
    resource: 'cities',
    create: () => ({ state_id: scotlandId, name: 'Carnoustie' }),
    change: { is_active: false },
    invalid: { payload: { state_id: 'x', name: 'Somewhere' }, errors: { state_id: ['A valid integer is required.'] } },
    searchFor: 'Carnoustie',
  },
  {
    resource: 'user_type',
    create: () => ({ name: 'Junior', description: 'Under 18' }),
    change: { description: 'Under 21' },
    invalid: {
      payload: { name: 'x'.repeat(101) },
      errors: { name: ['Ensure this field has no more than 100 characters.'] },
    },
    searchFor: 'Junior',
  },
  {
    resource: 'prize_types',
    create: () => ({ name: 'Best Front Nine', description: 'Lowest net score on holes 1 to 9' }),
    change: { name: 'Best Front 9' },
    invalid: { payload: { description: 'no name' }, errors: { name: ['This field is required.'] } },
    searchFor: 'Front',
  },
  {
    resource: 'score_terms',
    create: () => ({ name: 'Triple Bogey', strokes_to_par: 3, colour: '#000000' }),
    change: { colour: '#111111' },
    invalid: {
      payload: { name: 'Ostrich', strokes_to_par: -5, colour: 'black' },
      errors: {
        strokes_to_par: ['Ensure this value is greater than or equal to -4.'],
        colour: ['Enter a colour as #rrggbb.'],
      },
    },
    searchFor: 'Triple',
    makeRoom: async () => {
      const id = await firstIdOf('score_terms', 'search=Triple');
      await t.call({ method: 'DELETE', url: `/api/score_terms/${id}/`, token: superToken });
    },
  },
];

describe.each(cases)('/api/$resource/', ({ resource, create, change, invalid, searchFor, makeRoom }) => {
  const url = `/api/${resource}/`;

  it('is readable by every signed-in user, in any club, and by no one signed out', async () => {
    for (const token of [memberToken, secondAdminToken, adminToken]) {
      const response = await t.call({ method: 'GET', url, token });
      expect(response.statusCode).toBe(200);
      expect(response.json().count).toBeGreaterThan(0);
    }
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('is writable by the super admin only; the change is audited in its transaction', async () => {
    await makeRoom?.();
    for (const token of [adminToken, memberToken, secondAdminToken]) {
      const refused = await t.call({ method: 'POST', url, token, golfCourseId: demoClubId, payload: create() });
      expect(refused.statusCode).toBe(403);
    }
    const created = await t.call({ method: 'POST', url, token: superToken, payload: create() });
    expect(created.statusCode).toBe(201);
    const record = created.json();
    expect(record).toMatchObject({ is_active: true, created_by: 1, updated_by: 1 });
    expect(record.created_at).toMatch(/Z$/);

    const refusedChange = await t.call({
      method: 'PATCH',
      url: `${url}${record.id}/`,
      token: adminToken,
      payload: change,
    });
    expect(refusedChange.statusCode).toBe(403);
    const changed = await t.call({ method: 'PATCH', url: `${url}${record.id}`, token: superToken, payload: change });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject(change);
    expect((await t.call({ method: 'GET', url: `${url}${record.id}/`, token: memberToken })).json()).toMatchObject(
      change,
    );

    const search = await t.call({
      method: 'GET',
      url: `${url}?search=${encodeURIComponent(searchFor)}`,
      token: superToken,
    });
    expect(search.json().results.map((row: { id: number }) => row.id)).toContain(record.id);

    const refusedDelete = await t.call({ method: 'DELETE', url: `${url}${record.id}/`, token: secondAdminToken });
    expect(refusedDelete.statusCode).toBe(403);
    const deleted = await t.call({ method: 'DELETE', url: `${url}${record.id}/`, token: superToken });
    expect(deleted.statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: `${url}${record.id}/`, token: superToken })).statusCode).toBe(404);

    const audited = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, resource), eq(auditLog.entity_id, record.id)));
    expect(audited.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('answers bad input with a 400 per field and keeps nothing', async () => {
    const before = (await t.call({ method: 'GET', url, token: superToken })).json().count;
    const response = await t.call({ method: 'POST', url, token: superToken, payload: invalid.payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalid.errors);
    const malformed = await t.call({
      method: 'POST',
      url,
      token: superToken,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Half',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toMatch(/^JSON parse error/);
    expect((await t.call({ method: 'GET', url, token: superToken })).json().count).toBe(before);
  });

  it('answers 404 for path ids that are not positive integers or do not exist', async () => {
    for (const id of ['1.0', '-1', 'abc', '0', '2147483648', '999999']) {
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const response = await t.call({
          method,
          url: `${url}${id}/`,
          token: superToken,
          payload: method === 'PATCH' ? {} : undefined,
        });
        expect(response.statusCode, `${method} ${id}`).toBe(404);
        expect(response.json()).toEqual({ detail: 'Not found.' });
      }
    }
  });

  it('pages DRF-style: page_size clamps at 100, unknown ordering fields are refused, a page past the end is 404', async () => {
    const clamped = await t.call({ method: 'GET', url: `${url}?page_size=10000`, token: memberToken });
    expect(clamped.statusCode).toBe(200);
    expect(clamped.json().results.length).toBe(Math.min(100, clamped.json().count));
    const ordering = await t.call({ method: 'GET', url: `${url}?ordering=password_hash`, token: memberToken });
    expect(ordering.statusCode).toBe(400);
    expect(ordering.json().ordering[0]).toMatch(/^Unknown ordering field "password_hash"/);
    const pastEnd = await t.call({ method: 'GET', url: `${url}?page=9999`, token: memberToken });
    expect(pastEnd.statusCode).toBe(404);
    expect(pastEnd.json()).toEqual({ detail: 'Invalid page.' });
    const badFilter = await t.call({ method: 'GET', url: `${url}?is_active=maybe`, token: memberToken });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json()).toEqual({ is_active: ['Must be a valid boolean.'] });
  });
});

describe('list pages', () => {
  it('clamp page_size 10000 to 100 rows, with a link to the rest', async () => {
    await t.db
      .insert(cities)
      .values(Array.from({ length: 120 }, (_, index) => ({ state_id: scotlandId, name: `Village ${index + 1}` })));
    const response = await t.call({ method: 'GET', url: '/api/cities/?page_size=10000', token: memberToken });
    const page = response.json();
    expect(page.count).toBeGreaterThan(120);
    expect(page.results).toHaveLength(100);
    expect(page.next).toMatch(/page=2/);
    expect(page.next).toMatch(/page_size=10000/);
  });

  it('walk the whole list with next and previous links', async () => {
    const seen: string[] = [];
    let url: string | null = '/api/cities/?page_size=7&ordering=name';
    let previous: string | null = null;
    let pages = 0;
    while (url) {
      const response = await t.call({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, ''), token: memberToken });
      const page = response.json();
      if (pages > 0) expect(page.previous).not.toBeNull();
      else expect(page.previous).toBeNull();
      seen.push(...page.results.map((city: { name: string }) => city.name));
      previous = url;
      url = page.next;
      pages += 1;
    }
    const all = await t.call({ method: 'GET', url: '/api/cities/?page_size=100&ordering=name', token: memberToken });
    expect(seen).toEqual(all.json().results.map((city: { name: string }) => city.name));
    expect(seen.length).toBe(all.json().count);
    expect(previous).toContain('page=');
  });

  it('open the last page with page=last, and count a filtered list', async () => {
    const all = (
      await t.call({ method: 'GET', url: '/api/cities/?page_size=100&ordering=name', token: memberToken })
    ).json();
    const last = await t.call({
      method: 'GET',
      url: '/api/cities/?page_size=7&ordering=name&page=last',
      token: memberToken,
    });
    const lastPageNumber = Math.ceil(all.count / 7);
    expect(last.json().count).toBe(all.count);
    expect(last.json().next).toBeNull();
    expect(last.json().previous).toContain(lastPageNumber > 2 ? `page=${lastPageNumber - 1}` : 'page_size=7');
    expect(last.json().results.map((city: { name: string }) => city.name)).toEqual(
      all.results.slice((lastPageNumber - 1) * 7).map((city: { name: string }) => city.name),
    );
    const filtered = (await t.call({ method: 'GET', url: '/api/cities/?search=Edinburgh', token: memberToken })).json();
    expect(filtered.count).toBe(filtered.results.length);
    expect(filtered.count).toBeGreaterThan(0);
  });

  it('filter by field, and order descending', async () => {
    const india = await firstIdOf('countries', 'search=India');
    const states = await t.call({
      method: 'GET',
      url: `/api/states/?country_id=${india}&ordering=-name`,
      token: memberToken,
    });
    const names = states.json().results.map((state: { name: string; country_name: string }) => state.name);
    expect(names).toEqual([...names].sort().reverse());
    expect(states.json().results.every((state: { country_name: string }) => state.country_name === 'India')).toBe(true);
  });
});

describe('master data in use', () => {
  it('refuses to delete a country that has states (409), and lets it be retired instead', async () => {
    const response = await t.call({ method: 'DELETE', url: `/api/countries/${unitedKingdomId}/`, token: superToken });
    expect(response.statusCode).toBe(409);
    const states = await t.call({
      method: 'GET',
      url: `/api/states/?country_id=${unitedKingdomId}`,
      token: superToken,
    });
    expect(states.json().count).toBeGreaterThan(1);
    expect(response.json()).toEqual({
      detail: `United Kingdom is used by ${states.json().count} states. Mark it inactive instead of deleting it.`,
    });
    const retired = await t.call({
      method: 'PATCH',
      url: `/api/countries/${unitedKingdomId}/`,
      token: superToken,
      payload: { is_active: false },
    });
    expect(retired.json().is_active).toBe(false);
    const active = await t.call({
      method: 'GET',
      url: '/api/countries/?is_active=true&page_size=100',
      token: memberToken,
    });
    expect(active.json().results.map((country: { id: number }) => country.id)).not.toContain(unitedKingdomId);
  });

  it('names the record and counts what uses it in words a person reads, one or many', async () => {
    const delhi = await firstIdOf('states', 'search=Delhi');
    const cities = await t.call({ method: 'GET', url: `/api/cities/?state_id=${delhi}`, token: superToken });
    expect(cities.json().count).toBe(1);
    const response = await t.call({ method: 'DELETE', url: `/api/states/${delhi}/`, token: superToken });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'Delhi is used by 1 city. Mark it inactive instead of deleting it.' });
  });

  it('refuses a state for a country that does not exist, and a duplicate name', async () => {
    const missing = await t.call({
      method: 'POST',
      url: '/api/states/',
      token: superToken,
      payload: { country_id: 424242, name: 'Atlantis' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ country_id: ['Invalid pk "424242" - object does not exist.'] });
    const duplicate = await t.call({
      method: 'POST',
      url: '/api/states/',
      token: superToken,
      payload: { country_id: unitedKingdomId, name: 'scotland' },
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ name: ['A state with this name already exists.'] });
  });

  it('keeps the hole-in-one term apart from strokes to par', async () => {
    const both = await t.call({
      method: 'POST',
      url: '/api/score_terms/',
      token: superToken,
      payload: { name: 'Ace', is_hole_in_one: true, strokes_to_par: -2 },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toEqual({ strokes_to_par: ['The hole-in-one term has no strokes to par: leave it empty.'] });
    const taken = await t.call({
      method: 'POST',
      url: '/api/score_terms/',
      token: superToken,
      payload: { name: 'Birdie Two', strokes_to_par: -1 },
    });
    expect(taken.json()).toEqual({ strokes_to_par: ['A score term with this strokes to par already exists.'] });
    const terms = await t.call({ method: 'GET', url: '/api/score_terms/', token: memberToken });
    expect(terms.json().results.map((term: { name: string }) => term.name)).toEqual([
      'Condor',
      'Albatross',
      'Eagle',
      'Birdie',
      'Par',
      'Bogey',
      'Double Bogey',
      'Triple Bogey',
      'Hole in One',
    ]);
  });

  it("ignores X-Golf-Course for global master data, even another club's", async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/countries/',
      token: adminToken,
      golfCourseId: secondClubId,
    });
    expect(response.statusCode).toBe(200);
  });
});
