import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  golfCourseMembers,
  golfCourses,
  members,
  oneTimeSecrets,
  userRegistrations,
  users,
} from '../src/db/schema/index.js';
import { eventually, startSmtpServer, quickMail } from './smtp-server.js';
import { demo, demoClubId, secondClubId, useTestApp } from './test-app.js';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());

const t = useTestApp({
  smtpUrl: smtp.url,
  publicUrl: 'https://fairway.example',
  mail: quickMail,
  registrationLimits: { perAddress: 3, windowMs: 60_000, maxKeys: 100 },
});

/** The demo club's registrations waiting for its admin, as the seed leaves them. */
const seededUnapproved = ['priya.patel@example.com', 'tom.hughes@example.com'];

let nextAddress = 10;
/** Each registration from its own address, so that the per-address limit is met only where a test means it. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

const registration = (overrides: Record<string, unknown> = {}) => ({
  golf_course_id: demoClubId,
  first_name: 'Robin',
  last_name: 'Birdie',
  email: 'robin@birdie.example',
  phone: '+44 7400 900300',
  gender: 'F',
  date_of_birth: '1991-02-03',
  declared_handicap_index: 12.5,
  ...overrides,
});

const register = (payload: Record<string, unknown>, remoteAddress = freshAddress()) =>
  t.call({ method: 'POST', url: '/api/user_registration/', payload, remoteAddress });

const verify = (uid: string, otp: string) =>
  t.call({ method: 'POST', url: '/api/verify_email/', payload: { uid, otp } });

const resend = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/resend_otp/', payload });

const decide = (token: string | null, golfCourseId: number | undefined, payload: Record<string, unknown>) =>
  t.call({
    method: 'POST',
    url: '/api/user_registration/approve_user/',
    token,
    payload,
    ...(golfCourseId === undefined ? {} : { golfCourseId }),
  });

const setPasswordByLink = (token: string, newPassword: string) =>
  t.call({
    method: 'POST',
    url: '/api/user_registration/set_password/',
    payload: { token, new_password: newPassword },
  });

/** The first mail to `recipient` whose text contains `words`, as the SMTP server received it. */
const mailTo = (recipient: string, words: string) =>
  eventually(() => smtp.received.find((received) => received.to.includes(recipient) && received.text.includes(words)));

const codeIn = (text: string) => /is ([0-9]{6})\./.exec(text)![1]!;

/** The newest code mailed to `recipient`. */
const latestCodeTo = async (recipient: string, count: number) => {
  await eventually(() => smtp.received.filter((received) => received.to.includes(recipient)).length >= count);
  const mails = smtp.received.filter((received) => received.to.includes(recipient));
  return codeIn(mails.at(-1)!.text);
};

async function unapprovedEmails(golfCourseId = demoClubId) {
  const token = await t.tokenFor(demo.admin);
  const response = await t.call({
    method: 'GET',
    url: '/api/user_registration/unapproved_user_list/',
    token,
    golfCourseId,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ results: { email: string }[] }>().results.map((listed) => listed.email);
}

async function registrationOf(email: string) {
  const [found] = await t.db.select().from(userRegistrations).where(eq(userRegistrations.email, email));
  return found!;
}

/** Registers, reads the mailed code and confirms it: the registration then waits for the admin. */
async function verifiedRegistration(email: string, overrides: Record<string, unknown> = {}) {
  const registered = await register(registration({ email, ...overrides }));
  expect(registered.statusCode).toBe(201);
  const { uid } = registered.json<{ uid: string }>();
  const received = await mailTo(email, 'Your code to confirm your e-mail');
  expect((await verify(uid, codeIn(received.text))).statusCode).toBe(200);
  const { id } = await registrationOf(email);
  return { uid, id };
}

describe('a visitor registers, confirms the mailed code, the admin approves, the new member sets a password', () => {
  it('works end to end through the API and a real mail server; the link works once', async () => {
    const email = 'robin.e2e@birdie.example';
    const registered = await register(registration({ email }));
    expect(registered.statusCode).toBe(201);
    const answer = registered.json<{ uid: string; status: string; detail: string }>();
    expect(answer.status).toBe('unverified');
    expect(answer.detail).toBe(`We mailed a 6-digit code to ${email}. Enter it within 10 minutes.`);

    const codeMail = await mailTo(email, 'Your code to confirm your e-mail for Fairway Demo Golf Club is');
    expect(codeMail.text).toContain(`https://fairway.example/verify-email/${answer.uid}`);
    const code = codeIn(codeMail.text);
    // Only the code's hash is kept.
    const stored = await registrationOf(email);
    expect(stored.otp_hash).not.toContain(code);
    expect(stored.otp_hash).toHaveLength(64);
    expect(await unapprovedEmails()).not.toContain(email);

    const verified = await verify(answer.uid, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ status: 'unapproved' });
    expect(await unapprovedEmails()).toEqual([...seededUnapproved, email]);

    const adminToken = await t.tokenFor(demo.admin);
    const { id } = await registrationOf(email);
    const approved = await decide(adminToken, demoClubId, { id, decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      id,
      status: 'approved',
      decided_by_name: 'Alex Admin',
      email,
      first_name: 'Robin',
    });
    const twice = await decide(adminToken, demoClubId, { id, decision: 'approve' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: 'The registration of Robin Birdie was already approved.' });

    // One user, one golfer tied to the club as a member, role 5 there.
    const madeUsers = await t.db.select().from(users).where(eq(users.email, email));
    expect(madeUsers).toHaveLength(1);
    const [golfer] = await t.db.select().from(members).where(eq(members.user_id, madeUsers[0]!.id));
    expect(golfer).toMatchObject({ first_name: 'Robin', handicap_index: 12.5, date_of_birth: '1991-02-03' });
    const ties = await t.db.select().from(golfCourseMembers).where(eq(golfCourseMembers.member_id, golfer!.id));
    expect(ties).toEqual([expect.objectContaining({ golf_course_id: demoClubId, is_guest: false })]);

    const welcome = await mailTo(email, 'Set your password');
    expect(welcome.text).toContain('Fairway Demo Golf Club approved your registration: you are a member of the club');
    const link = new RegExp(
      `https://fairway\\.example/user-registration/${answer.uid}/set-password/\\?token=([A-Za-z0-9_%-]+)`,
    ).exec(welcome.text);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);
    const set = await setPasswordByLink(token, 'robin-birdie-1');
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ email });
    const reused = await setPasswordByLink(token, 'someone-else-2');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      token: ['This link has expired or has already been used. Ask for a new one with "Forgot password?".'],
    });

    const memberToken = await t.logIn(email, 'robin-birdie-1');
    const current = await t.call({ method: 'GET', url: '/api/users/current/', token: memberToken, golfCourseId: 1 });
    expect(current.statusCode).toBe(200);
    expect(current.json().user_roles).toEqual([{ id: 5 }]);
  });

  it('approves a guest as a guest, and ties an existing golfer of the same e-mail instead of making another', async () => {
    const email = 'existing.golfer@birdie.example';
    const [golfer] = await t.db
      .insert(members)
      .values({ first_name: 'Existing', last_name: 'Golfer', email })
      .returning({ id: members.id });
    const { id } = await verifiedRegistration(email, { is_guest: true });
    const adminToken = await t.tokenFor(demo.admin);
    const approved = await decide(adminToken, demoClubId, { id, decision: 'approve' });
    expect(approved.json()).toMatchObject({ member_id: golfer!.id, is_guest: true });
    const ties = await t.db.select().from(golfCourseMembers).where(eq(golfCourseMembers.member_id, golfer!.id));
    expect(ties).toEqual([expect.objectContaining({ golf_course_id: demoClubId, is_guest: true })]);
    const welcome = await mailTo(email, 'Set your password');
    expect(welcome.text).toContain('you are a guest of the club');
  });

  it('gives an existing user the member role without a second user, and tells them to sign in', async () => {
    const { id } = await verifiedRegistration(demo.secondAdmin);
    const approved = await decide(await t.tokenFor(demo.admin), demoClubId, { id, decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.email, demo.secondAdmin))).toHaveLength(1);
    const notice = await mailTo(demo.secondAdmin, 'Welcome to Fairway Demo Golf Club');
    expect(notice.text).toContain('https://fairway.example/auth/log-in');
    expect(notice.text).not.toContain('set-password');
    const token = await t.logIn(demo.secondAdmin);
    const current = await t.call({ method: 'GET', url: '/api/users/current/', token, golfCourseId: demoClubId });
    expect(current.json().user_roles).toEqual([{ id: 5 }]);
  });

  it('rejects with a reason mailed to the person; deciding again answers 409', async () => {
    const email = 'not.yet@birdie.example';
    const { id } = await verifiedRegistration(email);
    const adminToken = await t.tokenFor(demo.admin);
    const noReason = await decide(adminToken, demoClubId, { id, decision: 'reject' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({
      reason: ['Say why the registration is rejected: the reason is mailed to the person.'],
    });
    const rejected = await decide(adminToken, demoClubId, {
      id,
      decision: 'reject',
      reason: 'We have no places this season.',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejection_reason: 'We have no places this season.' });
    const told = await mailTo(email, 'could not approve your registration');
    expect(told.text).toContain('The reason: We have no places this season.');
    expect((await decide(adminToken, demoClubId, { id, decision: 'approve' })).statusCode).toBe(409);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    // Rejected, the e-mail may register again.
    expect((await register(registration({ email }))).statusCode).toBe(201);
  });

  it('answers 409 to deciding on a registration whose e-mail is not confirmed', async () => {
    const { id } = await registrationOf('nadia.khan@example.com');
    const response = await decide(await t.tokenFor(demo.admin), demoClubId, { id, decision: 'approve' });
    expect(response.statusCode).toBe(409);
  });
});

describe('the code', () => {
  it('refuses a 5-digit code, a wrong one with the tries left, and works no more after 5 wrong tries', async () => {
    const email = 'wrong.tries@birdie.example';
    const { uid } = (await register(registration({ email }))).json<{ uid: string }>();
    const code = codeIn((await mailTo(email, 'Your code')).text);
    const wrong = code === '000000' ? '111111' : '000000';
    const fiveDigits = await verify(uid, '12345');
    expect(fiveDigits.statusCode).toBe(400);
    expect(fiveDigits.json()).toEqual({ otp: ['Enter the 6 digits of the code we mailed.'] });
    for (const left of [4, 3, 2, 1]) {
      const response = await verify(uid, wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        otp: [`This code is not the one we mailed. ${left} ${left === 1 ? 'try' : 'tries'} left.`],
      });
    }
    expect((await verify(uid, wrong)).json()).toEqual({
      otp: ['This code is not the one we mailed, and that was the last try. Ask for a new code.'],
    });
    const sixth = await verify(uid, code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual({
      otp: ['This code has had 5 wrong tries and works no more. Ask for a new code.'],
    });
    expect((await registrationOf(email)).status).toBe('unverified');
    // A new code (after the minute between codes) works.
    await t.db
      .update(userRegistrations)
      .set({ otp_sent_at: new Date(Date.now() - 61_000) })
      .where(eq(userRegistrations.uid, uid));
    expect((await resend({ uid })).statusCode).toBe(200);
    const fresh = await latestCodeTo(email, 2);
    expect((await verify(uid, fresh)).statusCode).toBe(200);
  });

  it('refuses an expired code, an unknown uid and a uid that is not one', async () => {
    const email = 'late.code@birdie.example';
    const { uid } = (await register(registration({ email }))).json<{ uid: string }>();
    const code = codeIn((await mailTo(email, 'Your code')).text);
    await t.db
      .update(userRegistrations)
      .set({ otp_expires_at: new Date(Date.now() - 1000) })
      .where(eq(userRegistrations.uid, uid));
    const late = await verify(uid, code);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({
      otp: ['This code has expired: codes work for 10 minutes. Ask for a new code.'],
    });
    expect((await verify('3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', code)).statusCode).toBe(404);
    const notUid = await verify('not-a-uid', code);
    expect(notUid.statusCode).toBe(400);
    expect(Object.keys(notUid.json())).toEqual(['uid']);
  });

  it('is resent at most once a minute and five times an hour, by uid or by e-mail and club', async () => {
    const email = 'resend@birdie.example';
    const { uid } = (await register(registration({ email }))).json<{ uid: string }>();
    const tooSoon = await resend({ uid });
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(50);
    const aMinuteLater = () =>
      t.db
        .update(userRegistrations)
        .set({ otp_sent_at: new Date(Date.now() - 61_000) })
        .where(eq(userRegistrations.uid, uid));
    for (let sends = 2; sends <= 5; sends++) {
      await aMinuteLater();
      const byEmail = await resend({ email: email.toUpperCase(), golf_course_id: demoClubId });
      expect(byEmail.statusCode).toBe(200);
      expect(byEmail.json()).toEqual({
        uid,
        detail: `A new code is on its way to ${email}. It works for 10 minutes.`,
      });
    }
    await aMinuteLater();
    const sixth = await resend({ uid });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3000);
    // Only the newest code works.
    const codes = await eventually(() => {
      const sent = smtp.received.filter((received) => received.to.includes(email));
      return sent.length === 5 ? sent.map((received) => codeIn(received.text)) : null;
    });
    if (codes[0] !== codes[4]) expect((await verify(uid, codes[0]!)).statusCode).toBe(400);
    expect((await verify(uid, codes[4]!)).statusCode).toBe(200);
    const confirmed = await resend({ uid });
    expect(confirmed.statusCode).toBe(400);

    const unknown = await resend({ email: 'nobody@birdie.example', golf_course_id: demoClubId });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ email: ['No registration with this club waits for a code for this e-mail.'] });
    const noClub = await resend({ email });
    expect(noClub.json()).toEqual({ golf_course_id: ['Choose the club you registered with.'] });
    expect((await resend({})).json()).toEqual({ email: ['Enter the e-mail you registered with.'] });
  });

  it('is given afresh to a super admin for support, audited; nobody else may ask', async () => {
    const email = 'support@birdie.example';
    const { uid } = (await register(registration({ email }))).json<{ uid: string }>();
    const { id } = await registrationOf(email);
    for (const who of [demo.admin, demo.secondAdmin, demo.member, demo.user, demo.events]) {
      const token = await t.tokenFor(who);
      const refused = await t.call({ method: 'POST', url: '/api/get_otp_by_User_id/', token, payload: { id } });
      expect(refused.statusCode, who).toBe(403);
    }
    expect((await t.call({ method: 'POST', url: '/api/get_otp_by_User_id/', payload: { id } })).statusCode).toBe(401);
    const superToken = await t.tokenFor(demo.super);
    const given = await t.call({ method: 'POST', url: '/api/get_otp_by_User_id/', token: superToken, payload: { id } });
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({ uid, email, otp: expect.stringMatching(/^[0-9]{6}$/) });
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entity} = 'user_registration' and ${auditLog.entity_id} = ${id}`);
    expect(audited.map((entry) => entry.detail)).toContainEqual({ code_given_to_support: true });
    expect((await verify(uid, given.json().otp)).statusCode).toBe(200);
    const unknown = await t.call({
      method: 'POST',
      url: '/api/get_otp_by_User_id/',
      token: superToken,
      payload: { id: 999_999 },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the registration form', () => {
  it('refuses a pending club, an unknown club, a 300-character e-mail and bad fields, keeping nothing', async () => {
    const [pending] = await t.db
      .select({ id: golfCourses.id })
      .from(golfCourses)
      .where(eq(golfCourses.status, 'pending'));
    const forPending = await register(registration({ golf_course_id: pending!.id }));
    expect(forPending.statusCode).toBe(400);
    expect(forPending.json()).toEqual({
      golf_course_id: ['Lakeside Golf Club is not open for registrations yet: it waits for its own approval.'],
    });
    expect((await register(registration({ golf_course_id: 999_999 }))).statusCode).toBe(404);
    const tooLong = await register(registration({ email: `${'a'.repeat(288)}@example.com` }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ email: ['Ensure this field has no more than 254 characters.'] });
    const bad = await register(
      registration({ first_name: '', email: 'robin at birdie', declared_handicap_index: 60, gender: 'X' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['declared_handicap_index', 'email', 'first_name', 'gender']);
    expect(await t.db.select().from(userRegistrations)).toHaveLength(3);
  });

  it('refuses the same e-mail twice for one club, naming email, and a member of the club', async () => {
    expect((await register(registration({ email: 'twice@birdie.example' }))).statusCode).toBe(201);
    const again = await register(registration({ email: 'Twice@Birdie.example' }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      email: [
        'This e-mail is already registered with Fairway Demo Golf Club. Enter the code we mailed, or ask for a new one.',
      ],
    });
    const member = await register(registration({ email: demo.member }));
    expect(member.json()).toEqual({
      email: ['This e-mail already belongs to a member of Fairway Demo Golf Club. Sign in instead.'],
    });
    // Another club takes the same e-mail.
    expect(
      (await register(registration({ email: 'twice@birdie.example', golf_course_id: secondClubId }))).statusCode,
    ).toBe(201);
    const rows = await t.db
      .select()
      .from(userRegistrations)
      .where(sql`lower(${userRegistrations.email}) = 'twice@birdie.example'`);
    expect(rows).toHaveLength(2);
  });

  it('answers a filled honeypot as a success and keeps nothing; takes a bounded number from one address', async () => {
    const bot = await register(registration({ email: 'bot@birdie.example', fax: 'http://spam.example' }));
    expect(bot.statusCode).toBe(201);
    expect(await t.db.select().from(userRegistrations)).toHaveLength(3);
    const address = '203.0.113.9';
    for (const index of [1, 2, 3]) {
      expect((await register(registration({ email: `limit${index}@birdie.example` }), address)).statusCode).toBe(201);
    }
    const throttled = await register(registration({ email: 'limit4@birdie.example' }), address);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe("the club's registrations", () => {
  it("are read by the club's admins and super admins only; another club's ids answer 404", async () => {
    const { id } = await registrationOf('priya.patel@example.com');
    const superToken = await t.tokenFor(demo.super);
    const adminToken = await t.tokenFor(demo.admin);
    const list = await t.call({ method: 'GET', url: '/api/user_registration/', token: adminToken, golfCourseId: 1 });
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .results.map((listed: { email: string }) => listed.email)
        .sort(),
    ).toEqual(['nadia.khan@example.com', 'priya.patel@example.com', 'tom.hughes@example.com']);
    const unverified = await t.call({
      method: 'GET',
      url: '/api/user_registration/?status=unverified',
      token: superToken,
      golfCourseId: 1,
    });
    expect(unverified.json().count).toBe(1);
    const read = await t.call({
      method: 'GET',
      url: `/api/user_registration/${id}/`,
      token: adminToken,
      golfCourseId: 1,
    });
    expect(read.json()).toMatchObject({ id, email: 'priya.patel@example.com', status: 'unapproved' });

    const secondToken = await t.tokenFor(demo.secondAdmin);
    const fromSecond = await t.call({
      method: 'GET',
      url: `/api/user_registration/${id}/`,
      token: secondToken,
      golfCourseId: secondClubId,
    });
    expect(fromSecond.statusCode).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: '/api/user_registration/', token: secondToken, golfCourseId: 2 })).json()
        .count,
    ).toBe(0);
    expect(await unapprovedEmails()).toEqual(seededUnapproved);
    const secondList = await t.call({
      method: 'GET',
      url: '/api/user_registration/unapproved_user_list/',
      token: secondToken,
      golfCourseId: secondClubId,
    });
    expect(secondList.json().count).toBe(0);
    const decidedElsewhere = await decide(secondToken, secondClubId, { id, decision: 'approve' });
    expect(decidedElsewhere.statusCode).toBe(404);
    // The second club's admin is no admin of the demo club.
    expect((await decide(secondToken, demoClubId, { id, decision: 'approve' })).statusCode).toBe(403);

    for (const who of [demo.member, demo.user, demo.events]) {
      const token = await t.tokenFor(who);
      for (const url of [
        '/api/user_registration/',
        `/api/user_registration/${id}/`,
        '/api/user_registration/unapproved_user_list/',
      ]) {
        expect((await t.call({ method: 'GET', url, token, golfCourseId: 1 })).statusCode, `${who} ${url}`).toBe(403);
      }
      expect((await decide(token, demoClubId, { id, decision: 'approve' })).statusCode, who).toBe(403);
    }
    expect((await t.call({ method: 'GET', url: '/api/user_registration/unapproved_user_list/' })).statusCode).toBe(401);
    expect((await decide(null, demoClubId, { id, decision: 'approve' })).statusCode).toBe(401);
    expect((await decide(adminToken, undefined, { id, decision: 'approve' })).statusCode).toBe(400);
    expect((await registrationOf('priya.patel@example.com')).status).toBe('unapproved');
  });

  it('lets a super admin decide in any club', async () => {
    const { id } = await registrationOf('tom.hughes@example.com');
    const approved = await decide(await t.tokenFor(demo.super), demoClubId, { id, decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', is_guest: true, decided_by_name: 'Sam Super' });
  });
});

describe('joining another club', () => {
  const join = (token: string | null, payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/api/user_registration/join_golf_course/', token, payload });

  it("waits in that club's unapproved list; approval makes the user a member there and mails a notice", async () => {
    const adminToken = await t.tokenFor(demo.admin);
    const asked = await join(adminToken, { golf_course_id: secondClubId, is_guest: true });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ kind: 'join', status: 'unapproved', email: demo.admin, is_guest: true });
    const twice = await join(adminToken, { golf_course_id: secondClubId, is_guest: false });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({
      golf_course_id: ['You asked to join Second Demo Golf Club already: the request waits for the club.'],
    });
    const secondToken = await t.tokenFor(demo.secondAdmin);
    const waiting = await t.call({
      method: 'GET',
      url: '/api/user_registration/unapproved_user_list/',
      token: secondToken,
      golfCourseId: secondClubId,
    });
    expect(waiting.json().results.map((listed: { email: string }) => listed.email)).toEqual([demo.admin]);
    const approved = await decide(secondToken, secondClubId, { id: asked.json().id, decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    const notice = await mailTo(demo.admin, 'Second Demo Golf Club approved your request: you are a guest');
    expect(notice.text).toContain('https://fairway.example/auth/log-in');
    const current = await t.call({
      method: 'GET',
      url: '/api/users/current/',
      token: await t.logIn(demo.admin),
      golfCourseId: secondClubId,
    });
    expect(current.json().user_roles).toEqual([{ id: 5 }]);
    expect(await t.db.select().from(users).where(eq(users.email, demo.admin))).toHaveLength(1);
  });

  it('refuses a club the user belongs to, a pending club, and a signed-out visitor', async () => {
    const memberToken = await t.tokenFor(demo.member);
    const belongs = await join(memberToken, { golf_course_id: secondClubId, is_guest: false });
    expect(belongs.statusCode).toBe(400);
    expect(belongs.json()).toEqual({ golf_course_id: ['You belong to Second Demo Golf Club already.'] });
    const [pending] = await t.db
      .select({ id: golfCourses.id })
      .from(golfCourses)
      .where(eq(golfCourses.status, 'pending'));
    expect((await join(memberToken, { golf_course_id: pending!.id, is_guest: false })).statusCode).toBe(400);
    expect((await join(null, { golf_course_id: secondClubId, is_guest: false })).statusCode).toBe(401);
    expect((await join(memberToken, { golf_course_id: secondClubId })).statusCode).toBe(400);
  });
});

describe('forgot password', () => {
  const forgot = (email: string, remoteAddress = freshAddress()) =>
    t.call({ method: 'POST', url: '/api/user_registration/reset_password/', payload: { email }, remoteAddress });

  it('answers alike whether or not the e-mail is known, mails a link that works once, and ends the sessions', async () => {
    const oldToken = await t.logIn(demo.member);
    const known = await forgot(demo.member.toUpperCase());
    const unknown = await forgot('nobody@birdie.example');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const received = await mailTo(demo.member, 'Choose a new password');
    // Morgan belongs to two clubs: the mail speaks for neither.
    expect(received.text).toMatch(/Hello Morgan,\r?\n\r?\nWe were asked for a new password for your Fairway sign-in/);
    expect(received.text).not.toContain('Someone');
    expect(received.text).toMatch(/-- Sent by Fairway\r?\n/);
    expect(received.text).not.toContain('Sent by Fairway for');
    const token = decodeURIComponent(/set-password\?token=([A-Za-z0-9_%-]+)/.exec(received.text)![1]!);
    expect((await setPasswordByLink(token, 'a-new-password-1')).statusCode).toBe(200);
    expect((await setPasswordByLink(token, 'a-new-password-2')).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/users/current/', token: oldToken })).statusCode).toBe(401);
    await t.logIn(demo.member, 'a-new-password-1');
    expect(smtp.received.filter((received) => received.to.includes('nobody@birdie.example'))).toHaveLength(0);
  });

  it('is limited per address, refuses a bad e-mail, and a link past its 48 hours', async () => {
    const address = '203.0.113.20';
    for (const index of [1, 2, 3]) expect((await forgot(`x${index}@birdie.example`, address)).statusCode).toBe(200);
    expect((await forgot('x4@birdie.example', address)).statusCode).toBe(429);
    expect((await forgot('not an e-mail')).json()).toEqual({ email: ['Enter a valid email address.'] });
    await forgot(demo.user);
    const received = await mailTo(demo.user, 'Choose a new password');
    // The user belongs to one club: the mail is signed for it.
    expect(received.text).toContain('-- Sent by Fairway for Fairway Demo Golf Club');
    const token = decodeURIComponent(/set-password\?token=([A-Za-z0-9_%-]+)/.exec(received.text)![1]!);
    await t.db.update(oneTimeSecrets).set({ expires_at: new Date(Date.now() - 1000) });
    expect((await setPasswordByLink(token, 'too-late-link')).statusCode).toBe(400);
  });
});

describe('an admin sets a user’s password', () => {
  const setPassword = (token: string | null, userId: number, golfCourseId?: number) =>
    t.call({
      method: 'POST',
      url: '/api/users/set_new_user_password/',
      token,
      payload: { user_id: userId, new_password: 'set-by-admin-1' },
      ...(golfCourseId === undefined ? {} : { golfCourseId }),
    });
  const idOf = async (email: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  it("a club's admin for their club's users: tokens end, audited; another club's user 404", async () => {
    const memberId = await idOf(demo.member);
    const memberToken = await t.logIn(demo.member);
    const adminToken = await t.tokenFor(demo.admin);
    const set = await setPassword(adminToken, memberId, demoClubId);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id: memberId, email: demo.member });
    expect((await t.call({ method: 'GET', url: '/api/users/current/', token: memberToken })).statusCode).toBe(401);
    await t.logIn(demo.member, 'set-by-admin-1');
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'password_changed' and ${auditLog.entity_id} = ${memberId}`);
    expect(audited).toEqual([expect.objectContaining({ detail: { set_by_admin: true } })]);

    const secondToken = await t.tokenFor(demo.secondAdmin);
    expect((await setPassword(secondToken, await idOf(demo.user), secondClubId)).statusCode).toBe(404);
    expect((await setPassword(adminToken, await idOf(demo.secondAdmin), demoClubId)).statusCode).toBe(404);
    expect((await setPassword(adminToken, await idOf(demo.super), demoClubId)).statusCode).toBe(404);
    expect((await setPassword(adminToken, 999_999, demoClubId)).statusCode).toBe(404);
    expect((await setPassword(adminToken, memberId)).statusCode).toBe(403);
    for (const who of [demo.member, demo.user, demo.events]) {
      expect((await setPassword(await t.tokenFor(who), memberId, demoClubId)).statusCode, who).toBe(403);
    }
    expect((await setPassword(null, memberId)).statusCode).toBe(401);
    const short = await t.call({
      method: 'POST',
      url: '/api/users/set_new_user_password/',
      token: adminToken,
      golfCourseId: demoClubId,
      payload: { user_id: memberId, new_password: 'short' },
    });
    expect(short.json()).toEqual({ new_password: ['Ensure this field has at least 8 characters.'] });
  });

  it('a super admin for any user, without a club', async () => {
    const set = await setPassword(await t.tokenFor(demo.super), await idOf(demo.secondAdmin));
    expect(set.statusCode).toBe(200);
    await t.logIn(demo.secondAdmin, 'set-by-admin-1');
  });
});
