import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { members, users } from '../src/db/schema/index.js';
import { imageOf, multipartBody } from './images.js';
import { eventually, startSmtpServer, quickMail } from './smtp-server.js';
import { demoPassword } from '../src/seed/demo.js';
import { demo, useTestApp } from './test-app.js';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());

const t = useTestApp({ smtpUrl: smtp.url, publicUrl: 'https://fairway.example', mail: quickMail });

const readProfile = (token: string | null) => t.call({ method: 'GET', url: '/api/users/current/profile/', token });
const writeProfile = (token: string | null, payload: Record<string, unknown>) =>
  t.call({ method: 'PUT', url: '/api/users/current/profile/', token, payload });
const changeEmail = (token: string | null, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/api/users/current/change_email/', token, payload });
const confirmEmail = (token: string) =>
  t.call({ method: 'POST', url: '/api/users/confirm_email/', payload: { token } });

const mailTo = (recipient: string, words: string) =>
  eventually(() => smtp.received.find((received) => received.to.includes(recipient) && received.text.includes(words)));

const linkTokenIn = (text: string) => /confirm-email\?token=([\w-]+)/.exec(text)![1]!;

async function upload(token: string) {
  const image = await imageOf('png', { width: 40, height: 40 });
  const response = await t.call({
    method: 'POST',
    url: '/api/attachments/',
    token,
    ...multipartBody({ name: 'me.png', type: 'image/png', bytes: image }),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number; url: string }>();
}

describe('my profile', () => {
  it("shows a member their own record and their golfer's, and nobody signed out", async () => {
    const token = await t.tokenFor(demo.member);
    const profile = await readProfile(token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      email: demo.member,
      pending_email: null,
      member: { id: expect.any(Number) },
    });
    expect((await readProfile(null)).statusCode).toBe(401);
  });

  it('shows a user who is no golfer without a member record', async () => {
    const profile = await readProfile(await t.tokenFor(demo.super));
    expect(profile.statusCode).toBe(200);
    expect(profile.json().member).toBeNull();
  });

  it("changes the name, phone and photo, and the golfer's record with them", async () => {
    const token = await t.tokenFor(demo.member);
    const photo = await upload(token);
    const changed = await writeProfile(token, {
      first_name: 'Morgan',
      last_name: 'Player-Jones',
      phone: '+44 7400 900123',
      photo_id: photo.id,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      first_name: 'Morgan',
      phone: '+447400900123',
      user_profile_pic: photo.url,
    });
    const current = await t.call({ method: 'GET', url: '/api/users/current/', token });
    expect(current.json()).toMatchObject({ user_name: 'Morgan Player-Jones', user_profile_pic: photo.url });
    const [golfer] = await t.db
      .select({ lastName: members.last_name, phone: members.phone, photoId: members.photo_id })
      .from(members)
      .innerJoin(users, eq(users.id, members.user_id))
      .where(eq(users.email, demo.member));
    expect(golfer).toEqual({ lastName: 'Player-Jones', phone: '+447400900123', photoId: photo.id });

    const removed = await writeProfile(token, { first_name: 'Morgan', last_name: '', phone: '', photo_id: null });
    expect(removed.json()).toMatchObject({ user_profile_pic: null, last_name: '' });
  });

  it("refuses someone else's image as a photo, an empty first name and a long phone, and changes nothing", async () => {
    const adminsImage = await upload(await t.tokenFor(demo.admin));
    const token = await t.tokenFor(demo.member);
    const before = (await readProfile(token)).json();
    const refused = await writeProfile(token, { first_name: 'X', last_name: '', phone: '', photo_id: adminsImage.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty('photo_id');
    const bad = await writeProfile(token, { first_name: ' ', last_name: '', phone: '1'.repeat(41) });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['first_name', 'phone']);
    expect((await readProfile(token)).json()).toEqual(before);
  });
});

describe('changing my e-mail address', () => {
  it('needs the password, mails the new address a link that works once, and tells the old address', async () => {
    const token = await t.tokenFor(demo.member);
    expect((await changeEmail(token, { password: 'wrong password', new_email: 'new.me@example.com' })).statusCode).toBe(
      400,
    );
    const asked = await changeEmail(token, { password: demoPassword, new_email: 'new.me@example.com' });
    expect(asked.statusCode).toBe(202);
    expect((await readProfile(token)).json()).toMatchObject({
      email: demo.member,
      pending_email: 'new.me@example.com',
    });
    await mailTo(demo.member, 'new.me@example.com');
    const confirmation = await mailTo('new.me@example.com', 'Confirm this address');
    const secret = linkTokenIn(confirmation.text);

    const confirmed = await confirmEmail(secret);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: 'new.me@example.com' });
    expect((await confirmEmail(secret)).statusCode).toBe(400);
    expect((await readProfile(token)).json()).toMatchObject({ email: 'new.me@example.com', pending_email: null });
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/auth/token/login',
          payload: { email: 'new.me@example.com', password: demoPassword },
        })
      ).statusCode,
    ).toBe(200);
  });

  it("refuses another user's address, the same address and an address of 300 characters", async () => {
    const token = await t.tokenFor(demo.member);
    const taken = await changeEmail(token, { password: demoPassword, new_email: demo.admin.toUpperCase() });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toHaveProperty('new_email');
    expect((await changeEmail(token, { password: demoPassword, new_email: demo.member })).statusCode).toBe(400);
    const long = await changeEmail(token, { password: demoPassword, new_email: `${'a'.repeat(288)}@example.com` });
    expect(long.statusCode).toBe(400);
    expect((await readProfile(token)).json().pending_email).toBeNull();
  });

  it('refuses a made-up link', async () => {
    const refused = await confirmEmail('not-a-real-token');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty('token');
  });
});
