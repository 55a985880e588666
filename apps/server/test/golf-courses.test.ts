import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { imageOf, multipartBody } from './images.js';
import { demo, demoClubId, secondClubId, useTestApp } from './test-app.js';

const t = useTestApp();

type Caller = keyof typeof demo;
let tokens: Record<Caller, string>;
beforeEach(async () => {
  tokens = {} as typeof tokens;
  for (const [key, email] of Object.entries(demo)) tokens[key as Caller] = await t.tokenFor(email);
});

const get = (url: string, caller: Caller | null) =>
  t.call({ method: 'GET', url, token: caller ? tokens[caller] : null });
const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, caller: Caller | null, payload: object) =>
  t.call({ method, url, token: caller ? tokens[caller] : null, payload });
const idsOf = (page: { results: { id: number }[] }) => page.results.map((course) => course.id);

const newCourse = { name: 'Pending Pines Golf Club', time_zone: 'America/New_York', currency: 'USD', holes_count: 9 };

async function placeIds(city: string) {
  const found = (await get(`/api/cities/?search=${encodeURIComponent(city)}`, 'super')).json().results[0];
  return { country_id: found.country_id as number, state_id: found.state_id as number, city_id: found.id as number };
}

describe('GET /api/golf_courses/', () => {
  it('lists every course for a super admin, by status; anyone else the approved clubs they hold a role in', async () => {
    // The demo has one registration waiting: Lakeside Golf Club.
    const [lakeside] = idsOf((await get('/api/golf_courses/?status=pending', 'super')).json());
    const pending = (await send('POST', '/api/golf_courses/', 'super', newCourse)).json();
    expect(idsOf((await get('/api/golf_courses/', 'super')).json())).toEqual([
      demoClubId,
      lakeside,
      pending.id,
      secondClubId,
    ]);
    expect(idsOf((await get('/api/golf_courses/?status=pending', 'super')).json())).toEqual([lakeside, pending.id]);
    expect(idsOf((await get('/api/golf_courses/?status=approved', 'super')).json())).toEqual([
      demoClubId,
      secondClubId,
    ]);
    expect(idsOf((await get('/api/golf_courses/?search=Pines', 'super')).json())).toEqual([pending.id]);
    expect(idsOf((await get('/api/golf_courses/?search=Gurugram', 'super')).json())).toEqual([secondClubId]);
    expect(idsOf((await get('/api/golf_courses/?ordering=-name', 'super')).json())).toEqual([
      secondClubId,
      pending.id,
      lakeside,
      demoClubId,
    ]);

    expect(idsOf((await get('/api/golf_courses/', 'admin')).json())).toEqual([demoClubId]);
    expect(idsOf((await get('/api/golf_courses/?status=pending', 'admin')).json())).toEqual([]);
    expect(idsOf((await get('/api/golf_courses/', 'secondAdmin')).json())).toEqual([secondClubId]);
    expect(idsOf((await get('/api/golf_courses/', 'user')).json())).toEqual([demoClubId]);
    expect(idsOf((await get('/api/golf_courses/', 'events')).json())).toEqual([demoClubId]);
    // The demo member is a member of the demo club and a guest of the second.
    expect(idsOf((await get('/api/golf_courses/', 'member')).json())).toEqual([demoClubId, secondClubId]);
    expect((await get('/api/golf_courses/', null)).statusCode).toBe(401);
  });

  it('reads a course with its place names and logo address', async () => {
    const course = (await get(`/api/golf_courses/${demoClubId}/`, 'admin')).json();
    expect(course).toMatchObject({
      id: demoClubId,
      name: 'Fairway Demo Golf Club',
      address: 'The Links',
      postal_code: 'KY16 9XL',
      city_name: 'St Andrews',
      state_name: 'Scotland',
      country_name: 'United Kingdom',
      time_zone: 'Europe/London',
      date_format: 'DD/MM/YYYY',
      distance_unit: 'yards',
      currency: 'GBP',
      individual_rounds_enabled: true,
      holes_count: 18,
      status: 'approved',
    });
    expect(course.logo).toBe(`/api/attachments/${course.logo_id}/file/`);
  });
});

describe('GET /api/golf_courses/{id}/', () => {
  it("answers the club's own roles and super admins; another club's course or a pending one is not found", async () => {
    const pending = (await send('POST', '/api/golf_courses/', 'super', newCourse)).json();
    for (const caller of ['super', 'admin', 'user', 'member', 'events'] as const) {
      expect((await get(`/api/golf_courses/${demoClubId}/`, caller)).statusCode, caller).toBe(200);
    }
    expect((await get(`/api/golf_courses/${pending.id}/`, 'super')).statusCode).toBe(200);
    for (const caller of ['admin', 'secondAdmin', 'member'] as const) {
      const refused = await get(`/api/golf_courses/${pending.id}/`, caller);
      expect(refused.statusCode, caller).toBe(404);
      expect(refused.json()).toEqual({ detail: 'Not found.' });
    }
    expect((await get(`/api/golf_courses/${secondClubId}/`, 'admin')).statusCode).toBe(404);
    expect((await get(`/api/golf_courses/${demoClubId}/`, 'secondAdmin')).statusCode).toBe(404);
    expect((await get(`/api/golf_courses/${demoClubId}/`, null)).statusCode).toBe(401);
    for (const id of ['999999', '0', '-1', 'abc', '2147483648']) {
      expect((await get(`/api/golf_courses/${id}/`, 'super')).statusCode, id).toBe(404);
    }
  });
});

describe('POST /api/golf_courses/', () => {
  it('lets a super admin add a course, pending by default, audited; no one else', async () => {
    for (const caller of ['admin', 'user', 'member', 'events', 'secondAdmin'] as const) {
      expect((await send('POST', '/api/golf_courses/', caller, newCourse)).statusCode, caller).toBe(403);
    }
    expect((await send('POST', '/api/golf_courses/', null, newCourse)).statusCode).toBe(401);
    const place = await placeIds('Troon');
    const created = await send('POST', '/api/golf_courses/', 'super', { ...newCourse, ...place });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      ...newCourse,
      ...place,
      city_name: 'Troon',
      status: 'pending',
      date_format: 'DD/MM/YYYY',
      distance_unit: 'yards',
      individual_rounds_enabled: false,
      logo: null,
    });
    const audited = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'golf_courses'), eq(auditLog.entity_id, created.json().id)));
    expect(audited).toEqual([{ action: 'create' }]);
  });

  it('answers bad input with a 400 per field and keeps nothing', async () => {
    const before = (await get('/api/golf_courses/', 'super')).json().count;
    const response = await send('POST', '/api/golf_courses/', 'super', {
      name: '',
      email: `${'a'.repeat(290)}@example.com`,
      contact_email: 'not an address',
      website: 'javascript:alert(1)',
      time_zone: 'Mars/Olympus_Mons',
      currency: 'XYZ',
      date_format: 'YYYY/DD/MM',
      distance_unit: 'furlongs',
      holes_count: 20,
      status: 'open',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: ['This field may not be blank.'],
      email: ['Ensure this field has no more than 254 characters.'],
      contact_email: ['Enter a valid email address.'],
      website: ['Enter a web address starting with http:// or https://.'],
      time_zone: ['Choose a time zone such as Europe/London (an IANA name).'],
      currency: ['Choose a currency by its ISO 4217 code, such as GBP.'],
      date_format: ['Not a valid choice: expected one of DD/MM/YYYY, MM/DD/YYYY, YYYY-MM-DD, DD-MM-YYYY.'],
      distance_unit: ['Not a valid choice: expected one of yards, metres.'],
      holes_count: [expect.any(String)],
      status: ['Not a valid choice: expected one of pending, approved, rejected.'],
    });
    for (const time_zone of ['+05:30', 'UTC+1', 'Europe/London; drop table', '']) {
      const zone = await send('POST', '/api/golf_courses/', 'super', { ...newCourse, time_zone });
      expect(zone.statusCode, time_zone).toBe(400);
      expect(Object.keys(zone.json())).toEqual(['time_zone']);
    }
    for (const currency of ['gbp', 'EURO', '']) {
      const money = await send('POST', '/api/golf_courses/', 'super', { ...newCourse, currency });
      expect(money.statusCode, currency).toBe(400);
    }
    const unknownPlace = await send('POST', '/api/golf_courses/', 'super', {
      ...newCourse,
      country_id: 999999,
      logo_id: 999999,
    });
    expect(unknownPlace.statusCode).toBe(400);
    expect(unknownPlace.json()).toEqual({ country_id: ['Invalid pk "999999" - object does not exist.'] });
    const unknownLogo = await send('POST', '/api/golf_courses/', 'super', { ...newCourse, logo_id: 999999 });
    expect(unknownLogo.statusCode).toBe(400);
    expect(unknownLogo.json()).toEqual({ logo_id: ['Invalid pk "999999" - object does not exist.'] });
    const troon = await placeIds('Troon');
    const gurugram = await placeIds('Gurugram');
    const mismatched = await send('POST', '/api/golf_courses/', 'super', {
      ...newCourse,
      ...troon,
      city_id: gurugram.city_id,
    });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json()).toEqual({ city_id: ['This city is not in the chosen state.'] });
    const wrongCountry = await send('POST', '/api/golf_courses/', 'super', {
      ...newCourse,
      ...troon,
      country_id: gurugram.country_id,
    });
    expect(wrongCountry.json()).toEqual({ state_id: ['This state is not in the chosen country.'] });
    expect((await get('/api/golf_courses/', 'super')).json().count).toBe(before);
  });
});

describe('PUT and PATCH /api/golf_courses/{id}/', () => {
  const url = `/api/golf_courses/${demoClubId}/`;

  it("lets the club's admin change their club's record, audited, but not its status or holes count", async () => {
    const changed = await send('PATCH', url, 'admin', { phone: '01334 111111', date_format: 'YYYY-MM-DD' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ phone: '+441334111111', date_format: 'YYYY-MM-DD', updated_by: 2 });
    const audited = await t.db
      .select({ action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'golf_courses'), eq(auditLog.entity_id, demoClubId)));
    expect(audited).toEqual([
      {
        action: 'update',
        detail: {
          before: { phone: '+441334000000', date_format: 'DD/MM/YYYY' },
          after: { phone: '+441334111111', date_format: 'YYYY-MM-DD' },
        },
      },
    ]);

    const status = await send('PATCH', url, 'admin', { status: 'rejected', holes_count: 27 });
    expect(status.statusCode).toBe(400);
    expect(status.json()).toEqual({
      status: ['Only a super admin may change this.'],
      holes_count: ['Only a super admin may change this.'],
    });
    // The whole form sent back, status and holes unchanged, is fine.
    const current = changed.json();
    const { id: _id, created_at: _c, updated_at: _u, created_by: _cb, updated_by: _ub, ...record } = current;
    const writable = Object.fromEntries(
      Object.entries(record).filter(([key]) => !['logo', 'city_name', 'state_name', 'country_name'].includes(key)),
    );
    const replaced = await send('PUT', url, 'admin', { ...writable, name: 'Fairway Demo Links' });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ name: 'Fairway Demo Links', status: 'approved', holes_count: 18 });
  });

  it("answers another club's admin 404, the club's other roles 403, and a signed-out caller 401", async () => {
    expect((await send('PATCH', url, 'secondAdmin', { phone: '+441334472112' })).statusCode).toBe(404);
    expect((await send('PUT', url, 'secondAdmin', { name: 'Taken' })).statusCode).toBe(404);
    for (const caller of ['user', 'member', 'events'] as const) {
      const refused = await send('PATCH', url, caller, { phone: '+441334472112' });
      expect(refused.statusCode, caller).toBe(403);
      expect(refused.json(), caller).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    expect((await send('PATCH', url, null, { phone: '+441334472112' })).statusCode).toBe(401);
    expect((await get(url, 'super')).json().phone).toBe('+441334000000');
  });

  it('lets a super admin change any course, its status and holes included', async () => {
    const changed = await send('PATCH', `/api/golf_courses/${secondClubId}/`, 'super', {
      holes_count: 27,
      status: 'rejected',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ holes_count: 27, status: 'rejected' });
    expect(idsOf((await get('/api/golf_courses/', 'secondAdmin')).json())).toEqual([]);
    expect(
      (await t.call({ method: 'GET', url: '/api/golf_courses/registered/' })).json().map((c: { id: number }) => c.id),
    ).toEqual([demoClubId]);
  });

  it('answers bad input with a 400 per field', async () => {
    const response = await send('PATCH', url, 'admin', {
      email: `${'x'.repeat(300)}`,
      time_zone: 'Europe/Atlantis',
      currency: 'ABC',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      email: ['Ensure this field has no more than 254 characters.'],
      time_zone: ['Choose a time zone such as Europe/London (an IANA name).'],
      currency: ['Choose a currency by its ISO 4217 code, such as GBP.'],
    });
    const gurugram = await placeIds('Gurugram');
    const city = await send('PATCH', url, 'admin', { city_id: gurugram.city_id });
    expect(city.json()).toEqual({ city_id: ['This city is not in the chosen state.'] });
    for (const id of ['999999', '0', 'abc']) {
      expect((await send('PATCH', `/api/golf_courses/${id}/`, 'super', { phone: '+441334472112' })).statusCode).toBe(
        404,
      );
    }
  });

  it('sets an uploaded logo, which the initial data and the public list show', async () => {
    const { payload, headers } = multipartBody({
      name: 'crest.webp',
      type: 'image/webp',
      bytes: await imageOf('webp'),
    });
    const logo = (
      await t.call({ method: 'POST', url: '/api/attachments/', token: tokens.admin, payload, headers })
    ).json();
    const changed = await send('PATCH', url, 'admin', { logo_id: logo.id });
    expect(changed.json()).toMatchObject({ logo_id: logo.id, logo: logo.url });
    const init = (await get('/api/init/', 'admin')).json();
    expect(init.data.find((course: { id: number }) => course.id === demoClubId).logo).toBe(logo.url);
    const registered = (await t.call({ method: 'GET', url: '/api/golf_courses/registered/' })).json();
    expect(registered.find((course: { id: number }) => course.id === demoClubId).logo).toBe(logo.url);
    const cleared = await send('PATCH', url, 'admin', { logo_id: null });
    expect(cleared.json()).toMatchObject({ logo_id: null, logo: null });
  });

  it('keeps show_individual_rounds of the current user in step with individual_rounds_enabled', async () => {
    const current = () =>
      t.call({ method: 'GET', url: '/api/users/current/', token: tokens.member, golfCourseId: demoClubId });
    expect((await current()).json().show_individual_rounds).toBe(true);
    expect((await send('PATCH', url, 'admin', { individual_rounds_enabled: false })).statusCode).toBe(200);
    expect((await current()).json().show_individual_rounds).toBe(false);
  });
});

describe('the master data a course points at', () => {
  it('cannot be deleted while a course is in that place', async () => {
    const { city_id } = await placeIds('St Andrews');
    const refused = await t.call({ method: 'DELETE', url: `/api/cities/${city_id}/`, token: tokens.super });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: 'St Andrews is used by 1 golf course. Mark it inactive instead of deleting it.',
    });
  });
});

describe('GET /api/golf_courses/registered/', () => {
  it('lists the approved clubs for anyone: name, city, logo and date format only', async () => {
    await send('POST', '/api/golf_courses/', 'super', newCourse);
    const response = await t.call({ method: 'GET', url: '/api/golf_courses/registered/' });
    expect(response.statusCode).toBe(200);
    const courses = response.json();
    expect(courses.map((course: object) => Object.keys(course).sort())).toEqual([
      ['city_name', 'date_format', 'id', 'logo', 'name'],
      ['city_name', 'date_format', 'id', 'logo', 'name'],
    ]);
    expect(
      courses.map((course: { name: string; city_name: string; date_format: string }) => [
        course.name,
        course.city_name,
        course.date_format,
      ]),
    ).toEqual([
      ['Fairway Demo Golf Club', 'St Andrews', 'DD/MM/YYYY'],
      ['Second Demo Golf Club', 'Gurugram', 'DD-MM-YYYY'],
    ]);
    for (const course of courses) expect(course.logo).toMatch(/^\/api\/attachments\/\d+\/file\/$/);
    expect((await get('/api/golf_courses/registered/', 'member')).json()).toEqual(courses);
  });
});
