import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, golfCourses, users } from '../src/db/schema/index.js';
import { demo, demoClubId, secondClubId, useTestApp } from './test-app.js';

const t = useTestApp();
const tokens: Record<keyof typeof demo, string> = {} as never;
beforeEach(async () => {
  for (const [key, email] of Object.entries(demo)) tokens[key as keyof typeof demo] = await t.tokenFor(email);
});

describe('GET /api/init/', () => {
  it("gives the caller's name, initials and approved courses, telling guest courses apart", async () => {
    const response = await t.call({ method: 'GET', url: '/api/init/', token: tokens.member });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user_name: 'Morgan Member',
      user_initial: 'MM',
      data: [
        {
          id: demoClubId,
          name: 'Fairway Demo Golf Club',
          is_guest: false,
          is_member: true,
          individual_rounds_enabled: true,
          members_read_own_statement: true,
          competition_purse: false,
          logo: expect.stringMatching(/^\/api\/attachments\/\d+\/file\/$/),
          time_zone: 'Europe/London',
          date_format: 'DD/MM/YYYY',
          distance_unit: 'yards',
          currency: 'GBP',
          country: 'GB',
        },
        {
          id: secondClubId,
          name: 'Second Demo Golf Club',
          is_guest: true,
          is_member: false,
          individual_rounds_enabled: false,
          members_read_own_statement: false,
          competition_purse: true,
          logo: expect.stringMatching(/^\/api\/attachments\/\d+\/file\/$/),
          time_zone: 'Asia/Kolkata',
          date_format: 'DD-MM-YYYY',
          distance_unit: 'metres',
          currency: 'INR',
          country: 'IN',
        },
      ],
    });
  });

  it('gives a club admin only their club, and a super admin every approved club, none of them as its member', async () => {
    const admin = await t.call({ method: 'GET', url: '/api/init', token: tokens.secondAdmin });
    expect(admin.json().data.map((course: { id: number }) => course.id)).toEqual([secondClubId]);
    expect(admin.json().data[0]).toMatchObject({ is_guest: false, is_member: true });
    const [pending] = await t.db
      .insert(golfCourses)
      .values({ name: 'Pending Links', status: 'pending' })
      .returning({ id: golfCourses.id });
    const superAdmin = await t.call({ method: 'GET', url: '/api/init', token: tokens.super });
    const ids = superAdmin.json().data.map((course: { id: number }) => course.id);
    expect(ids).toEqual([demoClubId, secondClubId]);
    expect(ids).not.toContain(pending!.id);
    // Overseeing every club makes the super admin neither a member nor a guest of one.
    for (const course of superAdmin.json().data) expect(course).toMatchObject({ is_guest: false, is_member: false });
  });
});

describe('GET /api/users/current/', () => {
  const current = (token: string, golfCourseId?: number | string) =>
    t.call({ method: 'GET', url: '/api/users/current/', token, golfCourseId });

  it.each([
    ['admin', demoClubId, [1], false],
    ['user', demoClubId, [2], false],
    ['member', demoClubId, [5], true],
    ['member', secondClubId, [5], false],
    ['events', demoClubId, [10], false],
    ['secondAdmin', secondClubId, [1], false],
    ['super', demoClubId, [4], false],
  ] as const)('gives %s in course %i the roles %j and show_individual_rounds %s', async (who, course, roles, show) => {
    const response = await current(tokens[who], course);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user_roles).toEqual(roles.map((id) => ({ id })));
    expect(body.show_individual_rounds).toBe(show);
    expect(body.user_initial).toMatch(/^[A-Z]{2}$/);
  });

  it("gives each user their own id, the same at every sign-in, for their avatar's colour", async () => {
    const ids = await Promise.all(
      (['admin', 'member', 'super'] as const).map(async (who) => {
        const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, demo[who]));
        const first = (await current(tokens[who], who === 'super' ? undefined : demoClubId)).json().user_id;
        const nextSignIn = (await current(await t.tokenFor(demo[who]))).json().user_id;
        return [first, nextSignIn, user!.id];
      }),
    );
    for (const [first, nextSignIn, id] of ids) expect([first, nextSignIn]).toEqual([id, id]);
    expect(new Set(ids.map(([id]) => id)).size).toBe(3);
  });

  it('gives a super admin with no course chosen the global role only', async () => {
    const response = await current(tokens.super);
    expect(response.json()).toMatchObject({
      user_name: 'Sam Super',
      user_roles: [{ id: 4 }],
      show_individual_rounds: false,
    });
  });

  it("answers 403 for another club's course and 400 for a course header that is not an id", async () => {
    const otherClub = await current(tokens.admin, secondClubId);
    expect(otherClub.statusCode).toBe(403);
    expect(otherClub.json()).toEqual({ detail: 'You do not belong to this golf course.' });
    expect((await current(tokens.secondAdmin, demoClubId)).statusCode).toBe(403);
    expect((await current(tokens.admin, 999_999)).statusCode).toBe(403);
    for (const header of ['abc', '1.0', '-1', '0']) {
      const response = await current(tokens.admin, header);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        non_field_errors: ['Choose a golf course: send its id in the X-Golf-Course header.'],
      });
    }
  });

  it('answers 401 without a token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/users/current' })).statusCode).toBe(401);
  });
});

describe('GET /api/users/', () => {
  it('lists users with their roles for a super admin', async () => {
    const response = await t.call({ method: 'GET', url: '/api/users/?ordering=email', token: tokens.super });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.count).toBe(6);
    expect(page.results.map((user: { email: string }) => user.email)).toEqual([...Object.values(demo)].sort());
    const secondAdmin = page.results.find((user: { email: string }) => user.email === demo.secondAdmin);
    expect(secondAdmin).toMatchObject({
      email: demo.secondAdmin,
      user_name: 'Sasha Second',
      email_verified: true,
      roles: [{ golf_course_id: secondClubId, golf_course_name: 'Second Demo Golf Club', role: 1, is_guest: false }],
    });
    expect(secondAdmin).not.toHaveProperty('password_hash');
  });

  it("tells a member's guest club from their own club", async () => {
    const everyClub = await t.call({ method: 'GET', url: '/api/users/?search=morgan', token: tokens.super });
    expect(everyClub.json().results[0].roles).toEqual([
      { golf_course_id: demoClubId, golf_course_name: 'Fairway Demo Golf Club', role: 5, is_guest: false },
      { golf_course_id: secondClubId, golf_course_name: 'Second Demo Golf Club', role: 5, is_guest: true },
    ]);
    const secondClub = await t.call({
      method: 'GET',
      url: '/api/users/?search=morgan',
      token: tokens.secondAdmin,
      golfCourseId: secondClubId,
    });
    expect(secondClub.json().results[0].roles).toEqual([
      { golf_course_id: secondClubId, golf_course_name: 'Second Demo Golf Club', role: 5, is_guest: true },
    ]);
  });

  it('filters by role and searches by name', async () => {
    const members = await t.call({ method: 'GET', url: '/api/users/?role=5', token: tokens.super });
    expect(members.json().results.map((user: { email: string }) => user.email)).toEqual([demo.member]);
    const search = await t.call({ method: 'GET', url: '/api/users/?search=sasha', token: tokens.super });
    expect(search.json().count).toBe(1);
    const badRole = await t.call({ method: 'GET', url: '/api/users/?role=admin', token: tokens.super });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json()).toEqual({ role: ['Enter a whole number.'] });
  });

  it("is closed to every other role; a club's admin sees only their club's users", async () => {
    for (const who of ['user', 'member', 'events', 'secondAdmin'] as const) {
      const response = await t.call({
        method: 'GET',
        url: '/api/users/',
        token: tokens[who],
        golfCourseId: demoClubId,
      });
      expect(response.statusCode).toBe(403);
    }
    const admins = await t.call({ method: 'GET', url: '/api/users/', token: tokens.admin, golfCourseId: demoClubId });
    expect(admins.json().count).toBe(4);
    const withoutClub = await t.call({
      method: 'POST',
      url: '/api/users/',
      token: tokens.super,
      payload: { first_name: 'New', email: 'new@example.com' },
    });
    expect(withoutClub.statusCode).toBe(400);
  });

  it('reads one user, and answers 404 for ids that are not positive integers', async () => {
    const one = await t.call({ method: 'GET', url: '/api/users/1/', token: tokens.super });
    expect(one.json().email).toBe(demo.super);
    for (const id of ['1.0', '-1', 'abc', '0', '99999999999', '424242']) {
      const response = await t.call({ method: 'GET', url: `/api/users/${id}/`, token: tokens.super });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('the audit log', () => {
  it('records a good sign-in, with who and from where', async () => {
    await t.logIn(demo.member);
    const [member] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, demo.member));
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'login'));
    expect(rows).toEqual([
      expect.objectContaining({ user_id: member!.id, entity: 'users', entity_id: member!.id, ip: '127.0.0.1' }),
    ]);
  });
});
