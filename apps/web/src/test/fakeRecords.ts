import { Role } from '@fairway/contract';
import { demoClub, demoUser, fakeApi, secondClub, type FakeAnswer, type FakeRequest } from './fakeApi';

const stamps = {
  created_at: '2026-03-01T09:30:00Z',
  created_by: 1,
  updated_at: '2026-03-02T16:05:00Z',
  updated_by: 1,
};

/** One record of each resource the web app declares, as the API reads them. */
export const demoRecords = {
  countries: [{ id: 1, name: 'India', iso_code: 'IN', phone_code: '+91', is_active: true, ...stamps }],
  states: [{ id: 2, country_id: 1, country_name: 'India', name: 'Karnataka', code: 'KA', is_active: true, ...stamps }],
  cities: [
    {
      id: 5,
      state_id: 2,
      state_name: 'Karnataka',
      country_id: 1,
      country_name: 'India',
      name: 'Bengaluru',
      is_active: true,
      ...stamps,
    },
  ],
  user_type: [{ id: 3, name: 'Committee', description: 'Members of the club committee', is_active: true, ...stamps }],
  prize_types: [
    { id: 4, name: 'Nearest to Pin', description: 'The tee shot closest to the hole', is_active: true, ...stamps },
  ],
  score_terms: [
    { id: 6, name: 'Birdie', strokes_to_par: -1, is_hole_in_one: false, colour: '#c62828', is_active: true, ...stamps },
  ],
  users: [
    {
      id: 7,
      email: 'ann@demo.fairway.golf',
      first_name: 'Ann',
      last_name: 'Lee',
      user_name: 'Ann Lee',
      phone: '',
      is_active: true,
      email_verified: true,
      user_type_id: null,
      last_login_at: null,
      created_at: stamps.created_at,
      updated_at: stamps.updated_at,
      roles: [{ golf_course_id: null, golf_course_name: null, role: Role.superAdmin }],
    },
  ],
};

type Tables = Record<string, { id: number }[]>;

/** The REST routes of the API's resources over the given records: list, read, create, change and delete. */
export function serveRecords(tables: Tables) {
  return (request: FakeRequest): FakeAnswer | undefined => {
    const [, name = '', id] = /^\/api\/(\w+)\/(?:(\d+)\/)?$/.exec(request.path) ?? [];
    const records = tables[name];
    if (!records) return undefined;
    const record = records.find((candidate) => candidate.id === Number(id));
    if (id === undefined && request.method === 'GET') {
      return { status: 200, body: { count: records.length, next: null, previous: null, results: records } };
    }
    if (id === undefined && request.method === 'POST') {
      return { status: 201, body: { ...(request.body as object), id: 99, ...stamps } };
    }
    if (!record) return { status: 404, body: { detail: 'No such record.' } };
    if (request.method === 'GET') return { status: 200, body: record };
    if (request.method === 'PATCH') return { status: 200, body: { ...record, ...(request.body as object) } };
    if (request.method === 'DELETE') return { status: 204 };
    return undefined;
  };
}

/** The super admin with no course chosen, and the API's records; `answer` may answer a request first. */
export function asSuperAdmin(answer: (request: FakeRequest) => FakeAnswer | undefined = () => undefined) {
  const records = serveRecords(demoRecords);
  const user = demoUser({ name: 'Super Admin', courses: [demoClub, secondClub], roles: () => [Role.superAdmin] });
  return fakeApi((request) => answer(request) ?? records(request) ?? user(request));
}
