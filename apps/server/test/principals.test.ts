import { and, eq } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import { golfCourses, userRoles, users } from '../src/db/schema/index.js';
import { demo, demoClubId, useTestApp } from './test-app.js';

const t = useTestApp();

/** Asks until the answer is `status`, for changes made behind the server's back (an operator's SQL). */
async function answersWithin(status: number, ask: () => Promise<{ statusCode: number }>, withinMs = 2_000) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const { statusCode } = await ask();
    if (statusCode === status || Date.now() > deadline) return statusCode;
    await sleep(20);
  }
}

describe('who a token belongs to, and what they may do', () => {
  let admin: string;
  let member: string;
  beforeEach(async () => {
    admin = await t.tokenFor(demo.admin);
    member = await t.tokenFor(demo.member);
  });
  const usersOfTheClub = (token: string) =>
    t.call({ method: 'GET', url: '/api/users/current/', token, golfCourseId: demoClubId });

  it('is known without asking the database once the token has been seen', async () => {
    expect((await usersOfTheClub(member)).statusCode).toBe(200);
    await t.handle.close();
    const answer = await usersOfTheClub(member);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ user_name: 'Morgan Member', show_individual_rounds: true });
  });

  it('ends at once with a logout, and with a change of password for the other tokens', async () => {
    const other = await t.logIn(demo.admin);
    expect((await usersOfTheClub(admin)).statusCode).toBe(200);
    expect((await usersOfTheClub(other)).statusCode).toBe(200);
    await t.call({ method: 'POST', url: '/auth/token/logout', token: other });
    expect((await usersOfTheClub(other)).statusCode).toBe(401);
    const second = await t.logIn(demo.admin);
    expect((await usersOfTheClub(second)).statusCode).toBe(200);
    const changed = await t.call({
      method: 'POST',
      url: '/api/users/reset_my_password/',
      token: admin,
      payload: { old_password: 'fairway-demo', new_password: 'a-new-long-password' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await usersOfTheClub(second)).statusCode).toBe(401);
    expect((await usersOfTheClub(admin)).statusCode).toBe(200);
  });

  it('follows a role taken away, a user deactivated and a club struck off, made in the database by an operator', async () => {
    expect((await usersOfTheClub(admin)).json().user_roles).toEqual([{ id: 1 }]);
    const [adminUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, demo.admin));
    await t.db
      .delete(userRoles)
      .where(and(eq(userRoles.user_id, adminUser!.id), eq(userRoles.golf_course_id, demoClubId)));
    expect(await answersWithin(403, () => usersOfTheClub(admin))).toBe(403);

    expect((await usersOfTheClub(member)).statusCode).toBe(200);
    await t.db.update(golfCourses).set({ status: 'rejected' }).where(eq(golfCourses.id, demoClubId));
    expect(await answersWithin(403, () => usersOfTheClub(member))).toBe(403);

    await t.db.update(users).set({ is_active: false }).where(eq(users.email, demo.member));
    const init = () => t.call({ method: 'GET', url: '/api/init/', token: member });
    expect(await answersWithin(401, init)).toBe(401);
  });
});
