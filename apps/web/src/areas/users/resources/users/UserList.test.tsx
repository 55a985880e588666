import { Role } from '@fairway/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, secondClub } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

const users = {
  count: 1,
  next: null,
  previous: null,
  results: [
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
      last_login_at: '2026-03-29T01:30:00Z',
      created_at: '2026-01-02T09:00:00Z',
      updated_at: '2026-01-02T09:00:00Z',
      roles: [
        { golf_course_id: null, golf_course_name: null, role: Role.superAdmin, is_guest: false },
        { golf_course_id: 1, golf_course_name: 'Fairway Demo Golf Club', role: Role.admin, is_guest: false },
      ],
    },
  ],
};

beforeEach(() => {
  localStorage.clear();
  startSession('token');
  fakeApi((request) =>
    request.path === '/api/users/'
      ? { status: 200, body: users }
      : demoUser({ name: 'Super Admin', courses: [demoClub, secondClub], roles: () => [Role.superAdmin] })(request),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The text in Ann's row under the column headed `column`, once the list shows her. */
async function findAnnsCell(column: string) {
  const email = await screen.findByText('ann@demo.fairway.golf', {}, { timeout: 5000 });
  const columns = screen.getAllByRole('columnheader').map((header) => header.textContent);
  const cells = within(email.closest('tr')!).getAllByRole('cell');
  expect(columns).toContain(column);
  return cells[columns.indexOf(column)]?.textContent;
}

describe('users list', () => {
  it("shows the last sign-in on the chosen club's clock and in its date format", async () => {
    chooseGolfCourse(demoClub);
    renderApp('/users');
    expect(await findAnnsCell('Last sign-in')).toBe('29/03/2026 02:30');
  });

  it('shows it in UTC, written YYYY-MM-DD, to a super admin with no course chosen', async () => {
    renderApp('/users');
    expect(await findAnnsCell('Last sign-in')).toBe('2026-03-29 01:30');
  });

  it("shows a member who is a guest of a club as that club's guest", async () => {
    const morgan = {
      ...users.results[0]!,
      id: 8,
      email: 'member@demo.fairway.golf',
      user_name: 'Morgan Member',
      roles: [
        { golf_course_id: 1, golf_course_name: 'Fairway Demo Golf Club', role: Role.member, is_guest: false },
        { golf_course_id: 2, golf_course_name: 'Second Demo Golf Club', role: Role.member, is_guest: true },
      ],
    };
    fakeApi((request) =>
      request.path === '/api/users/'
        ? { status: 200, body: { ...users, results: [morgan] } }
        : demoUser({ name: 'Super Admin', courses: [demoClub, secondClub], roles: () => [Role.superAdmin] })(request),
    );
    renderApp('/users');
    const email = await screen.findByText('member@demo.fairway.golf', {}, { timeout: 5000 });
    const row = email.closest('tr')!;
    within(row).getByText('Member · Fairway Demo Golf Club');
    within(row).getByText('Guest · Second Demo Golf Club');
    expect(within(row).queryByText('Member · Second Demo Golf Club')).toBeNull();
  });

  it('links each user to the page where the super admin sets their password', async () => {
    renderApp('/users');
    const link = await screen.findByRole('link', { name: 'Set a new password for Ann Lee' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/users/set-password/7');
  });

  it('exports users.csv with the columns and labels the list shows, dates on the club clock', async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      files.push(file as Blob);
      return 'blob:users';
    });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    chooseGolfCourse(demoClub);
    renderApp('/users');
    await screen.findByText('ann@demo.fairway.golf', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads).toEqual(['users.csv']));
    const lines = (await files[0]!.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Name,Email,Phone,Active,Email verified,Last sign-in,Roles');
    expect(lines[1]).toBe(
      'Ann Lee,ann@demo.fairway.golf,,Yes,Yes,29/03/2026 02:30,Super Admin; Admin · Fairway Demo Golf Club',
    );
  });
});
