import { Role } from '@fairway/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeAnswer, type FakeRequest } from '../../../../test/fakeApi';
import { serveRecords } from '../../../../test/fakeRecords';
import { renderApp } from '../../../../test/renderApp';

const stamps = { created_at: '2026-03-01T09:30:00Z', created_by: 1, updated_at: '2026-03-02T16:05:00Z', updated_by: 1 };
const otherClub = {
  id: 2,
  name: 'Pending Pines',
  short_name: '',
  email: '',
  phone: '',
  website: '',
  address: '',
  postal_code: '',
  country_id: null,
  country_name: null,
  state_id: null,
  state_name: null,
  city_id: null,
  city_name: null,
  logo_id: null,
  logo: null,
  time_zone: 'Europe/London',
  date_format: 'DD/MM/YYYY',
  distance_unit: 'yards',
  currency: 'GBP',
  individual_rounds_enabled: true,
  holes_count: 18,
  status: 'approved',
  contact_name: '',
  contact_email: '',
  contact_phone: '',
  ...stamps,
};
const white = { id: 11, golf_course_id: 2, name: 'White', colour: '#ffffff', gender: 'M', sort_order: 1, ...stamps };
const red = { id: 12, golf_course_id: 2, name: 'Red', colour: '#c62828', gender: 'F', sort_order: 2, ...stamps };
const whiteMen = {
  id: 21,
  golf_course_id: 2,
  hole_category_id: 11,
  hole_category_name: 'White',
  gender: 'M',
  course_rating: 71.8,
  slope_rating: 131,
  par: 72,
  front_course_rating: 35.9,
  front_slope_rating: 129,
  back_course_rating: null,
  back_slope_rating: null,
  effective_from: '2026-01-01',
  ...stamps,
};

/** The club's rows answer only a request for club 2; any other club's header gets none. */
function clubRows(rows: object[]) {
  return (request: FakeRequest): FakeAnswer =>
    request.headers.get('X-Golf-Course') === '2'
      ? { status: 200, body: { count: rows.length, next: null, previous: null, results: rows } }
      : { status: 200, body: { count: 0, next: null, previous: null, results: [] } };
}

function signedInAs(roles: number[], answer: (request: FakeRequest) => FakeAnswer | undefined = () => undefined) {
  const records = serveRecords({ golf_courses: [otherClub], countries: [], states: [], cities: [] });
  const user = demoUser({ name: 'Pat', courses: [demoClub], roles: () => roles });
  return fakeApi((request) => {
    const own = answer(request);
    if (own) return own;
    if (request.path === '/api/golf_course_indexes/' && request.method === 'GET') return clubRows([whiteMen])(request);
    if (request.path === '/api/hole_categories/' && request.method === 'GET') return clubRows([white, red])(request);
    return records(request) ?? user(request);
  });
}

beforeEach(() => {
  localStorage.clear();
  startSession('token');
  chooseGolfCourse(demoClub);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openClub() {
  renderApp('/golf_course/2');
  // The first visit loads the form's screens, the date picker's among them.
  await screen.findByRole('heading', { name: 'Edit Golf Course - Pending Pines' }, { timeout: 15_000 });
  return within(await screen.findByRole('table', { name: 'Course ratings' }, { timeout: 5000 }));
}

async function fillNewRating(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add Rating' }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('combobox', { name: /^Tee set/ }));
  await user.click(await screen.findByRole('option', { name: 'Red' }));
  await user.click(dialog.getByRole('combobox', { name: /^Gender/ }));
  await user.click(await screen.findByRole('option', { name: 'Women' }));
  await user.type(dialog.getByRole('spinbutton', { name: /^Course rating/ }), '30.5');
  await user.type(dialog.getByRole('spinbutton', { name: /^Slope rating/ }), '120');
  await user.type(dialog.getByRole('spinbutton', { name: /^Par/ }), '72');
  return dialog;
}

describe("a course's ratings on its record", { timeout: 30_000 }, () => {
  it("shows another club's ratings to a super admin, asked for with that club's X-Golf-Course", async () => {
    const requests = signedInAs([Role.superAdmin]);
    const table = await openClub();
    expect(table.getByText('White')).toBeDefined();
    expect(table.getByText('Men')).toBeDefined();
    expect(table.getByText('71.8')).toBeDefined();
    expect(table.getByText('131')).toBeDefined();
    expect(table.getByText('35.9 / 129')).toBeDefined();
    expect(table.getByText('White').closest('tr')?.classList.contains('MuiTableRow-hover')).toBe(true);
    const asked = requests.filter((request) => request.path === '/api/golf_course_indexes/');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((request) => request.headers.get('X-Golf-Course') === '2')).toBe(true);
  });

  it('shows the day a rating is in force as the club writes dates, DD/MM/YYYY, and saves a new day as YYYY-MM-DD', async () => {
    const saved: FakeRequest[] = [];
    signedInAs([Role.superAdmin], (request) => {
      if (request.path !== '/api/golf_course_indexes/21/' || request.method === 'GET') return undefined;
      saved.push(request);
      return { status: 200, body: { ...whiteMen, ...(request.body as object) } };
    });
    const table = await openClub();
    const user = userEvent.setup();
    await user.click(table.getByRole('button', { name: 'Edit White' }));
    const dialog = within(await screen.findByRole('dialog'));
    const inForce = dialog.getByRole('group', { name: /In force from/ });
    expect(inForce.firstElementChild?.textContent).toBe('01/01/2026');
    await user.click(within(inForce).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('15112026');
    expect(inForce.firstElementChild?.textContent).toBe('15/11/2026');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.body).toMatchObject({ effective_from: '2026-11-15' });
  });

  it("posts a new rating for the club shown, and shows the server's refusal under its field", async () => {
    const posted: FakeRequest[] = [];
    const requests = signedInAs([Role.superAdmin], (request) => {
      if (request.path !== '/api/golf_course_indexes/' || request.method !== 'POST') return undefined;
      posted.push(request);
      return posted.length === 1
        ? { status: 400, body: { course_rating: ['A course rating of 18 holes is from 50.0 to 90.0.'] } }
        : { status: 201, body: { ...whiteMen, ...(request.body as object), id: 22 } };
    });
    await openClub();
    const user = userEvent.setup();
    const dialog = await fillNewRating(user);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('A course rating of 18 holes is from 50.0 to 90.0.')).toBeDefined();
    expect(posted[0]!.headers.get('X-Golf-Course')).toBe('2');
    expect(posted[0]!.body).toMatchObject({
      hole_category_id: 12,
      gender: 'F',
      course_rating: 30.5,
      slope_rating: 120,
      par: 72,
    });
    // The club's own form was not saved by the dialog's submit.
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);

    const courseRating = dialog.getByRole('spinbutton', { name: /^Course rating/ });
    await user.clear(courseRating);
    await user.type(courseRating, '70.5');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted[1]!.body).toMatchObject({ course_rating: 70.5 });
  });

  it('shows a refusal of the whole rating in the alert', async () => {
    signedInAs([Role.admin], (request) =>
      request.path === '/api/golf_course_indexes/' && request.method === 'POST'
        ? { status: 400, body: { non_field_errors: ['Red already has a rating for women from that day.'] } }
        : undefined,
    );
    await openClub();
    const user = userEvent.setup();
    const dialog = await fillNewRating(user);
    const courseRating = dialog.getByRole('spinbutton', { name: /^Course rating/ });
    await user.clear(courseRating);
    await user.type(courseRating, '70.5');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect((await dialog.findByRole('alert')).textContent).toContain(
      'Red already has a rating for women from that day.',
    );
  });

  it('deletes a rating after the confirmation, for the club shown', async () => {
    const requests = signedInAs([Role.superAdmin]);
    const table = await openClub();
    const user = userEvent.setup();
    await user.click(table.getByRole('button', { name: 'Delete White' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Confirm|Delete|Yes/ }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'DELETE')?.path).toBe('/api/golf_course_indexes/21/'),
    );
    expect(requests.find((request) => request.method === 'DELETE')?.headers.get('X-Golf-Course')).toBe('2');
  });
});
