import { Role } from '@fairway/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeRequest } from '../../../../test/fakeApi';
import { serveRecords } from '../../../../test/fakeRecords';
import { renderApp } from '../../../../test/renderApp';

const stamps = { created_at: '2026-03-01T09:30:00Z', created_by: 1, updated_at: '2026-03-02T16:05:00Z', updated_by: 1 };
const course = {
  id: 1,
  name: 'Fairway Demo Golf Club',
  short_name: 'Fairway Demo',
  email: 'office@demo.fairway.golf',
  phone: '',
  website: '',
  address: 'The Links',
  postal_code: 'KY16 9XL',
  country_id: null,
  country_name: null,
  state_id: null,
  state_name: null,
  city_id: null,
  city_name: 'St Andrews',
  logo_id: 3,
  logo: '/api/attachments/3/file/',
  time_zone: 'Europe/London',
  date_format: 'DD/MM/YYYY',
  distance_unit: 'yards',
  currency: 'GBP',
  individual_rounds_enabled: true,
  financial_year_start_month: 4,
  members_read_own_statement: false,
  marker_signature_attests: false,
  general_play_return_hours: 24,
  general_play_grace_minutes: 30,
  competition_purse: false,
  holes_count: 18,
  status: 'approved',
  contact_name: '',
  contact_email: '',
  contact_phone: '',
  ...stamps,
};
const pending = {
  ...course,
  id: 2,
  name: 'Pending Pines',
  city_name: null,
  logo_id: null,
  logo: null,
  status: 'pending',
};

function signedInAs(roles: number[]) {
  const records = serveRecords({ golf_courses: [course, pending], countries: [], states: [], cities: [] });
  const user = demoUser({ name: 'Pat', courses: [demoClub], roles: () => roles });
  return fakeApi((request: FakeRequest) => {
    if (request.path === '/api/attachments/' && request.method === 'POST') {
      return {
        status: 201,
        body: {
          id: 8,
          file_name: 'crest.png',
          content_type: 'image/png',
          size: 10,
          width: 1,
          height: 1,
          owner_id: 1,
          url: '/api/attachments/8/file/',
          ...stamps,
        },
      };
    }
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

describe('golf courses', { timeout: 40_000 }, () => {
  it('lists every club for a super admin, with a status filter, and opens a club without a Delete button', async () => {
    signedInAs([Role.superAdmin]);
    renderApp('/golf_course');
    await screen.findByText('Pending Pines');
    expect(screen.getByText('Waiting for approval')).toBeDefined();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeDefined();
    const user = userEvent.setup();
    await user.click(within(document.querySelector('table')!).getByText('Fairway Demo Golf Club'));
    await screen.findByRole('heading', { name: 'Edit Golf Course - Fairway Demo Golf Club' });
    expect(screen.getByRole('img', { name: "The club's logo" }).getAttribute('src')).toBe('/api/attachments/3/file/');
    expect(screen.getByLabelText(/Members may record rounds of their own/)).toBeDefined();
    expect(screen.getByText('Course ratings')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('uploads a new logo, shows it, and saves its id with the club', async () => {
    const requests = signedInAs([Role.admin]);
    renderApp('/golf_course/1');
    await screen.findByRole('heading', { name: 'Edit Golf Course - Fairway Demo Golf Club' });
    const user = userEvent.setup();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'crest.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: "The club's logo" }).getAttribute('src')).toBe('/api/attachments/8/file/'),
    );
    const upload = requests.find((request) => request.path === '/api/attachments/');
    expect(upload?.method).toBe('POST');
    expect(upload?.headers.get('Content-Type')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({ logo_id: 8 }));
  });

  it("shows an admin their club's status and number of holes, but only a super admin sets them", async () => {
    signedInAs([Role.admin]);
    renderApp('/golf_course/1');
    await screen.findByRole('heading', { name: 'Edit Golf Course - Fairway Demo Golf Club' });
    for (const name of [/^Status/, /^Number of holes/]) {
      expect(screen.getByRole('combobox', { name }).getAttribute('aria-disabled')).toBe('true');
    }
    expect(screen.getAllByText('Set by the Fairway administrator')).toHaveLength(2);
    // The club's admin sets its billing: the month its financial year starts, and whether members read statements.
    const yearStart = screen.getByRole('combobox', { name: /^Financial year starts in/ });
    expect(yearStart.textContent).toBe('April');
    expect(yearStart.getAttribute('aria-disabled')).toBeNull();
    const statements = screen.getByLabelText(/Members may read their own account statement/);
    expect((statements as HTMLInputElement).checked).toBe(false);
  });

  it("lets an admin say the marker's signature on the club-house device also attests the player's card, and says what it means", async () => {
    const requests = signedInAs([Role.admin]);
    renderApp('/golf_course/1');
    await screen.findByRole('heading', { name: 'Edit Golf Course - Fairway Demo Golf Club' });
    screen.getByText(/the marker's signature there also counts as the player's/);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/The marker's signature also attests the player's card/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({ marker_signature_attests: true }),
    );
  });

  it("lets an admin say the club takes members' entry fees from their competition purses", async () => {
    const requests = signedInAs([Role.admin]);
    renderApp('/golf_course/1');
    await screen.findByRole('heading', { name: 'Edit Golf Course - Fairway Demo Golf Club' }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/Entry fees are taken from members' competition purses/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({ competition_purse: true }),
    );
  });
});

describe('the public list of clubs', { timeout: 20_000 }, () => {
  it('shows the approved clubs as cards with their logos, each leading to its player registration', async () => {
    localStorage.clear();
    fakeApi((request) =>
      request.path === '/api/golf_courses/registered/'
        ? {
            status: 200,
            body: [
              { id: 1, name: 'Fairway Demo Golf Club', city_name: 'St Andrews', logo: '/api/attachments/3/file/' },
              { id: 2, name: 'Second Demo Golf Club', city_name: null, logo: null },
            ],
          }
        : undefined,
    );
    renderApp('/golf-courses');
    const card = (await screen.findByText('Fairway Demo Golf Club', {}, { timeout: 5000 })).closest('a')!;
    expect(card.getAttribute('href')).toBe('/golf-course/1/user-registration');
    expect(within(card).getByText('St Andrews')).toBeDefined();
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/api/attachments/3/file/');
    expect(screen.getByText('Second Demo Golf Club').closest('a')?.getAttribute('href')).toBe(
      '/golf-course/2/user-registration',
    );
  });
});
