import { dateOfBirthMessages, phoneNumberInE164, phoneNumberMessages } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { golfCourses, members, userRegistrations, users } from '../src/db/schema/index.js';
import { demoClubId, secondClubId, useTestApp } from './test-app.js';

const t = useTestApp();

/** The demo club is in the United Kingdom, the second demo club in India. */
const stAndrewsNational = '01334 472112';
const stAndrewsE164 = '+441334472112';

describe('phone numbers', () => {
  it("refuses words as a member's phone, naming the field in the contract's words", async () => {
    const admin = await t.as('admin');
    const refused = await admin.call({
      method: 'POST',
      url: '/api/members/',
      payload: { first_name: 'Maybe', phone: 'call me maybe' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ phone: [phoneNumberMessages.invalid] });
  });

  it("stores a member's phone typed in the club's national format as E.164, and one of another country as typed", async () => {
    const admin = await t.as('admin');
    const created = await admin.call({
      method: 'POST',
      url: '/api/members/',
      payload: { first_name: 'Nora', last_name: 'National', phone: stAndrewsNational },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ phone: stAndrewsE164 });
    const changed = await admin.call({
      method: 'PATCH',
      url: `/api/members/${created.json<{ id: number }>().id}/`,
      payload: { phone: '+33 1 23 45 67 89' },
    });
    expect(changed.json()).toMatchObject({ phone: '+33123456789' });
  });

  it("reads a national number in the club's own country: an Indian mobile in the second club", async () => {
    const secondAdmin = await t.as('secondAdmin');
    const created = await secondAdmin.call({
      method: 'POST',
      url: '/api/members/',
      payload: { first_name: 'Asha', phone: '098123 45678' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ phone: '+919812345678' });
  });

  it("refuses a national number that the club's country does not have", async () => {
    const admin = await t.as('admin');
    const refused = await admin.call({
      method: 'POST',
      url: '/api/members/',
      payload: { first_name: 'Odd', phone: '0999 99' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ phone: [phoneNumberMessages.invalid] });
  });

  it("refuses 'not a phone' on a user, and stores a new user's national number as E.164", async () => {
    const admin = await t.as('admin');
    const [someone] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'user@demo.fairway.golf'));
    const refused = await admin.call({
      method: 'PATCH',
      url: `/api/users/${someone!.id}/`,
      payload: { phone: 'not a phone' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ phone: [phoneNumberMessages.invalid] });
    const created = await admin.call({
      method: 'POST',
      url: '/api/users/',
      payload: { first_name: 'Nina', email: 'nina@example.org', phone: stAndrewsNational },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ phone: stAndrewsE164 });
  });

  it("refuses 'abc' on a club's registration, asks a national number for its country code, and stores E.164", async () => {
    const registration = {
      name: 'Heathland Golf Club',
      contact_name: 'Jo Heath',
      contact_email: 'jo@heathland.example',
    };
    const register = (payload: object) =>
      t.call({ method: 'POST', url: '/api/golf_courses/registration/', payload: { ...registration, ...payload } });
    const words = await register({ phone: 'abc' });
    expect(words.statusCode).toBe(400);
    expect(words.json()).toEqual({ phone: [phoneNumberMessages.invalid] });
    const national = await register({ contact_phone: stAndrewsNational });
    expect(national.statusCode).toBe(400);
    expect(national.json()).toEqual({ contact_phone: [phoneNumberMessages.withCountryCode] });
    expect((await register({ phone: '+44 1334 472112' })).statusCode).toBe(202);
    const [club] = await t.db
      .select({ phone: golfCourses.phone })
      .from(golfCourses)
      .where(eq(golfCourses.name, registration.name));
    expect(club!.phone).toBe(stAndrewsE164);
  });

  it("stores a club's national phone as E.164, read in the club's country", async () => {
    const admin = await t.as('admin');
    const changed = await admin.call({
      method: 'PATCH',
      url: `/api/golf_courses/${demoClubId}/`,
      payload: { phone: stAndrewsNational },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ phone: stAndrewsE164 });
  });

  it("stores a profile's national phone in the active club's country; without a club it needs its country code", async () => {
    const member = await t.as('member');
    const profile = { first_name: 'Morgan', last_name: 'Player', phone: stAndrewsNational };
    const saved = await member.call({ method: 'PUT', url: '/api/users/current/profile/', payload: profile });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ phone: stAndrewsE164 });
    const noClub = await member.call({
      method: 'PUT',
      url: '/api/users/current/profile/',
      payload: profile,
      golfCourseId: null,
    });
    expect(noClub.statusCode).toBe(400);
    expect(noClub.json()).toEqual({ phone: [phoneNumberMessages.withCountryCode] });
  });

  it("stores a visitor's registration phone in the club's country", async () => {
    const registered = await t.call({
      method: 'POST',
      url: '/api/user_registration/',
      payload: { golf_course_id: secondClubId, first_name: 'Ravi', email: 'ravi@example.org', phone: '98123 45678' },
    });
    expect(registered.statusCode).toBe(201);
    const [registration] = await t.db
      .select({ phone: userRegistrations.phone })
      .from(userRegistrations)
      .where(eq(userRegistrations.email, 'ravi@example.org'));
    expect(registration!.phone).toBe('+919812345678');
  });

  it('finds every seeded phone number valid and stored in E.164', async () => {
    const phones = [
      ...(await t.db.select({ phone: members.phone }).from(members)),
      ...(await t.db.select({ phone: users.phone }).from(users)),
      ...(await t.db.select({ phone: golfCourses.phone }).from(golfCourses)),
      ...(await t.db.select({ phone: golfCourses.contact_phone }).from(golfCourses)),
      ...(await t.db.select({ phone: userRegistrations.phone }).from(userRegistrations)),
    ].map((row) => row.phone);
    expect(phones.filter((phone) => phone !== '').length).toBeGreaterThan(150);
    expect(phones.filter((phone) => phoneNumberInE164(phone) !== phone)).toEqual([]);
  });
});

describe('dates of birth', () => {
  it("refuses a member's date of birth in the future, and a registration's over 120 years ago", async () => {
    const admin = await t.as('admin');
    const future = await admin.call({
      method: 'POST',
      url: '/api/members/',
      payload: { first_name: 'Future', date_of_birth: '2099-01-01' },
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ date_of_birth: [dateOfBirthMessages.future] });
    const ancient = await t.call({
      method: 'POST',
      url: '/api/user_registration/',
      payload: { golf_course_id: demoClubId, first_name: 'Old', email: 'old@example.org', date_of_birth: '1890-01-01' },
    });
    expect(ancient.statusCode).toBe(400);
    expect(ancient.json()).toEqual({ date_of_birth: [dateOfBirthMessages.tooEarly] });
  });
});
