import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { logIn, newPage, saveScreenshot } from '../support/browser.js';
import { journeyOnBuiltApp } from '../support/journey.js';

// Tokens that last four seconds, so that one can expire within the journey.
const journey = journeyOnBuiltApp({ environment: { TOKEN_LIFETIME: '4s' } });

it('an expired session lands on the login page, with the session and course gone', async () => {
  const page = await newPage(journey.browser, journey.server.url);
  await logIn(page, 'events@demo.fairway.golf');
  await page.waitForURL('**/dashboard');
  const state = JSON.parse((await page.evaluate(() => localStorage.getItem('golfAPP_userState'))) ?? '{}');
  expect(state.active_golf_course_id).toBeGreaterThan(0);

  await sleep(5_000);
  const refused = await fetch(`${journey.server.url}/api/init/`, {
    headers: { authorization: `Token ${state.auth_token}` },
  });
  expect(refused.status).toBe(401);
  expect(await refused.json()).toEqual({ detail: 'Token has expired.' });

  await page.goto('/tournament');
  await page.waitForURL('**/auth/log-in');
  expect(await page.evaluate(() => localStorage.getItem('golfAPP_userState'))).toBeNull();
  await saveScreenshot(page, 'expired-session');
});
