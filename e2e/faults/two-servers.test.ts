import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bounds, faultSuite } from '../support/faults.js';
import { repositoryRoot, type RunningServer, startServer } from '../support/server.js';
import { ask } from '../support/traffic.js';

const faults = faultSuite();
const { startFairway, logIn } = faults;

const demoClubId = '1';
const clubAdmin = { email: 'admin@demo.fairway.golf', password: 'fairway-demo' };

/** `npm run user:set-password EMAIL` as an operator runs it, the password on standard input. */
async function setPasswordFromTheCommandLine(databaseUrl: string, email: string, password: string) {
  const command = spawn(
    process.execPath,
    [path.join(repositoryRoot, 'apps/server/dist/scripts/user-set-password.js'), email],
    { cwd: repositoryRoot, env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' } },
  );
  let output = '';
  command.stdout.on('data', (chunk) => (output += String(chunk)));
  command.stderr.on('data', (chunk) => (output += String(chunk)));
  command.stdin.end(`${password}\n`);
  const code = await new Promise<number | null>((resolve) => command.once('exit', resolve));
  expect(code, output).toBe(0);
}

describe('two Fairway servers on one PostgreSQL', () => {
  it('both refuse at once a token logged out, or whose password was set from the command line, on the other', async () => {
    const { server: first, url } = await startFairway();
    const second = await startServer({
      seedDemo: 'never',
      environment: { DATABASE_URL: url, LOG_LEVEL: 'warn', ...bounds },
    });
    try {
      const current = (server: RunningServer, token: string) =>
        ask(server.url, { method: 'GET', path: '/api/users/current/', token, golfCourse: demoClubId }, 5_000);
      const loggedOut = await logIn(first, clubAdmin);
      const kept = await logIn(first, clubAdmin);
      // Both servers have seen both tokens, and keep them.
      for (const server of [first, second]) {
        expect((await current(server, loggedOut)).status).toBe(200);
        expect((await current(server, kept)).status).toBe(200);
      }
      const logout = await ask(second.url, { method: 'POST', path: '/auth/token/logout/', token: loggedOut }, 5_000);
      expect(logout.status).toBe(204);
      expect((await current(second, loggedOut)).status).toBe(401);
      expect((await current(first, loggedOut)).status).toBe(401);
      expect((await current(first, kept)).status).toBe(200);

      await setPasswordFromTheCommandLine(url, clubAdmin.email, 'a-new-long-password');
      expect((await current(first, kept)).status).toBe(401);
      expect((await current(second, kept)).status).toBe(401);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  it("show in each one's lists, within a second, a change made through the other", async () => {
    const { server: first, url } = await startFairway();
    const second = await startServer({
      seedDemo: 'never',
      environment: { DATABASE_URL: url, LOG_LEVEL: 'warn', ...bounds },
    });
    try {
      const token = await logIn(first);
      const path = '/api/countries/?search=Portug';
      const found = async (server: RunningServer) =>
        (JSON.parse((await ask(server.url, { method: 'GET', path, token }, 5_000)).body) as { count: number }).count;
      // Both servers keep the page that has no Portugal.
      for (const server of [first, second]) expect(await found(server)).toBe(0);
      const portugal = { name: 'Portugal', iso_code: 'PT' };
      const created = await ask(first.url, { method: 'POST', path: '/api/countries/', token, body: portugal }, 5_000);
      expect(created.status).toBe(201);
      const createdAt = Date.now();
      expect(await found(first)).toBe(1);
      let count = await found(second);
      while (count === 0 && Date.now() - createdAt < 1_000) count = await found(second);
      expect(count).toBe(1);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  it('both refuse, within a second, a club admin demoted by an operator in SQL', async () => {
    const { server: first, database, url } = await startFairway();
    const second = await startServer({
      seedDemo: 'never',
      environment: { DATABASE_URL: url, LOG_LEVEL: 'warn', ...bounds },
    });
    try {
      const token = await logIn(first, clubAdmin);
      const adminUsers = (server: RunningServer) =>
        ask(server.url, { method: 'GET', path: '/api/users/current/', token, golfCourse: demoClubId }, 5_000);
      for (const server of [first, second]) expect((await adminUsers(server)).status).toBe(200);
      await faults.postgres.query(
        database,
        `delete from user_roles where golf_course_id = $1
           and user_id = (select id from users where email = $2)`,
        [Number(demoClubId), clubAdmin.email],
      );
      const demotedAt = Date.now();
      for (const server of [first, second]) {
        let status = (await adminUsers(server)).status;
        while (status === 200 && Date.now() - demotedAt < 1_000) status = (await adminUsers(server)).status;
        expect(status).toBe(403);
      }
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});
