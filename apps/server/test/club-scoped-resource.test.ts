import { recordFields, Role } from '@fairway/contract';
import { count, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { golfCourses } from '../src/db/schema/index.js';
import { checkResource, type Resource } from '../src/http/resource.js';
import { registerResource } from '../src/http/resource-routes.js';
import { demo, demoClubId, secondClubId, useTestApp } from './test-app.js';

// A club-scoped resource made for this test, as a later area would declare one (a club's lockers, and the bookings
// that name a locker), proving the shared kit: scope, references and duplicates, on PGlite and on PostgreSQL.
const recordColumns = {
  id: serial('id').primaryKey(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  created_by: integer('created_by'),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_by: integer('updated_by'),
};
const lockers = pgTable('test_lockers', {
  ...recordColumns,
  golf_course_id: integer('golf_course_id').notNull(),
  name: varchar('name', { length: 100 }).notNull(),
});
const bookings = pgTable('test_locker_bookings', {
  ...recordColumns,
  golf_course_id: integer('golf_course_id').notNull(),
  locker_id: integer('locker_id').notNull(),
  note: text('note').notNull().default(''),
});

const clubRecordFields = { ...recordFields, golf_course_id: z.number().int() };

const lockersResource: Resource = {
  name: 'test_lockers',
  thing: 'locker',
  area: 'users',
  table: lockers,
  scope: 'golf_course',
  list: {
    search: [lockers.name],
    ordering: { id: lockers.id, name: lockers.name },
    defaultOrdering: 'name',
    filters: {},
  },
  record: z.object({ ...clubRecordFields, name: z.string() }),
  input: z.object({ name: z.string().trim().min(1).max(100) }),
  access: { read: {}, write: { roles: [Role.admin] } },
};

const bookingsResource: Resource = {
  name: 'test_locker_bookings',
  thing: 'booking',
  area: 'users',
  table: bookings,
  scope: 'golf_course',
  list: { search: [bookings.note], ordering: { id: bookings.id }, defaultOrdering: 'id', filters: {} },
  references: { locker_id: lockers },
  record: z.object({ ...clubRecordFields, locker_id: z.number().int(), note: z.string() }),
  input: z.object({ locker_id: z.number().int().min(1).max(2_147_483_647), note: z.string().max(200).optional() }),
  access: { read: {}, write: { roles: [Role.admin] } },
};

const t = useTestApp({}, [
  (app, deps) => {
    registerResource(app, deps, lockersResource);
    registerResource(app, deps, bookingsResource);
  },
]);

let admin: string;
let secondAdmin: string;
let member: string;
let superAdmin: string;
let secondClubLocker: number;
beforeEach(async () => {
  await t.db.execute(sql`
    create table test_lockers (
      id serial primary key, created_at timestamptz not null default now(), created_by integer,
      updated_at timestamptz not null default now(), updated_by integer,
      golf_course_id integer not null references golf_courses (id), name varchar(100) not null
    )`);
  await t.db.execute(sql`create unique index test_lockers_name on test_lockers (golf_course_id, lower(name))`);
  await t.db.execute(sql`
    create table test_locker_bookings (
      id serial primary key, created_at timestamptz not null default now(), created_by integer,
      updated_at timestamptz not null default now(), updated_by integer,
      golf_course_id integer not null references golf_courses (id),
      locker_id integer not null references test_lockers (id), note text not null default ''
    )`);
  // As a later area's migration does for each new table: its changes reach the server's memories.
  await t.db.execute(
    sql`select fairway_announce_changes('test_lockers'), fairway_announce_changes('test_locker_bookings')`,
  );
  admin = await t.tokenFor(demo.admin);
  secondAdmin = await t.tokenFor(demo.secondAdmin);
  member = await t.tokenFor(demo.member);
  superAdmin = await t.tokenFor(demo.super);
  const created = await t.call({
    method: 'POST',
    url: '/api/test_lockers/',
    token: secondAdmin,
    golfCourseId: secondClubId,
    payload: { name: 'Second club locker 1' },
  });
  secondClubLocker = created.json().id;
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
  t.call({ method, url, token, golfCourseId: demoClubId, payload });

describe('a club-scoped resource', () => {
  it('lists, reads, creates, changes and deletes the rows of the active club only', async () => {
    const created = await call('POST', '/api/test_lockers/', admin, { name: 'A12' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'A12', golf_course_id: demoClubId });
    const id = created.json().id;

    const list = await call('GET', '/api/test_lockers/', member);
    expect(list.json().results.map((locker: { name: string }) => locker.name)).toEqual(['A12']);
    expect((await call('GET', `/api/test_lockers/${id}/`, member)).json().name).toBe('A12');
    expect((await call('PATCH', `/api/test_lockers/${id}/`, admin, { name: 'A13' })).json().name).toBe('A13');
    expect((await call('DELETE', `/api/test_lockers/${id}/`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/test_lockers/${id}/`, member)).statusCode).toBe(404);
  });

  it("answers 404 for another club's ids, and changes nothing of theirs", async () => {
    for (const [method, payload] of [['GET'], ['PATCH', { name: 'Taken over' }], ['DELETE']] as const) {
      const response = await call(method, `/api/test_lockers/${secondClubLocker}/`, admin, payload);
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
    const theirs = await t.call({
      method: 'GET',
      url: `/api/test_lockers/${secondClubLocker}/`,
      token: secondAdmin,
      golfCourseId: secondClubId,
    });
    expect(theirs.json().name).toBe('Second club locker 1');
    expect((await call('GET', '/api/test_lockers/', superAdmin)).json().count).toBe(0);
  });

  it("never answers one club's list with another's, though both ask for the same address", async () => {
    const theirs = await t.call({
      method: 'GET',
      url: '/api/test_lockers/',
      token: secondAdmin,
      golfCourseId: secondClubId,
    });
    expect(theirs.json().results.map((locker: { name: string }) => locker.name)).toEqual(['Second club locker 1']);
    expect((await call('GET', '/api/test_lockers/', admin)).json()).toMatchObject({ count: 0, results: [] });
  });

  it('needs the active course, and a role in it', async () => {
    const withoutCourse = await t.call({ method: 'GET', url: '/api/test_lockers/', token: admin });
    expect(withoutCourse.statusCode).toBe(400);
    const notTheirs = await t.call({
      method: 'GET',
      url: '/api/test_lockers/',
      token: admin,
      golfCourseId: secondClubId,
    });
    expect(notTheirs.statusCode).toBe(403);
    expect((await call('POST', '/api/test_lockers/', member, { name: 'B1' })).statusCode).toBe(403);
  });

  it('names the field the user typed when a name is taken in the club, and lets another club use it', async () => {
    await call('POST', '/api/test_lockers/', admin, { name: 'Captain' });
    const duplicate = await call('POST', '/api/test_lockers/', admin, { name: 'captain' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ name: ['A locker with this name already exists.'] });
    const elsewhere = await t.call({
      method: 'POST',
      url: '/api/test_lockers/',
      token: secondAdmin,
      golfCourseId: secondClubId,
      payload: { name: 'Captain' },
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it("refuses a reference to another club's row with a 400 on that field, on create and change, keeping nothing", async () => {
    const own = (await call('POST', '/api/test_lockers/', admin, { name: 'C3' })).json().id;
    const foreign = await call('POST', '/api/test_locker_bookings/', admin, { locker_id: secondClubLocker });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ locker_id: [`Invalid pk "${secondClubLocker}" - object does not exist.`] });
    const [stored] = await t.db.select({ n: count() }).from(bookings);
    expect(stored!.n).toBe(0);

    const booking = await call('POST', '/api/test_locker_bookings/', admin, { locker_id: own, note: 'Spring' });
    expect(booking.statusCode).toBe(201);
    const moved = await call('PATCH', `/api/test_locker_bookings/${booking.json().id}/`, admin, {
      locker_id: secondClubLocker,
    });
    expect(moved.statusCode).toBe(400);
    expect((await call('GET', `/api/test_locker_bookings/${booking.json().id}/`, admin)).json().locker_id).toBe(own);
  });
});

describe('a resource declaration that contradicts itself', () => {
  it('is refused when its routes are registered', () => {
    expect(() => checkResource({ ...lockersResource, scope: 'global' })).toThrow(/its scope is golf_course/);
    expect(() => checkResource({ ...lockersResource, table: golfCourses })).toThrow(/has no golf_course_id column/);
    expect(() => checkResource({ ...lockersResource, access: { read: { public: true }, write: null } })).toThrow(
      /cannot be public/,
    );
    expect(() =>
      checkResource({
        ...lockersResource,
        access: { read: { course: 'none' } as never, write: null },
      }),
    ).toThrow(/scope decides/);
    expect(() => checkResource({ ...bookingsResource, references: { locker_id: golfCourses } })).toThrow(
      /without golf_course_id/,
    );
  });
});
