import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { golfCourses, mailOutbox, oneTimeSecrets } from '../src/db/schema/index.js';
import { eventually, startSmtpServer, quickMail } from './smtp-server.js';
import { demo, type TestApp, useTestApp } from './test-app.js';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());

const t = useTestApp({
  smtpUrl: smtp.url,
  publicUrl: 'https://fairway.example',
  mail: quickMail,
  registrationLimits: { perAddress: 3, windowMs: 60_000, maxKeys: 100 },
});

const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Heathland Golf Club',
  short_name: 'Heathland',
  email: 'office@lakeside.example',
  phone: '+44 1234 567890',
  address: '1 Lake Road, Lakeside',
  holes_count: 18,
  contact_name: 'Jo Lake',
  contact_email: 'jo@lakeside.example',
  contact_phone: '+44 7400 900000',
  ...overrides,
});

const register = (payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/api/golf_courses/registration/', payload });

const decide = (token: string | null, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/api/golf_courses/approve_golf_course_registration/', token, payload });

/** The pending registrations as the super admin reads them. */
async function pending(app: TestApp, query = '') {
  const token = await app.tokenFor(demo.super);
  const response = await app.call({
    method: 'GET',
    url: `/api/golf_courses/registered_unapproved_list/${query}`,
    token,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ count: number; results: { id: number; name: string; status: string }[] }>();
}

async function registeredId(name: string) {
  const [course] = await t.db.select({ id: golfCourses.id }).from(golfCourses).where(eq(golfCourses.name, name));
  return course!.id;
}

/** The first mail to `recipient` whose text contains `words`, as the SMTP server received it. */
const mailTo = (recipient: string, words: string) =>
  eventually(() => smtp.received.find((received) => received.to.includes(recipient) && received.text.includes(words)));

const courseNamesOf = async (token: string) =>
  (await t.call({ method: 'GET', url: '/api/init/', token }))
    .json<{ data: { name: string }[] }>()
    .data.map((c) => c.name);

/** The demo's own registration waiting for approval. */
const seededPending = 1;

describe('a club registers, the super admin approves, its admin sets a password from the mail', () => {
  it('works end to end through the API and a real mail server; the link works once', async () => {
    const superToken = await t.tokenFor(demo.super);
    const registered = await register(registration({ contact_email: 'jo.e2e@lakeside.example' }));
    expect(registered.statusCode).toBe(202);
    expect(registered.json().detail).toMatch(/waits for approval/);

    const told = await mailTo(demo.super, 'Heathland Golf Club asks to join Fairway');
    expect(told.text).toContain('https://fairway.example/Unapproved-golf-courses');

    const waiting = await pending(t);
    const listed = waiting.results.find((course) => course.name === 'Heathland Golf Club');
    expect(listed).toMatchObject({
      status: 'pending',
      contact_name: 'Jo Lake',
      contact_email: 'jo.e2e@lakeside.example',
    });
    // Pending: in nobody's course list, the super admin's included.
    expect(await courseNamesOf(superToken)).not.toContain('Heathland Golf Club');

    const approved = await decide(superToken, { golf_course_id: listed!.id, decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: listed!.id, status: 'approved' });
    expect((await pending(t)).results.map((course) => course.id)).not.toContain(listed!.id);
    expect(await courseNamesOf(superToken)).toContain('Heathland Golf Club');

    const received = await mailTo('jo.e2e@lakeside.example', 'Set your password');
    expect(received.text).toContain('Heathland Golf Club is approved on Fairway, and you are its administrator.');
    const link = /https:\/\/fairway\.example\/set-password\?token=([A-Za-z0-9_%-]+)/.exec(received.text);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);

    const setPassword = (newPassword: string) =>
      t.call({
        method: 'POST',
        url: '/api/user_registration/set_password/',
        payload: { token, new_password: newPassword },
      });
    const set = await setPassword('lakeside-admin-1');
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ email: 'jo.e2e@lakeside.example' });

    const again = await setPassword('someone-else-2');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      token: ['This link has expired or has already been used. Ask for a new one with "Forgot password?".'],
    });

    const adminToken = await t.logIn('jo.e2e@lakeside.example', 'lakeside-admin-1');
    expect(await courseNamesOf(adminToken)).toEqual(['Heathland Golf Club']);
    const current = await t.call({
      method: 'GET',
      url: '/api/users/current/',
      token: adminToken,
      golfCourseId: listed!.id,
    });
    expect(current.json().user_roles).toEqual([{ id: 1 }]);
    const refused = await t.call({
      method: 'POST',
      url: '/auth/token/login',
      payload: { email: 'jo.e2e@lakeside.example', password: 'someone-else-2' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses a link past its 48 hours, and a made-up one', async () => {
    const superToken = await t.tokenFor(demo.super);
    await register(registration({ name: 'Late Links', contact_email: 'late@links.example' }));
    await decide(superToken, { golf_course_id: await registeredId('Late Links'), decision: 'approve' });
    const received = await mailTo('late@links.example', 'Set your password');
    const token = decodeURIComponent(/set-password\?token=([A-Za-z0-9_%-]+)/.exec(received.text)![1]!);
    await t.db.update(oneTimeSecrets).set({ expires_at: new Date(Date.now() - 1000) });
    for (const tried of [token, 'made-up']) {
      const response = await t.call({
        method: 'POST',
        url: '/api/user_registration/set_password/',
        payload: { token: tried, new_password: 'late-links-1' },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['token']);
    }
    const short = await t.call({
      method: 'POST',
      url: '/api/user_registration/set_password/',
      payload: { token, new_password: 'short' },
    });
    expect(short.json()).toEqual({ new_password: ['Ensure this field has at least 8 characters.'] });
  });

  it('makes an existing user of the e-mail the admin, and tells them to sign in as before', async () => {
    const superToken = await t.tokenFor(demo.super);
    await register(registration({ name: 'Member Links', contact_name: 'Morgan Member', contact_email: demo.member }));
    const id = await registeredId('Member Links');
    expect((await decide(superToken, { golf_course_id: id, decision: 'approve' })).statusCode).toBe(200);
    const received = await mailTo(demo.member, 'Member Links is approved');
    expect(received.text).toContain('https://fairway.example/auth/log-in');
    expect(received.text).not.toContain('set-password');
    const memberToken = await t.logIn(demo.member);
    expect(await courseNamesOf(memberToken)).toContain('Member Links');
    const roles = await t.call({ method: 'GET', url: '/api/users/current/', token: memberToken, golfCourseId: id });
    expect(roles.json().user_roles).toEqual([{ id: 1 }]);
  });

  it("heads the approval mail with the club's logo when the club has one", async () => {
    const superToken = await t.tokenFor(demo.super);
    await register(registration({ name: 'Logo Links', contact_email: 'logo@links.example' }));
    const id = await registeredId('Logo Links');
    const [demoClub] = await t.db.select({ logo: golfCourses.logo_id }).from(golfCourses).where(eq(golfCourses.id, 1));
    await t.db.update(golfCourses).set({ logo_id: demoClub!.logo }).where(eq(golfCourses.id, id));
    expect((await decide(superToken, { golf_course_id: id, decision: 'approve' })).statusCode).toBe(200);
    const [queued] = await t.db
      .select({ html: mailOutbox.html_body })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'logo@links.example'));
    expect(queued!.html).toContain(`<img src="https://fairway.example/api/attachments/${demoClub!.logo}/file/"`);
  });

  it('rejects with a reason mailed to the contact; a rejected club stays in no list', async () => {
    const superToken = await t.tokenFor(demo.super);
    await register(registration({ name: 'Not Yet Links', contact_email: 'notyet@links.example' }));
    const id = await registeredId('Not Yet Links');

    const noReason = await decide(superToken, { golf_course_id: id, decision: 'reject' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({
      reason: ['Say why the registration is rejected: the reason is mailed to the contact.'],
    });
    const blankReason = await decide(superToken, { golf_course_id: id, decision: 'reject', reason: '   ' });
    expect(blankReason.statusCode).toBe(400);

    const rejected = await decide(superToken, {
      golf_course_id: id,
      decision: 'reject',
      reason: 'We could not find the course at this address.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().status).toBe('rejected');
    const received = await mailTo('notyet@links.example', 'We could not approve the registration.');
    expect(received.text).toContain('The reason: We could not find the course at this address.');
    expect((await pending(t)).results.map((course) => course.id)).not.toContain(id);
    expect(await courseNamesOf(superToken)).not.toContain('Not Yet Links');

    for (const decision of ['approve', 'reject']) {
      const twice = await decide(superToken, { golf_course_id: id, decision, reason: 'again' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({ detail: 'The registration of Not Yet Links was already rejected.' });
    }
  });

  it('answers 409 to approving an approved club, and 404 to an unknown id', async () => {
    const superToken = await t.tokenFor(demo.super);
    await register(registration({ name: 'Twice Links', contact_email: 'twice@links.example' }));
    const id = await registeredId('Twice Links');
    expect((await decide(superToken, { golf_course_id: id, decision: 'approve' })).statusCode).toBe(200);
    const twice = await decide(superToken, { golf_course_id: id, decision: 'approve' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: 'The registration of Twice Links was already approved.' });
    // An approved demo club was never pending.
    expect((await decide(superToken, { golf_course_id: 1, decision: 'approve' })).statusCode).toBe(409);
    expect((await decide(superToken, { golf_course_id: 999_999, decision: 'approve' })).statusCode).toBe(404);
    const badDecision = await decide(superToken, { golf_course_id: id, decision: 'maybe' });
    expect(badDecision.statusCode).toBe(400);
    expect(Object.keys(badDecision.json())).toEqual(['decision']);
  });
});

describe('the demo', () => {
  it('has one registration waiting for the super admin', async () => {
    const waiting = await pending(t);
    expect(waiting.count).toBe(seededPending);
    expect(waiting.results[0]).toMatchObject({
      name: 'Lakeside Golf Club',
      status: 'pending',
      contact_email: 'jo@lakeside.example',
    });
  });
});

describe('the registration form', () => {
  it('refuses bad input field by field, a 300-character e-mail included', async () => {
    const tooLong = `${'a'.repeat(288)}@example.com`;
    const response = await register(registration({ name: '', contact_email: tooLong, holes_count: 12 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: ['This field may not be blank.'],
      contact_email: ['Ensure this field has no more than 254 characters.'],
      holes_count: [expect.any(String)],
    });
    const notAnEmail = await register(registration({ contact_email: 'jo at lakeside' }));
    expect(notAnEmail.json()).toEqual({ contact_email: ['Enter a valid email address.'] });
    const missing = await register({ name: 'Only a name' });
    expect(missing.json()).toEqual({
      contact_name: ['This field is required.'],
      contact_email: ['This field is required.'],
    });
    expect((await pending(t)).count).toBe(seededPending);
  });

  it('answers a filled honeypot as a success, and keeps nothing', async () => {
    const response = await register(registration({ name: 'Bot Links', fax: 'http://spam.example' }));
    expect(response.statusCode).toBe(202);
    expect(response.json().detail).toMatch(/waits for approval/);
    expect((await pending(t)).count).toBe(seededPending);
  });

  it('takes a bounded number of registrations from one address', async () => {
    for (const index of [1, 2, 3]) {
      expect((await register(registration({ name: `Club ${index}` }))).statusCode).toBe(202);
    }
    const throttled = await register(registration({ name: 'Club 4' }));
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    const fromElsewhere = await t.call({
      method: 'POST',
      url: '/api/golf_courses/registration/',
      payload: registration({ name: 'Club 5' }),
      remoteAddress: '192.0.2.7',
    });
    expect(fromElsewhere.statusCode).toBe(202);
    expect((await pending(t)).count).toBe(seededPending + 4);
  });
});

describe('who may review and decide', () => {
  it('is the super admin only: every other role 403, signed out 401', async () => {
    await register(registration({ name: 'Roles Links' }));
    const id = await registeredId('Roles Links');
    for (const email of [demo.admin, demo.secondAdmin, demo.member, demo.user, demo.events]) {
      const token = await t.tokenFor(email);
      const list = await t.call({ method: 'GET', url: '/api/golf_courses/registered_unapproved_list/', token });
      expect(list.statusCode, email).toBe(403);
      const inClub = await t.call({
        method: 'GET',
        url: '/api/golf_courses/registered_unapproved_list/',
        token,
        golfCourseId: 1,
      });
      expect(inClub.statusCode, email).toBe(403);
      expect((await decide(token, { golf_course_id: id, decision: 'approve' })).statusCode, email).toBe(403);
    }
    expect((await t.call({ method: 'GET', url: '/api/golf_courses/registered_unapproved_list/' })).statusCode).toBe(
      401,
    );
    expect((await decide(null, { golf_course_id: id, decision: 'approve' })).statusCode).toBe(401);
    expect((await pending(t)).results.map((course) => course.name)).toEqual(['Lakeside Golf Club', 'Roles Links']);
  });

  it('keeps a pending club closed to its contact and to everyone but the super admin', async () => {
    await register(registration({ name: 'Closed Links' }));
    const id = await registeredId('Closed Links');
    const adminToken = await t.tokenFor(demo.admin);
    const entered = await t.call({ method: 'GET', url: '/api/users/current/', token: adminToken, golfCourseId: id });
    expect(entered.statusCode).toBe(403);
    expect(await courseNamesOf(adminToken)).not.toContain('Closed Links');
  });
});
