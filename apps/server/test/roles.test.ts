import { and, count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, eventManagers, mailOutbox, userRoles, users } from '../src/db/schema/index.js';
import { callsAs, type Who, demo, demoClubId, secondClubId, useTestApp } from './test-app.js';

const t = useTestApp();

const ids = {} as Record<keyof typeof demo, number>;

beforeEach(async () => {
  for (const who of Object.keys(demo) as (keyof typeof demo)[]) {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, demo[who]));
    ids[who] = user!.id;
  }
});

const call = callsAs(t);

type UserRecord = { id: number; email: string; roles: { golf_course_id: number | null; role: number }[] };
const emailsOf = (page: { results: UserRecord[] }) => page.results.map((user) => user.email).sort();
const usersCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;
const rolesOf = async (userId: number) =>
  (
    await t.db
      .select({ role: userRoles.role, club: userRoles.golf_course_id })
      .from(userRoles)
      .where(eq(userRoles.user_id, userId))
  )
    .map((row) => `${row.club ?? 'global'}:${row.role}`)
    .sort();

describe('the users of a club', () => {
  it("a club's admin lists the users of their club with their roles there; a super admin every user", async () => {
    const mine = await call('GET', '/api/users/?page_size=100', 'admin');
    expect(mine.statusCode).toBe(200);
    expect(emailsOf(mine.json())).toEqual([demo.admin, demo.events, demo.member, demo.user].sort());
    const member = (mine.json().results as UserRecord[]).find((user) => user.email === demo.member)!;
    // The member is also a guest of the second club: its admin is not told of it.
    expect(member.roles).toEqual([expect.objectContaining({ golf_course_id: demoClubId, role: 5 })]);

    const second = await call('GET', '/api/users/', 'secondAdmin', undefined, secondClubId);
    expect(emailsOf(second.json())).toEqual([demo.member, demo.secondAdmin].sort());

    const all = await call('GET', '/api/users/?page_size=100', 'super', undefined, null);
    expect(all.json().count).toBe(6);
    const oneClub = await call('GET', `/api/users/?golf_course=${secondClubId}&role=1`, 'super', undefined, null);
    expect(emailsOf(oneClub.json())).toEqual([demo.secondAdmin]);
    const admins = await call('GET', '/api/users/?role=1', 'admin');
    expect(emailsOf(admins.json())).toEqual([demo.admin]);
  });

  it('is closed to members, users, event managers, another club, an admin without a club, and strangers', async () => {
    for (const who of ['user', 'member', 'events', 'secondAdmin'] as const) {
      expect((await call('GET', '/api/users/', who)).statusCode, who).toBe(403);
      expect((await call('GET', `/api/users/${ids.member}/`, who)).statusCode, who).toBe(403);
      expect((await call('POST', '/api/users/', who, { first_name: 'X', email: 'x@example.com' })).statusCode).toBe(
        403,
      );
      expect((await call('PATCH', `/api/users/${ids.user}/`, who, { phone: '+441334472112' })).statusCode).toBe(403);
      expect((await call('POST', `/api/users/${ids.user}/roles/`, who, { role: 10 })).statusCode).toBe(403);
      expect((await call('DELETE', `/api/users/${ids.user}/roles/2/`, who)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/users/', 'admin', undefined, null)).statusCode).toBe(403);
    expect((await call('GET', '/api/users/', 'anonymous')).statusCode).toBe(401);
    expect((await call('POST', `/api/users/${ids.user}/roles/`, 'anonymous', { role: 10 })).statusCode).toBe(401);
    expect(await rolesOf(ids.user)).toEqual([`${demoClubId}:2`]);
  });

  it("reads a user of the club with their e-mail; another club's user answers 404", async () => {
    const member = await call('GET', `/api/users/${ids.member}/`, 'admin');
    expect(member.statusCode).toBe(200);
    expect(member.json()).toMatchObject({ email: demo.member, user_name: 'Morgan Member' });
    expect((await call('GET', `/api/users/${ids.secondAdmin}/`, 'admin')).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/users/${ids.secondAdmin}/`, 'admin', { phone: '+441334472112' })).statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/users/${ids.secondAdmin}/roles/`, 'admin', { role: 5 })).statusCode).toBe(404);
    expect((await call('GET', `/api/users/${ids.secondAdmin}/`, 'super', undefined, null)).statusCode).toBe(200);
  });

  it('an admin adds a user to their club; the e-mail must be new whatever its case, and bad input changes nothing', async () => {
    const created = await call('POST', '/api/users/', 'admin', {
      first_name: 'Nina',
      last_name: 'Novak',
      email: 'Nina.Novak@Example.com',
      phone: '+44 7400 900456',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      email: 'nina.novak@example.com',
      user_name: 'Nina Novak',
      is_active: true,
      roles: [{ golf_course_id: demoClubId, role: 2 }],
    });
    const before = await usersCount();
    const duplicate = await call('POST', '/api/users/', 'admin', {
      first_name: 'Nina',
      email: 'NINA.novak@example.com',
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ email: ['A user with this e-mail already exists.'] });
    const longEmail = `${'a'.repeat(288)}@example.com`;
    expect(longEmail).toHaveLength(300);
    const tooLong = await call('POST', '/api/users/', 'admin', { first_name: 'Long', email: longEmail });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toHaveProperty('email');
    for (const bad of [
      { email: 'no-name@example.com' },
      { first_name: 'No e-mail' },
      { first_name: 'Bad', email: 'not-an-email' },
      { first_name: 'Bad', email: 'bad-role@example.com', roles: [4] },
      { first_name: 'Bad', email: 'bad-type@example.com', user_type_id: 999999 },
    ]) {
      expect((await call('POST', '/api/users/', 'admin', bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await usersCount()).toBe(before);
    // The second club's admin does not see the demo club's new user.
    expect(
      (await call('GET', `/api/users/${created.json().id}/`, 'secondAdmin', undefined, secondClubId)).statusCode,
    ).toBe(404);
  });

  it('a user an admin adds is mailed a link to set their password, which works once, and then signs in', async () => {
    const created = await call('POST', '/api/users/', 'admin', { first_name: 'Nina', email: 'Nina.Novak@Example.com' });
    expect(created.statusCode).toBe(201);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'nina.novak@example.com'));
    expect(mail).toMatchObject({
      golf_course_id: demoClubId,
      subject: 'Set your password for Fairway Demo Golf Club on Fairway',
    });
    expect(mail!.text_body).toContain('Hello Nina,');
    expect(mail!.text_body).toContain('sign in with nina.novak@example.com');
    expect(mail!.text_body).toContain('-- Sent by Fairway for Fairway Demo Golf Club');
    const link = new URL(/^https?:\/\/\S+\/set-password\?token=\S+$/m.exec(mail!.text_body)![0]);
    const setPassword = (token: string) =>
      t.call({
        method: 'POST',
        url: '/api/user_registration/set_password/',
        payload: { token, new_password: 'ninas-own-password' },
      });
    expect((await setPassword(link.searchParams.get('token')!)).json()).toEqual({ email: 'nina.novak@example.com' });
    expect((await setPassword(link.searchParams.get('token')!)).statusCode).toBe(400);
    const signedIn = await t.call({
      method: 'POST',
      url: '/auth/token/login',
      payload: { email: 'nina.novak@example.com', password: 'ninas-own-password' },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toHaveProperty('auth_token');
  });

  it("an admin changes a user's name and phone; deactivating ends their sign-ins at once", async () => {
    const changed = await call('PATCH', `/api/users/${ids.user}/`, 'admin', {
      first_name: 'Umaira',
      phone: '01334 472112',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ user_name: 'Umaira User', phone: '+441334472112' });
    expect((await call('GET', '/api/users/current/', 'user')).statusCode).toBe(200);
    const off = await call('PATCH', `/api/users/${ids.user}/`, 'admin', { is_active: false });
    expect(off.json().is_active).toBe(false);
    expect((await call('GET', '/api/users/current/', 'user')).statusCode).toBe(401);
    const bad = await call('PATCH', `/api/users/${ids.member}/`, 'admin', { first_name: '', phone: 'x'.repeat(41) });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['first_name', 'phone']);
    expect((await call('GET', `/api/users/${ids.member}/`, 'admin')).json().user_name).toBe('Morgan Member');
  });

  it("refuses to deactivate a club's last admin", async () => {
    const refused = await call('PATCH', `/api/users/${ids.admin}/`, 'super', { is_active: false }, null);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/last admin of Fairway Demo Golf Club/);
    expect((await call('GET', '/api/users/current/', 'admin')).statusCode).toBe(200);
  });
});

describe('roles granted and taken away', () => {
  const roster = (who: Who) => call('GET', '/api/event_manager/event_manager_member_index/', who);

  it('granting the event manager role makes an organiser of the club, usable at the next request; revoking retires it', async () => {
    expect((await roster('user')).statusCode).toBe(403);
    const granted = await call('POST', `/api/users/${ids.user}/roles/`, 'admin', { role: 10 });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().roles.map((role: { role: number }) => role.role)).toEqual([2, 10]);
    const [organiser] = await t.db
      .select()
      .from(eventManagers)
      .where(and(eq(eventManagers.user_id, ids.user), eq(eventManagers.golf_course_id, demoClubId)));
    expect(organiser).toMatchObject({ is_active: true });
    const mine = await roster('user');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([]);
    expect((await call('GET', '/api/users/current/', 'user')).json().user_roles).toEqual([{ id: 2 }, { id: 10 }]);

    const revoked = await call('DELETE', `/api/users/${ids.user}/roles/10/`, 'admin');
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().roles.map((role: { role: number }) => role.role)).toEqual([2]);
    expect((await roster('user')).statusCode).toBe(403);
    const [retired] = await t.db.select().from(eventManagers).where(eq(eventManagers.id, organiser!.id));
    expect(retired!.is_active).toBe(false);

    const audit = await t.db
      .select({ action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'users'), eq(auditLog.entity_id, ids.user)));
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'role_granted', detail: { role: 10, golf_course_id: demoClubId } },
        { action: 'role_revoked', detail: { role: 10, golf_course_id: demoClubId } },
      ]),
    );
  });

  it('a role taken away takes effect at the next request', async () => {
    expect((await call('POST', `/api/users/${ids.user}/roles/`, 'admin', { role: 1 })).statusCode).toBe(200);
    expect((await call('GET', '/api/users/', 'user')).statusCode).toBe(200);
    expect((await call('DELETE', `/api/users/${ids.user}/roles/1/`, 'admin')).statusCode).toBe(200);
    expect((await call('GET', '/api/users/', 'user')).statusCode).toBe(403);
  });

  it("an admin grants only the club's roles: the super admin role is refused, bad roles change nothing", async () => {
    const superRole = await call('POST', `/api/users/${ids.user}/roles/`, 'admin', { role: 4 });
    expect(superRole.statusCode).toBe(403);
    expect(superRole.json()).toEqual({ detail: 'Only a super admin may grant or take away the super admin role.' });
    const takeSuperRole = await call('DELETE', `/api/users/${ids.super}/roles/4/`, 'admin');
    expect(takeSuperRole.statusCode).toBe(403);
    expect(takeSuperRole.json()).toEqual({ detail: 'Only a super admin may grant or take away the super admin role.' });
    for (const bad of [{ role: 3 }, { role: '1' }, {}, { role: 10.5 }]) {
      const answer = await call('POST', `/api/users/${ids.user}/roles/`, 'admin', bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.json()).toHaveProperty('role');
    }
    expect((await call('DELETE', `/api/users/${ids.user}/roles/3/`, 'admin')).statusCode).toBe(404);
    expect(await rolesOf(ids.user)).toEqual([`${demoClubId}:2`]);
  });

  it("taking away the club's last admin answers 409 in plain words", async () => {
    const refused = await call('DELETE', `/api/users/${ids.admin}/roles/1/`, 'admin');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: 'This is the last admin of Fairway Demo Golf Club. Make another user an admin of the club first.',
    });
    expect(await rolesOf(ids.admin)).toEqual([`${demoClubId}:1`]);
    // With a second admin, the first may step down.
    await call('POST', `/api/users/${ids.user}/roles/`, 'admin', { role: 1 });
    expect((await call('DELETE', `/api/users/${ids.admin}/roles/1/`, 'admin')).statusCode).toBe(200);
    expect((await call('GET', '/api/users/', 'admin')).statusCode).toBe(403);
  });

  it('a super admin grants any role in any club, and the global super admin role', async () => {
    const admin = await call('POST', `/api/users/${ids.user}/roles/`, 'super', { role: 1 }, secondClubId);
    expect(admin.statusCode).toBe(200);
    expect((await call('GET', '/api/users/', 'user', undefined, secondClubId)).statusCode).toBe(200);
    const global = await call('POST', `/api/users/${ids.user}/roles/`, 'super', { role: 4 }, null);
    expect(global.statusCode).toBe(200);
    expect(await rolesOf(ids.user)).toEqual([`${demoClubId}:2`, `${secondClubId}:1`, 'global:4']);
    const noClub = await call('POST', `/api/users/${ids.member}/roles/`, 'super', { role: 5 }, null);
    expect(noClub.statusCode).toBe(400);
    expect((await call('DELETE', `/api/users/${ids.user}/roles/4/`, 'super', undefined, null)).statusCode).toBe(200);
    expect((await call('POST', `/api/users/424242/roles/`, 'super', { role: 5 })).statusCode).toBe(404);
  });
});
