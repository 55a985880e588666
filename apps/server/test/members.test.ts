import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, golfCourseMembers, memberContacts, members } from '../src/db/schema/index.js';
import { checkResource } from '../src/http/resource.js';
import { contactTypesResource } from '../src/modules/members/contact-types.resource.js';
import { memberAddressesResource } from '../src/modules/members/member-addresses.resource.js';
import { callsAs, type Who, demo, demoClubId, secondClubId, useTestApp } from './test-app.js';

const t = useTestApp();

type Json = Record<string, unknown>;

const call = callsAs(t);

const list = async (resource: string, query = '', who: Who = 'admin', golfCourseId = demoClubId) =>
  (await call('GET', `/api/${resource}/?page_size=100&${query}`, who, undefined, golfCourseId)).json()
    .results as Json[];

/** A demo golfer of the demo club alone (the first ten also play the second club as guests). */
const demoClubOnlyMember = async () =>
  (await list('members', 'search=FD-0050'))[0]! as Json & { id: number; handicap_index: number };
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const tiesOf = async (memberId: number) =>
  (await t.db.select({ n: count() }).from(golfCourseMembers).where(eq(golfCourseMembers.member_id, memberId)))[0]!.n;

describe('who may read and change the golfers', () => {
  /** `own`: a golfer reaches their own rows of it (to read, or to write as well); the others are refused theirs. */
  const resources: {
    name: string;
    someId: (memberId: number) => Promise<number>;
    change: Json;
    own?: 'read' | 'write';
  }[] = [
    { name: 'members', someId: async (memberId) => memberId, change: { phone: '+447400900999' } },
    {
      name: 'golf_course_members',
      someId: async (memberId) => (await list('golf_course_members', `member_id=${memberId}`))[0]!.id as number,
      change: { joined_on: '2020-02-02' },
    },
    {
      name: 'member_addresses',
      someId: async (memberId) => (await list('member_addresses', `member_id=${memberId}`))[0]!.id as number,
      change: { line2: 'Flat 2' },
      own: 'write',
    },
    {
      name: 'member_contacts',
      someId: async (memberId) => (await list('member_contacts', `member_id=${memberId}`))[0]!.id as number,
      change: { value: '+44 7700 900111' },
      own: 'write',
    },
    {
      name: 'member_indexes',
      someId: async (memberId) => (await list('member_indexes', `member_id=${memberId}`))[0]!.id as number,
      change: { note: 'Checked with the federation' },
      own: 'read',
    },
  ];

  for (const resource of resources) {
    it(`${resource.name}: the club's admins and the super admin read and change; other roles are refused`, async () => {
      const id = await resource.someId((await demoClubOnlyMember()).id);
      const one = `/api/${resource.name}/${id}/`;
      const all = `/api/${resource.name}/`;
      for (const who of ['member', 'user', 'events', 'secondAdmin'] as const) {
        // Where a golfer reaches their own rows, another golfer's answer as if they were not there.
        const refused = resource.own && who !== 'secondAdmin' ? 404 : 403;
        const listed = await call('GET', `${all}?member_id=${(await demoClubOnlyMember()).id}`, who);
        if (refused === 404) expect(listed.json().results, `${who} lists`).toEqual([]);
        else expect(listed.statusCode, `${who} lists`).toBe(403);
        expect((await call('GET', one, who)).statusCode, `${who} reads`).toBe(refused);
        const changed = await call('PATCH', one, who, resource.change);
        expect(changed.statusCode, `${who} changes`).toBe(resource.own === 'write' ? refused : 403);
        expect((await call('DELETE', one, who)).statusCode, `${who} deletes`).toBe(
          resource.own === 'write' ? refused : 403,
        );
      }
      expect((await call('GET', all, 'anonymous')).statusCode).toBe(401);
      expect((await call('GET', one, 'admin')).json()).not.toMatchObject(resource.change);
      for (const who of ['admin', 'super'] as const) {
        expect((await call('GET', all, who)).statusCode, `${who} lists`).toBe(200);
        const changed = await call('PATCH', one, who, resource.change);
        expect(changed.statusCode, `${who} changes`).toBe(200);
        expect(changed.json()).toMatchObject(resource.change);
      }
    });

    it(`${resource.name}: another club's admin finds none of this club's golfers' rows`, async () => {
      const id = await resource.someId((await demoClubOnlyMember()).id);
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const response = await call(
          method,
          `/api/${resource.name}/${id}/`,
          'secondAdmin',
          resource.change,
          secondClubId,
        );
        expect(response.statusCode, method).toBe(404);
      }
      expect((await call('GET', `/api/${resource.name}/${id}/`)).json()).not.toMatchObject(resource.change);
    });
  }

  it('contact types: everyone signed in reads them, only the super admin keeps them', async () => {
    for (const who of ['admin', 'member', 'user', 'events', 'secondAdmin', 'super'] as const) {
      const types = await call('GET', '/api/contact_types/', who);
      expect(types.statusCode, who).toBe(200);
      expect(types.json().results.map((type: Json) => type.name)).toEqual([
        'Mobile',
        'Landline',
        'E-mail',
        'Emergency',
      ]);
    }
    expect((await call('GET', '/api/contact_types/', 'anonymous')).statusCode).toBe(401);
    expect((await call('POST', '/api/contact_types/', 'admin', { name: 'Fax' })).statusCode).toBe(403);
    expect((await call('POST', '/api/contact_types/', 'super', { name: 'Fax' })).statusCode).toBe(201);
  });
});

describe("a club's golfers", () => {
  it('the demo club has about 150 golfers with membership numbers, addresses, contacts and index histories', async () => {
    const page = (await call('GET', '/api/members/?page_size=1')).json();
    expect(page.count).toBeGreaterThanOrEqual(150);
    const golfer = await demoClubOnlyMember();
    expect(golfer.membership_number).toBe('FD-0050');
    expect(await list('member_addresses', `member_id=${golfer.id}`)).toHaveLength(1);
    expect((await list('member_contacts', `member_id=${golfer.id}`)).length).toBeGreaterThanOrEqual(1);
    const history = await list('member_indexes', `member_id=${golfer.id}`);
    expect(history.length).toBeGreaterThanOrEqual(3);
    expect(history[0]!.handicap_index).toBe(golfer.handicap_index);
    const indexes = (await list('members', 'ordering=handicap_index')).map((member) => member.handicap_index as number);
    expect(indexes[0]).toBeLessThan(0);
    const second = (await call('GET', '/api/members/?page_size=1', 'secondAdmin', undefined, secondClubId)).json();
    expect(second.count).toBeGreaterThanOrEqual(30);
  });

  it('added from the club, a golfer joins it in the same change, with their membership number', async () => {
    const added = await call('POST', '/api/members/', 'admin', {
      first_name: 'Ailsa',
      last_name: 'Drummond',
      gender: 'F',
      email: 'ailsa.drummond@example.com',
      date_of_birth: '1990-06-01',
      membership_number: 'FD-9001',
      joined_on: '2026-01-05',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ first_name: 'Ailsa', membership_number: 'FD-9001', is_guest: false });
    const id = added.json().id as number;
    expect(await list('golf_course_members', `member_id=${id}`)).toMatchObject([
      { membership_number: 'FD-9001', joined_on: '2026-01-05', member_name: 'Ailsa Drummond' },
    ]);
    const audited = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'members'), eq(auditLog.entity_id, id)));
    expect(audited).toEqual([{ action: 'create' }]);
    const tie = (await list('golf_course_members', `member_id=${id}`))[0]!;
    const tieAudited = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'golf_course_members'), eq(auditLog.entity_id, tie.id as number)));
    expect(tieAudited).toEqual([{ action: 'create' }]);
    expect((await call('GET', `/api/members/${id}/`, 'secondAdmin', undefined, secondClubId)).statusCode).toBe(404);
  });

  it('a membership number taken in the club is refused, naming it, and nothing changes', async () => {
    const before = (await call('GET', '/api/members/?page_size=1')).json().count;
    const duplicate = await call('POST', '/api/members/', 'admin', {
      first_name: 'Copy',
      membership_number: 'fd-0002',
    });
    expect(duplicate.statusCode).toBe(400);
    expect(Object.keys(duplicate.json())).toEqual(['membership_number']);
    expect((await call('GET', '/api/members/?page_size=1')).json().count).toBe(before);
    const tie = (await list('golf_course_members', 'search=FD-0003'))[0]!;
    const changed = await call('PATCH', `/api/golf_course_members/${tie.id}/`, 'admin', {
      membership_number: 'FD-0002',
    });
    expect(changed.statusCode).toBe(400);
    expect(Object.keys(changed.json())).toEqual(['membership_number']);
    expect((await call('GET', `/api/golf_course_members/${tie.id}/`)).json().membership_number).toBe('FD-0003');
    // The same number in another club is that club's own.
    const golfer = await demoClubOnlyMember();
    const elsewhere = await call(
      'POST',
      '/api/golf_course_members/add_existing_member_to_golf_course/',
      'secondAdmin',
      { member_id: golfer.id, membership_number: 'FD-0002' },
      secondClubId,
    );
    expect(elsewhere.statusCode).toBe(201);
  });

  it('refuses bad input and changes nothing: an index beyond 54.0 or +10.0, an e-mail of 300 characters', async () => {
    const golfer = await demoClubOnlyMember();
    for (const handicapIndex of [54.1, -10.1, 12.34]) {
      const refused = await call('POST', '/api/member_indexes/', 'admin', {
        member_id: golfer.id,
        effective_on: today,
        handicap_index: handicapIndex,
      });
      expect(refused.statusCode, String(handicapIndex)).toBe(400);
      expect(Object.keys(refused.json())).toEqual(['handicap_index']);
    }
    const longEmail = `${'a'.repeat(288)}@example.com`;
    const refused = await call('PATCH', `/api/members/${golfer.id}/`, 'admin', { email: longEmail });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toEqual(['email']);
    expect(await call('POST', '/api/members/', 'admin', { first_name: 'Long', email: longEmail })).toMatchObject({
      statusCode: 400,
    });
    expect(await demoClubOnlyMember()).toEqual(golfer);
  });

  it("an address, contact or index for another club's golfer is refused", async () => {
    const theirs = (await list('members', '', 'secondAdmin', secondClubId)).find((member) =>
      String(member.membership_number).startsWith('SD-'),
    )!;
    const mobile = (await list('contact_types'))[0]!.id;
    for (const [resource, payload] of [
      ['member_addresses', { member_id: theirs.id, line1: '1 The Links' }],
      ['member_contacts', { member_id: theirs.id, contact_type_id: mobile, value: '+91 9800000000' }],
      ['member_indexes', { member_id: theirs.id, effective_on: today, handicap_index: 10 }],
    ] as const) {
      const refused = await call('POST', `/api/${resource}/`, 'admin', payload);
      expect(refused.statusCode, resource).toBe(400);
      expect(Object.keys(refused.json())).toEqual(['member_id']);
    }
  });

  it("removing a golfer who plays elsewhere ends only this club's tie; one with no other club goes", async () => {
    const guestElsewhere = (await list('members', 'search=FD-0002'))[0]!.id as number;
    expect((await call('DELETE', `/api/members/${guestElsewhere}/`)).statusCode).toBe(204);
    expect((await call('GET', `/api/members/${guestElsewhere}/`)).statusCode).toBe(404);
    expect(await tiesOf(guestElsewhere)).toBe(1);
    // A golfer entered in the demo's tournaments stays: their entries are kept.
    const entered = (await demoClubOnlyMember()).id;
    const refused = await call('DELETE', `/api/members/${entered}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/^This member is used by .*(in (a )?playing groups?|tournament entr)/);
    const added = await call('POST', '/api/members/', 'admin', { first_name: 'Only', last_name: 'Here' });
    const onlyHere = added.json().id as number;
    expect((await call('DELETE', `/api/members/${onlyHere}/`)).statusCode).toBe(204);
    expect(await t.db.select().from(members).where(eq(members.id, onlyHere))).toEqual([]);
  });
});

describe("a golfer's index history", () => {
  it('every change moves the current index and the low index of the last 365 days', async () => {
    const golfer = await demoClubOnlyMember();
    const added = await call('POST', '/api/member_indexes/', 'admin', {
      member_id: golfer.id,
      effective_on: today,
      handicap_index: -2.3,
    });
    expect(added.statusCode).toBe(201);
    const current = await call('GET', `/api/member_indexes/current_index/?member_id=${golfer.id}`);
    expect(current.json()).toEqual({
      member_id: golfer.id,
      handicap_index: -2.3,
      low_handicap_index: -2.3,
      effective_on: today,
    });
    expect((await call('GET', `/api/members/${golfer.id}/`)).json().handicap_index).toBe(-2.3);
    // An index in the future is not current yet.
    await call('POST', '/api/member_indexes/', 'admin', {
      member_id: golfer.id,
      effective_on: `${Number(today.slice(0, 4)) + 2}-01-01`,
      handicap_index: 5,
    });
    expect((await call('GET', `/api/members/${golfer.id}/`)).json().handicap_index).toBe(-2.3);
    const changed = await call('PATCH', `/api/member_indexes/${added.json().id}/`, 'admin', { handicap_index: 54 });
    expect(changed.statusCode).toBe(200);
    const afterChange = (await call('GET', `/api/member_indexes/current_index/?member_id=${golfer.id}`)).json();
    expect(afterChange.handicap_index).toBe(54);
    expect(afterChange.low_handicap_index).toBeLessThan(54);
    expect((await call('DELETE', `/api/member_indexes/${added.json().id}/`)).statusCode).toBe(204);
    expect((await call('GET', `/api/members/${golfer.id}/`)).json().handicap_index).toBe(golfer.handicap_index);
  });

  it('the low index counts the index in force when the year began, not older ones', async () => {
    const added = await call('POST', '/api/members/', 'admin', { first_name: 'Rory', membership_number: 'FD-9100' });
    const memberId = added.json().id as number;
    for (const [effectiveOn, handicapIndex] of [
      [daysAgo(800), 2.0],
      [daysAgo(400), 8.0],
      [daysAgo(100), 12.0],
      [daysAgo(10), 10.5],
    ] as const) {
      await call('POST', '/api/member_indexes/', 'admin', {
        member_id: memberId,
        effective_on: effectiveOn,
        handicap_index: handicapIndex,
      });
    }
    expect((await call('GET', `/api/member_indexes/current_index/?member_id=${memberId}`)).json()).toMatchObject({
      handicap_index: 10.5,
      low_handicap_index: 8,
      effective_on: daysAgo(10),
    });
  });

  it('one index per golfer per day: a second is refused on effective_on', async () => {
    const golfer = await demoClubOnlyMember();
    const [latest] = await list('member_indexes', `member_id=${golfer.id}`);
    const refused = await call('POST', '/api/member_indexes/', 'admin', {
      member_id: golfer.id,
      effective_on: latest!.effective_on,
      handicap_index: 20,
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toEqual(['effective_on']);
  });

  it("another club's golfer's current index is not found; only admins ask", async () => {
    const golfer = await demoClubOnlyMember();
    const url = `/api/member_indexes/current_index/?member_id=${golfer.id}`;
    expect((await call('GET', url, 'secondAdmin', undefined, secondClubId)).statusCode).toBe(404);
    for (const who of ['member', 'user', 'events'] as const) expect((await call('GET', url, who)).statusCode).toBe(403);
    expect((await call('GET', url, 'super')).statusCode).toBe(200);
  });
});

describe('personal data', () => {
  it("a member reads their own record, and no other golfer's", async () => {
    const own = await call('GET', '/api/members/me/', 'member');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ first_name: 'Morgan', email: demo.member });
    expect((await call('GET', '/api/members/me/', 'admin')).statusCode).toBe(404);
    const other = await demoClubOnlyMember();
    expect((await call('GET', `/api/members/${other.id}/`, 'member')).statusCode).toBe(403);
    expect((await call('GET', `/api/member_addresses/?member_id=${other.id}`, 'member')).json().results).toEqual([]);
  });

  it('golfers of other clubs are found by name with their index and clubs, without personal data', async () => {
    const golfer = await demoClubOnlyMember();
    const found = await call(
      'GET',
      `/api/members/non_golf_course_members/?search=${encodeURIComponent(String(golfer.last_name))}`,
      'secondAdmin',
      undefined,
      secondClubId,
    );
    expect(found.statusCode).toBe(200);
    const row = (found.json().results as Json[]).find((result) => result.id === golfer.id)!;
    expect(row).toEqual({
      id: golfer.id,
      first_name: golfer.first_name,
      last_name: golfer.last_name,
      handicap_index: golfer.handicap_index,
      home_clubs: 'Fairway Demo Golf Club',
    });
    expect(found.body).not.toContain('@');
    const ours = (await call('GET', '/api/members/non_golf_course_members/?page_size=100')).json().results as Json[];
    // The second club's golfers, and golfers of no club at all (an organiser's players from elsewhere).
    expect(ours.some((result) => result.home_clubs === 'Second Demo Golf Club')).toBe(true);
    expect(ours.every((result) => ['Second Demo Golf Club', ''].includes(String(result.home_clubs)))).toBe(true);
    for (const who of ['member', 'user', 'events'] as const) {
      expect((await call('GET', '/api/members/non_golf_course_members/', who)).statusCode).toBe(403);
    }
  });

  it('a golfer brought in from another club joins as a guest once; a second time is refused', async () => {
    const golfer = await demoClubOnlyMember();
    const url = '/api/golf_course_members/add_existing_member_to_golf_course/';
    const payload = { member_id: golfer.id, is_guest: true, joined_on: today };
    for (const who of ['member', 'user', 'events', 'admin'] as const) {
      expect((await call('POST', url, who, payload, secondClubId)).statusCode, who).toBe(403);
    }
    const added = await call('POST', url, 'secondAdmin', payload, secondClubId);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ member_id: golfer.id, is_guest: true, golf_course_id: secondClubId });
    const again = await call('POST', url, 'secondAdmin', payload, secondClubId);
    expect(again.statusCode).toBe(400);
    expect(Object.keys(again.json())).toEqual(['member_id']);
    expect((await call('POST', url, 'secondAdmin', { member_id: 2_000_000 }, secondClubId)).statusCode).toBe(400);
    expect(
      (await call('GET', `/api/members/${golfer.id}/`, 'secondAdmin', undefined, secondClubId)).json(),
    ).toMatchObject({
      is_guest: true,
      email: golfer.email,
    });
    expect(await tiesOf(golfer.id)).toBe(2);
  });
});

describe("a golfer's own rows", () => {
  const ownId = async () => (await call('GET', '/api/members/me/', 'member')).json().id as number;

  it('the member reads their own addresses, contacts and index history, in either of their clubs', async () => {
    const memberId = await ownId();
    for (const golfCourseId of [demoClubId, secondClubId]) {
      const addresses = await list('member_addresses', '', 'member', golfCourseId);
      expect(addresses.map((address) => [address.member_id, address.line1])).toEqual([[memberId, '7 Links Road']]);
      const contacts = await list('member_contacts', '', 'member', golfCourseId);
      expect(contacts.map((contact) => contact.value)).toEqual(['+447400900001', 'Alex Member, +44 7400 900002']);
      // Their history, newest first: the revisions of their score records over the federation's index two years back.
      const history = await list('member_indexes', '', 'member', golfCourseId);
      expect(history.length).toBeGreaterThan(3);
      expect(history.map((entry) => entry.member_id)).toEqual(history.map(() => memberId));
      expect(history[0]!.handicap_index).toBe((await call('GET', '/api/members/me/', 'member')).json().handicap_index);
      expect(history.at(-1)!.source).toBe('federation');
    }
    // The same list, asked by the club's admin just after, is the club's and not the member's (nothing kept mixes them).
    expect((await list('member_addresses', '', 'admin')).length).toBe(100);
    expect((await list('member_addresses', '', 'member')).length).toBe(1);
  });

  it('the member adds, changes and removes their own address and contact', async () => {
    const memberId = await ownId();
    const added = await call('POST', '/api/member_addresses/', 'member', {
      member_id: memberId,
      kind: 'office',
      line1: '1 The Scores',
      postal_code: 'KY16 9AJ',
      is_primary: false,
    });
    expect(added.statusCode).toBe(201);
    const id = added.json().id as number;
    const changed = await call('PATCH', `/api/member_addresses/${id}/`, 'member', { line2: 'Second floor' });
    expect(changed.json()).toMatchObject({ line1: '1 The Scores', line2: 'Second floor' });
    expect((await list('member_addresses', `member_id=${memberId}`, 'admin')).map((row) => row.id)).toContain(id);
    expect((await call('DELETE', `/api/member_addresses/${id}/`, 'member')).statusCode).toBe(204);
    expect((await list('member_addresses', '', 'member')).map((row) => row.line1)).toEqual(['7 Links Road']);

    const contact = await call('POST', '/api/member_contacts/', 'member', {
      member_id: memberId,
      contact_type_id: (await list('contact_types', '', 'member')).find((type) => type.name === 'Landline')!.id,
      value: '+44 1334 000000',
      is_primary: false,
    });
    expect(contact.statusCode).toBe(201);
    expect((await list('member_contacts', '', 'member')).map((row) => row.value)).toContain('+44 1334 000000');
  });

  it("the member can neither write another golfer's rows nor move theirs to another golfer", async () => {
    const other = await demoClubOnlyMember();
    const forOther = await call('POST', '/api/member_addresses/', 'member', {
      member_id: other.id,
      kind: 'home',
      line1: 'Not mine',
    });
    expect(forOther.statusCode).toBe(400);
    expect(Object.keys(forOther.json())).toEqual(['member_id']);
    const [own] = await list('member_addresses', '', 'member');
    const moved = await call('PATCH', `/api/member_addresses/${own!.id}/`, 'member', { member_id: other.id });
    expect(moved.statusCode).toBe(400);
    expect(Object.keys(moved.json())).toEqual(['member_id']);
    expect((await list('member_addresses', `member_id=${other.id}`, 'admin')).map((row) => row.line1)).not.toContain(
      '7 Links Road',
    );
  });

  it('the member reads their index history but does not change it: the club keeps it', async () => {
    const memberId = await ownId();
    const before = (await call('GET', '/api/members/me/', 'member')).json();
    const [latest] = await list('member_indexes', '', 'member');
    expect(
      (
        await call('POST', '/api/member_indexes/', 'member', {
          member_id: memberId,
          effective_on: today,
          handicap_index: 2,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', `/api/member_indexes/${latest!.id}/`, 'member', { handicap_index: 2 })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/members/me/', 'member')).json()).toMatchObject({
      handicap_index: latest!.handicap_index,
      low_handicap_index: before.low_handicap_index,
    });
  });

  it('a user who is no golfer has no rows of their own', async () => {
    for (const resource of ['member_addresses', 'member_contacts', 'member_indexes']) {
      expect(await list(resource, '', 'user'), resource).toEqual([]);
    }
  });
});

describe("a resource scoped through the club's golfers", () => {
  it('is refused when its declaration contradicts itself', () => {
    expect(() => checkResource({ ...memberAddressesResource, memberColumn: undefined })).toThrow(
      /names no memberColumn/,
    );
    expect(() => checkResource({ ...memberAddressesResource, memberColumn: memberContacts.member_id })).toThrow(
      /not a column of its table/,
    );
    expect(() => checkResource({ ...contactTypesResource, memberColumn: memberContacts.member_id })).toThrow(
      /only for the scope club_member/,
    );
    expect(() =>
      checkResource({ ...memberAddressesResource, ownRows: 'read', access: { read: { public: true }, write: null } }),
    ).toThrow(/cannot be public/);
    expect(() => checkResource({ ...contactTypesResource, ownRows: 'read' })).toThrow(/only for the scope club_member/);
    expect(() =>
      checkResource({ ...memberAddressesResource, access: { ...memberAddressesResource.access, write: null } }),
    ).toThrow(/the resource is read-only/);
    expect(() => checkResource(memberAddressesResource)).not.toThrow();
  });
});

describe('signed out', () => {
  it('every members endpoint answers 401', async () => {
    const golfer = await demoClubOnlyMember();
    for (const [method, url] of [
      ['GET', '/api/members/me/'],
      ['GET', '/api/members/'],
      ['POST', '/api/members/'],
      ['GET', '/api/members/non_golf_course_members/'],
      ['POST', '/api/golf_course_members/add_existing_member_to_golf_course/'],
      ['GET', `/api/member_indexes/current_index/?member_id=${golfer.id}`],
      ['GET', '/api/member_addresses/'],
      ['GET', '/api/member_contacts/'],
      ['GET', '/api/member_indexes/'],
      ['GET', '/api/golf_course_members/'],
      ['GET', '/api/contact_types/'],
    ] as const) {
      expect(
        (await call(method, url, 'anonymous', method === 'POST' ? { member_id: golfer.id } : undefined)).statusCode,
        `${method} ${url}`,
      ).toBe(401);
    }
    expect((await call('GET', '/api/members/non_golf_course_members/', 'super')).statusCode).toBe(200);
    expect((await call('GET', '/api/members/me/', 'events')).statusCode).toBe(404);
  });
});
