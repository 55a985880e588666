import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema/index.js';
import { setPasswordFromCommandLine } from '../src/modules/users/set-password-from-command-line.js';
import { eventually, quickMail, startSmtpServer } from './smtp-server.js';
import { demo, demoClubId, useTestApp } from './test-app.js';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());

const t = useTestApp({ smtpUrl: smtp.url, publicUrl: 'https://fairway.example', mail: quickMail });

let nextAddress = 10;
const expiredLink = {
  token: ['This link has expired or has already been used. Ask for a new one with "Forgot password?".'],
};

/** Asks for a "forgot password" link for `email` and answers the secret of the link mailed. */
async function mailedLink(email: string) {
  const before = smtp.received.filter((received) => received.to.includes(email)).length;
  const asked = await t.call({
    method: 'POST',
    url: '/api/user_registration/reset_password/',
    payload: { email },
    remoteAddress: `198.51.100.${nextAddress++}`,
  });
  expect(asked.statusCode).toBe(200);
  const mail = await eventually(() => smtp.received.filter((received) => received.to.includes(email))[before]);
  return decodeURIComponent(/set-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.text)![1]!);
}

const useLink = (token: string, newPassword: string) =>
  t.call({
    method: 'POST',
    url: '/api/user_registration/set_password/',
    payload: { token, new_password: newPassword },
  });

const currentUser = (token: string) => t.call({ method: 'GET', url: '/api/users/current/', token });

const userIdOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

/** The audit entries of a user's password changes: who made them, from where, and what they add. */
const passwordChanges = async (userId: number) =>
  (
    await t.db
      .select({ user_id: auditLog.user_id, ip: auditLog.ip, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'password_changed'), eq(auditLog.entity_id, userId)))
  ).map(({ user_id, ip, detail }) => ({ user_id, ip, detail }));

describe('every way of setting a password ends the sessions and the mailed links issued before it', () => {
  it("the operator's command: a link mailed before the reset no longer works, nor does any session", async () => {
    const link = await mailedLink(demo.member);
    const session = await t.logIn(demo.member);
    await setPasswordFromCommandLine(t.db, { email: demo.member.toUpperCase(), password: 'operator-reset-1' });
    const used = await useLink(link, 'attacker-choice-1');
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual(expiredLink);
    expect((await currentUser(session)).statusCode).toBe(401);
    await t.logIn(demo.member, 'operator-reset-1');
    expect(await passwordChanges(await userIdOf(demo.member))).toEqual([
      { user_id: null, ip: 'command line', detail: null },
    ]);
  });

  it('the command refuses an unknown e-mail and a short password, changing nothing', async () => {
    await expect(
      setPasswordFromCommandLine(t.db, { email: 'nobody@example.com', password: 'long-enough-1' }),
    ).rejects.toThrow('email: No user has the e-mail nobody@example.com.');
    await expect(setPasswordFromCommandLine(t.db, { email: demo.member, password: 'short' })).rejects.toThrow(
      'The password must have 8 to 128 characters.',
    );
    await t.logIn(demo.member);
  });

  it("a club's admin: the user's mailed link and sessions end", async () => {
    const link = await mailedLink(demo.member);
    const session = await t.logIn(demo.member);
    const memberId = await userIdOf(demo.member);
    const set = await t.call({
      method: 'POST',
      url: '/api/users/set_new_user_password/',
      token: await t.tokenFor(demo.admin),
      golfCourseId: demoClubId,
      payload: { user_id: memberId, new_password: 'set-by-admin-1' },
    });
    expect(set.statusCode).toBe(200);
    expect((await useLink(link, 'attacker-choice-1')).json()).toEqual(expiredLink);
    expect((await currentUser(session)).statusCode).toBe(401);
    await t.logIn(demo.member, 'set-by-admin-1');
    expect(await passwordChanges(memberId)).toEqual([
      { user_id: await userIdOf(demo.admin), ip: expect.any(String), detail: { set_by_admin: true } },
    ]);
  });

  it('a mailed link: the other links mailed before it and every session end', async () => {
    const first = await mailedLink(demo.user);
    const second = await mailedLink(demo.user);
    const session = await t.logIn(demo.user);
    const used = await useLink(second, 'by-the-link-1');
    expect(used.statusCode).toBe(200);
    expect((await useLink(first, 'attacker-choice-1')).json()).toEqual(expiredLink);
    expect((await useLink(second, 'attacker-choice-1')).json()).toEqual(expiredLink);
    expect((await currentUser(session)).statusCode).toBe(401);
    await t.logIn(demo.user, 'by-the-link-1');
    const userId = await userIdOf(demo.user);
    expect(await passwordChanges(userId)).toEqual([{ user_id: userId, ip: expect.any(String), detail: null }]);
  });

  it('the user themself: their mailed link and other sessions end, the session in use stays', async () => {
    const link = await mailedLink(demo.secondAdmin);
    const other = await t.logIn(demo.secondAdmin);
    const current = await t.logIn(demo.secondAdmin);
    const changed = await t.call({
      method: 'POST',
      url: '/api/users/reset_my_password/',
      token: current,
      payload: { old_password: 'fairway-demo', new_password: 'my-own-choice-1' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await useLink(link, 'attacker-choice-1')).json()).toEqual(expiredLink);
    expect((await currentUser(other)).statusCode).toBe(401);
    expect((await currentUser(current)).statusCode).toBe(200);
    await t.logIn(demo.secondAdmin, 'my-own-choice-1');
    const userId = await userIdOf(demo.secondAdmin);
    expect(await passwordChanges(userId)).toEqual([{ user_id: userId, ip: expect.any(String), detail: null }]);
  });
});
