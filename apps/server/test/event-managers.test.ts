import { count, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { eventManagerMembers, golfCourseMembers, members, users } from '../src/db/schema/index.js';
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

const base = '/api/event_manager';
const change = `${base}/add_remove_event_manager_member_association/`;
type Player = { member_id: number; member_name: string; handicap_index: number | null; is_club_member: boolean };

/** The demo organiser's record id, as the club's admin reads it. */
const organiserId = async () =>
  ((await call('GET', `${base}/`, 'admin')).json().results as { id: number; email: string }[]).find(
    (organiser) => organiser.email === demo.events,
  )!.id;
const rosterCount = async () => (await t.db.select({ n: count() }).from(eventManagerMembers))[0]!.n;
const membersCount = async () => (await t.db.select({ n: count() }).from(members))[0]!.n;

describe("a club's organisers", () => {
  it("the club's admin lists them all with their rosters' size; an event manager only themself", async () => {
    const listed = await call('GET', `${base}/`, 'admin');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().results).toEqual([
      expect.objectContaining({
        user_name: 'Evan Events',
        email: demo.events,
        organisation: 'Evan Events Corporate Golf',
        is_active: true,
        roster_size: 12,
      }),
    ]);
    await call('POST', `/api/users/${ids.user}/roles/`, 'admin', { role: 10 });
    expect((await call('GET', `${base}/`, 'admin')).json().count).toBe(2);
    const own = await call('GET', `${base}/`, 'events');
    expect(own.json().results.map((organiser: { email: string }) => organiser.email)).toEqual([demo.events]);
    const other = ((await call('GET', `${base}/`, 'user')).json().results as { id: number }[])[0]!.id;
    expect((await call('GET', `${base}/${other}/`, 'events')).statusCode).toBe(404);
    expect((await call('PATCH', `${base}/${other}/`, 'events', {})).statusCode).toBe(404);
    expect((await call('PATCH', `${base}/${other}/`, 'events', { organisation: 'Mine' })).statusCode).toBe(404);
    expect((await call('GET', `${base}/${other}/`, 'admin')).statusCode).toBe(200);
  });

  it('is closed to members, users, another club and strangers; another club sees none of them', async () => {
    const id = await organiserId();
    for (const who of ['member', 'user'] as const) {
      for (const url of [
        `${base}/`,
        `${base}/${id}/`,
        `${base}/event_manager_member_index/?event_manager_id=${id}`,
        `${base}/ddl_golf_course/`,
        `${base}/ddl_club_members/?event_manager_id=${id}`,
        `${base}/user_list_non_connected_event_manager/`,
      ]) {
        expect((await call('GET', url, who)).statusCode, `${who} ${url}`).toBe(403);
      }
      expect(
        (await call('POST', change, who, { event_manager_id: id, action: 'remove', member_id: 1 })).statusCode,
      ).toBe(403);
      expect((await call('PATCH', `${base}/${id}/`, who, { organisation: 'Mine' })).statusCode).toBe(403);
    }
    expect((await call('GET', `${base}/`, 'secondAdmin')).statusCode).toBe(403);
    expect((await call('GET', `${base}/`, 'anonymous')).statusCode).toBe(401);
    expect((await call('POST', change, 'anonymous', { action: 'add' })).statusCode).toBe(401);
    const asSecond = (url: string) => call('GET', url, 'secondAdmin', undefined, secondClubId);
    expect((await asSecond(`${base}/`)).json().count).toBe(0);
    expect((await asSecond(`${base}/${id}/`)).statusCode).toBe(404);
    expect((await asSecond(`${base}/event_manager_member_index/?event_manager_id=${id}`)).statusCode).toBe(404);
    const other = await call('PATCH', `${base}/${id}/`, 'secondAdmin', { organisation: 'Taken' }, secondClubId);
    expect(other.statusCode).toBe(404);
    const removal = await call(
      'POST',
      change,
      'secondAdmin',
      { event_manager_id: id, action: 'remove', member_id: 1 },
      secondClubId,
    );
    expect(removal.statusCode).toBe(404);
    expect(await rosterCount()).toBe(12);
  });

  it('the organiser or an admin renames the organisation', async () => {
    const id = await organiserId();
    const renamed = await call('PATCH', `${base}/${id}/`, 'events', { organisation: 'Evan Golf Days' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().organisation).toBe('Evan Golf Days');
    const tooLong = await call('PATCH', `${base}/${id}/`, 'admin', { organisation: 'x'.repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    expect((await call('GET', `${base}/${id}/`, 'admin')).json().organisation).toBe('Evan Golf Days');
  });

  it('the users who could become organisers, and the courses an organiser runs events at', async () => {
    const candidates = await call('GET', `${base}/user_list_non_connected_event_manager/`, 'admin');
    expect(candidates.statusCode).toBe(200);
    expect(
      candidates
        .json()
        .map((user: { email: string }) => user.email)
        .sort(),
    ).toEqual([demo.admin, demo.member, demo.user].sort());
    expect((await call('GET', `${base}/user_list_non_connected_event_manager/`, 'events')).statusCode).toBe(403);
    const courses = [{ id: demoClubId, name: 'Fairway Demo Golf Club' }];
    expect((await call('GET', `${base}/ddl_golf_course/`, 'events')).json()).toEqual(courses);
    expect((await call('GET', `${base}/ddl_golf_course/`, 'admin')).json()).toEqual(courses);
    expect((await call('GET', `${base}/ddl_golf_course/`, 'super')).json()).toEqual(courses);
  });
});

describe("an organiser's roster", () => {
  const roster = async (who: Who = 'events', query = '') =>
    (await call('GET', `${base}/event_manager_member_index/${query}`, who)).json() as Player[];

  it('lists the players with their current index, members of the club and golfers from elsewhere', async () => {
    const players = await roster();
    expect(players).toHaveLength(12);
    expect(players.filter((player) => !player.is_club_member)).toHaveLength(5);
    expect(players).toContainEqual(
      expect.objectContaining({ member_name: 'Priya Shah', handicap_index: 14.2, is_club_member: false }),
    );
    expect(await roster('admin', `?event_manager_id=${await organiserId()}`)).toEqual(players);
    const unnamed = await call('GET', `${base}/event_manager_member_index/`, 'admin');
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toHaveProperty('event_manager_id');
    for (const bad of ['9999999999', 'abc', '0', '1.5']) {
      const answer = await call('GET', `${base}/event_manager_member_index/?event_manager_id=${bad}`, 'admin');
      expect(answer.statusCode, bad).toBe(400);
    }
  });

  it('the organiser adds a golfer new to Fairway with a declared index, and removes them', async () => {
    const before = await membersCount();
    const added = await call('POST', change, 'events', {
      action: 'add',
      new_golfer: {
        first_name: 'Ines',
        last_name: 'Moreau',
        gender: 'F',
        email: 'ines@example.org',
        handicap_index: 18.3,
      },
    });
    expect(added.statusCode).toBe(200);
    const ines = (added.json() as Player[]).find((player) => player.member_name === 'Ines Moreau')!;
    expect(ines).toMatchObject({ handicap_index: 18.3, is_club_member: false });
    expect(await membersCount()).toBe(before + 1);
    // Ines is not a member of the club: the organiser's roster is not the club's membership.
    const tie = await t.db.select().from(golfCourseMembers).where(eq(golfCourseMembers.member_id, ines.member_id));
    expect(tie).toEqual([]);

    const again = await call('POST', change, 'events', {
      action: 'add',
      new_golfer: { first_name: 'Ines', gender: 'F', email: 'INES@example.org' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ member_id: ['This player is already on the roster.'] });
    expect(await membersCount()).toBe(before + 1);

    const removed = await call('POST', change, 'events', { action: 'remove', member_id: ines.member_id });
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as Player[]).map((player) => player.member_id)).not.toContain(ines.member_id);
    const twice = await call('POST', change, 'events', { action: 'remove', member_id: ines.member_id });
    expect(twice.statusCode).toBe(400);
  });

  it('a golfer already known by e-mail is added as they are, not made again', async () => {
    const [known] = await t.db
      .insert(members)
      .values({
        first_name: 'Known',
        last_name: 'Golfer',
        gender: 'M',
        email: 'known@example.net',
        handicap_index: 6.1,
      })
      .returning({ id: members.id });
    const before = await membersCount();
    const added = await call('POST', change, 'events', {
      action: 'add',
      new_golfer: {
        first_name: 'Someone',
        last_name: 'Else',
        gender: 'F',
        email: 'Known@Example.net',
        handicap_index: 30,
      },
    });
    expect((added.json() as Player[]).find((player) => player.member_id === known!.id)).toMatchObject({
      member_name: 'Known Golfer',
      handicap_index: 6.1,
    });
    expect(await membersCount()).toBe(before);
  });

  it("adds a member of the club picked from the club's list, but not another club's golfer by id", async () => {
    const [onlySecond] = await t.db
      .insert(members)
      .values({ first_name: 'Second', last_name: 'Only', gender: 'M', email: 'second.only@example.com' })
      .returning({ id: members.id });
    await t.db.insert(golfCourseMembers).values({ golf_course_id: secondClubId, member_id: onlySecond!.id });
    const [clubMember] = await t.db
      .insert(members)
      .values({
        first_name: 'Club',
        last_name: 'Player',
        gender: 'F',
        email: 'club.player@example.com',
        handicap_index: 20.2,
      })
      .returning({ id: members.id });
    await t.db.insert(golfCourseMembers).values({ golf_course_id: demoClubId, member_id: clubMember!.id });

    const choices = await call('GET', `${base}/ddl_club_members/?search=club+pla`, 'events');
    expect(choices.json()).toEqual([{ id: clubMember!.id, member_name: 'Club Player', handicap_index: 20.2 }]);
    const added = await call('POST', change, 'events', { action: 'add', member_id: clubMember!.id });
    expect((added.json() as Player[]).find((player) => player.member_id === clubMember!.id)).toMatchObject({
      is_club_member: true,
      handicap_index: 20.2,
    });
    expect((await call('GET', `${base}/ddl_club_members/?search=club+pla`, 'events')).json()).toEqual([]);

    const before = await rosterCount();
    const elsewhere = await call('POST', change, 'events', { action: 'add', member_id: onlySecond!.id });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toHaveProperty('member_id');
    expect(await rosterCount()).toBe(before);
  });

  it('bad input answers 400 and changes nothing', async () => {
    const before = { roster: await rosterCount(), members: await membersCount() };
    const longEmail = `${'g'.repeat(288)}@example.com`;
    const golfer = { first_name: 'Bad', gender: 'M', email: 'bad@example.com' };
    for (const bad of [
      { action: 'swap', member_id: 1 },
      { action: 'add' },
      { action: 'remove' },
      { action: 'add', member_id: 1, new_golfer: golfer },
      { action: 'add', new_golfer: { ...golfer, email: longEmail } },
      { action: 'add', new_golfer: { ...golfer, email: 'not-an-email' } },
      { action: 'add', new_golfer: { ...golfer, gender: 'X' } },
      { action: 'add', new_golfer: { ...golfer, handicap_index: 54.1 } },
      { action: 'add', new_golfer: { ...golfer, handicap_index: 12.34 } },
      { action: 'add', new_golfer: { ...golfer, first_name: '' } },
      { action: 'add', member_id: 0 },
    ]) {
      const answer = await call('POST', change, 'events', bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect({ roster: await rosterCount(), members: await membersCount() }).toEqual(before);
    const [found] = await t.db
      .select({ n: count() })
      .from(members)
      .where(eq(sql`lower(${members.email})`, 'bad@example.com'));
    expect(found!.n).toBe(0);
    // Another organiser's roster is not the event manager's to change.
    await call('POST', `/api/users/${ids.user}/roles/`, 'admin', { role: 10 });
    const others = ((await call('GET', `${base}/`, 'user')).json().results as { id: number }[])[0]!.id;
    const foreign = await call('POST', change, 'events', {
      event_manager_id: others,
      action: 'add',
      new_golfer: golfer,
    });
    expect(foreign.statusCode).toBe(404);
    expect({ roster: await rosterCount(), members: await membersCount() }).toEqual(before);
  });
});
