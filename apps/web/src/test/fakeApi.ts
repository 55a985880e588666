import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export type FakeAnswer = { status: number; body?: unknown };

/** Stubs `fetch` with a small fake of the Fairway API; `answer` gets each request and returns the response. */
export function fakeApi(answer: (request: FakeRequest) => FakeAnswer | undefined) {
  const requests: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, window.location.origin);
      const request: FakeRequest = {
        method: init.method ?? 'GET',
        path: url.pathname,
        search: url.searchParams,
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
      };
      requests.push(request);
      const response = answer(request) ?? { status: 404, body: { detail: 'Not found.' } };
      return new Response(response.status === 204 ? null : JSON.stringify(response.body ?? {}), {
        status: response.status,
      });
    }),
  );
  return requests;
}

/** My Profile as the server answers it for a golfer. */
export const ownProfile = {
  email: 'member@demo.fairway.golf',
  first_name: 'Morgan',
  last_name: 'Member',
  phone: '',
  user_profile_pic: null,
  pending_email: null,
  member: { id: 3, gender: 'M', date_of_birth: null, handicap_index: 12.4, low_handicap_index: 10.1 },
};

const clubSettings = { distance_unit: 'yards', currency: 'GBP' } as const;
export const demoClub = {
  id: 1,
  name: 'Fairway Demo Golf Club',
  is_guest: false,
  is_member: true,
  individual_rounds_enabled: true,
  members_read_own_statement: true,
  competition_purse: false,
  logo: null,
  time_zone: 'Europe/London',
  date_format: 'DD/MM/YYYY',
  country: 'GB',
  ...clubSettings,
};
export const secondClub = {
  id: 2,
  name: 'Second Demo Golf Club',
  is_guest: false,
  is_member: true,
  individual_rounds_enabled: false,
  members_read_own_statement: false,
  competition_purse: true,
  logo: null,
  time_zone: 'Asia/Kolkata',
  date_format: 'DD-MM-YYYY',
  country: 'IN',
  ...clubSettings,
};

/** A signed-in user of the demo: their courses and their roles in the course of the `X-Golf-Course` header. */
export function demoUser(options: {
  name: string;
  userId?: number;
  courses: (typeof demoClub)[];
  roles: (course: number) => number[];
  showIndividualRounds?: boolean;
}) {
  return (request: FakeRequest): FakeAnswer | undefined => {
    if (request.path === '/api/init/') {
      return { status: 200, body: { user_name: options.name, data: options.courses } };
    }
    if (request.path === '/api/users/current/') {
      const course = Number(request.headers.get('X-Golf-Course') ?? 0);
      return {
        status: 200,
        body: {
          user_id: options.userId ?? 2,
          user_name: options.name,
          user_profile_pic: null,
          user_roles: options.roles(course).map((id) => ({ id })),
          show_individual_rounds: course > 0 && (options.showIndividualRounds ?? true),
        },
      };
    }
    return undefined;
  };
}
