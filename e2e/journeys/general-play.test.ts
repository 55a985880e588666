import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  demoPassword,
  expectAccessible,
  logIn,
  newPage,
  patiently,
  phone,
  saveScreenshot,
} from '../support/browser.js';
import { demoClubApiAs } from '../support/api.js';
import { journeyOnBuiltApp } from '../support/journey.js';

const journey = journeyOnBuiltApp();

const club = 'Fairway Demo Golf Club';
const marker = { first: 'Jo', last: 'Marker', email: 'jo.marker@example.com', password: 'Jo-marks-cards-2026' };

type Performance = {
  handicap_index: number | null;
  records: { player_round_id: number | null; handicap_index_after: number | null }[];
};

/**
 * The member's marker: a golfer who registers with the demo club declaring a Handicap Index, confirms the mailed
 * code, is approved by the club's admin and given a password, as the registration journey does by hand.
 */
async function registeredMarker() {
  const registered = await fetch(`${journey.server.url}/api/user_registration/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      golf_course_id: 1,
      first_name: marker.first,
      last_name: marker.last,
      email: marker.email,
      gender: 'M',
      declared_handicap_index: 12.4,
    }),
  });
  const { uid } = (await registered.json()) as { uid: string };
  const superAdmin = await demoClubApiAs(journey.server.url, 'super@demo.fairway.golf');
  const mails = await superAdmin<{ results: { recipient: string; text_body: string }[] }>(
    'GET',
    `/api/mail_outbox/?search=${encodeURIComponent(marker.email)}`,
  );
  const code = /\b(\d{6})\b/.exec(mails.results.find((mail) => mail.recipient === marker.email)!.text_body)![1];
  const verified = await fetch(`${journey.server.url}/api/verify_email/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ uid, otp: code }),
  });
  expect(verified.status, await verified.text()).toBe(200);
  const admin = await demoClubApiAs(journey.server.url, 'admin@demo.fairway.golf');
  const waiting = await admin<{ results: { id: number; email: string }[] }>(
    'GET',
    '/api/user_registration/unapproved_user_list/',
  );
  const approved = await admin<{ user_id: number }>('POST', '/api/user_registration/approve_user/', {
    id: waiting.results.find((registration) => registration.email === marker.email)!.id,
    decision: 'approve',
  });
  await admin('POST', '/api/users/set_new_user_password/', {
    user_id: approved.user_id,
    new_password: marker.password,
  });
}

/** The club's day and time now, as its clock reads them (the demo club keeps London time). */
function clubNow() {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date())
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * Signs in on a phone and opens the demo club's dashboard: a golfer of two clubs (the demo member) chooses it; a
 * golfer of one (the marker) is taken there without being asked, the choice's page passing on its own.
 */
async function signedInOnPhone(email: string, password = demoPassword, { choosesClub = true } = {}): Promise<Page> {
  const page = await newPage(journey.browser, journey.server.url, phone);
  await logIn(page, email, password);
  if (choosesClub) {
    await page.waitForURL('**/select-golf-course', patiently);
    await page.getByRole('button', { name: new RegExp(`^${club}`) }).click();
  }
  await page.waitForURL('**/dashboard', patiently);
  return page;
}

describe('general play for handicap on phones', () => {
  it('a member registers a round with their marker, scores and returns it, the marker attests it from their own phone, and the index is revised', async () => {
    await registeredMarker();
    const member = await demoClubApiAs(journey.server.url, 'member@demo.fairway.golf');
    const before = await member<Performance>('GET', '/api/member_handicap_performance/');

    const player = await signedInOnPhone('member@demo.fairway.golf');
    await player.goto('/individual_round');
    const form = player.getByRole('region', { name: 'Register a round for handicap' });
    await form.waitFor(patiently);
    await form.getByRole('combobox', { name: 'Tee set' }).click();
    await player.getByRole('option', { name: 'White' }).click();
    const { day, time } = clubNow();
    await form.getByLabel('Day').fill(day);
    await form.getByLabel('Start time').fill(time);
    await form.getByRole('combobox', { name: 'Marker' }).click();
    await player.getByRole('option', { name: new RegExp(`^${marker.first} ${marker.last} · `) }).click();
    await saveScreenshot(player, 'general-play-register-phone');
    await expectAccessible(player, 'general play registration');
    await form.getByRole('button', { name: 'Register' }).click();

    const round = player
      .getByRole('article')
      .filter({ hasText: `For handicap · marker ${marker.first} ${marker.last}` });
    await round.waitFor(patiently);
    await round.getByRole('link', { name: 'Score it' }).click();
    await player.waitForURL('**/player_round_group_scores/**', patiently);
    for (let hole = 1; hole <= 18; hole += 1) {
      await player.getByRole('heading', { name: `Hole ${hole}` }).waitFor(patiently);
      await player.getByRole('button', { name: /^Morgan Member: enter par/ }).click();
      if (hole < 18) await player.getByRole('button', { name: 'Next hole' }).click();
    }
    await expect.poll(() => player.getByTestId('unsent-count').textContent(), patiently).toBe('0');

    await player.goto('/individual_round');
    await round.waitFor(patiently);
    await round.getByRole('button', { name: 'Complete the round' }).click();
    await round.getByText('waiting for the marker').waitFor(patiently);
    // Returned but not attested: no score record yet.
    const returned = await member<Performance>('GET', '/api/member_handicap_performance/');
    expect(returned.records).toHaveLength(before.records.length);

    const markerPhone = await signedInOnPhone(marker.email, marker.password, { choosesClub: false });
    await markerPhone.goto('/individual_round');
    const requests = markerPhone.getByRole('region', { name: 'Cards to attest as marker' });
    const card = requests.getByRole('article', { name: 'Morgan Member' });
    await card.waitFor(patiently);
    await saveScreenshot(markerPhone, 'general-play-attest-phone');
    await expectAccessible(markerPhone, 'attest requests');
    await card.getByRole('button', { name: 'Attest' }).click();
    await requests.waitFor({ state: 'detached', ...patiently });

    await player.reload();
    await round.getByText('attested').waitFor(patiently);
    const after = await member<Performance>('GET', '/api/member_handicap_performance/');
    expect(after.records).toHaveLength(before.records.length + 1);
    const latest = after.records.find(
      (record) => !before.records.some((earlier) => earlier.player_round_id === record.player_round_id),
    );
    expect(latest?.handicap_index_after).toBe(after.handicap_index);
    await player.goto('/handicap-analysis');
    await player.getByText('Handicap Index').first().waitFor(patiently);
    await saveScreenshot(player, 'general-play-index-phone');
    await markerPhone.context().close();
    await player.context().close();
  });
});
