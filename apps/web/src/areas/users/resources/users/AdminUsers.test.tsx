import { Role } from '@fairway/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeRequest } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

const alex = {
  id: 2,
  email: 'admin@demo.fairway.golf',
  first_name: 'Alex',
  last_name: 'Admin',
  user_name: 'Alex Admin',
  phone: '',
  is_active: true,
  email_verified: true,
  user_type_id: null,
  last_login_at: null,
  created_at: '2026-01-02T09:00:00Z',
  updated_at: '2026-01-02T09:00:00Z',
  roles: [{ golf_course_id: 1, golf_course_name: 'Fairway Demo Golf Club', role: Role.admin, is_guest: false }],
};
const lastAdmin = 'This is the last admin of Fairway Demo Golf Club. Make another user an admin of the club first.';

let requests: FakeRequest[];
beforeEach(() => {
  localStorage.clear();
  startSession('token');
  chooseGolfCourse(demoClub);
  requests = fakeApi((request) => {
    if (request.path === '/api/users/2/' && request.method === 'GET') return { status: 200, body: alex };
    if (request.path === '/api/users/set_new_user_password/')
      return { status: 200, body: { detail: 'The password of Alex Admin is set; they are signed out everywhere.' } };
    if (request.path === '/api/users/' && request.method === 'POST') {
      const body = request.body as { first_name: string; email: string };
      const nina = { ...alex, id: 9, first_name: body.first_name, user_name: body.first_name, email: body.email };
      return { status: 201, body: { ...nina, roles: [{ ...alex.roles[0], role: Role.user }] } };
    }
    if (request.path === '/api/users/' && request.method === 'GET') {
      return { status: 200, body: { count: 0, next: null, previous: null, results: [] } };
    }
    if (request.path === '/api/users/2/roles/1/') return { status: 409, body: { detail: lastAdmin } };
    if (request.path === '/api/users/2/roles/' && request.method === 'POST') {
      return {
        status: 200,
        body: {
          ...alex,
          roles: [...alex.roles, { golf_course_id: 1, golf_course_name: 'x', role: Role.member, is_guest: false }],
        },
      };
    }
    return demoUser({ name: 'Alex Admin', courses: [demoClub], roles: () => [Role.admin] })(request);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("an admin setting a user's password", () => {
  it('names the user, and sets the password they chose twice', async () => {
    renderApp('/users/set-password/2');
    await screen.findByText('For Alex Admin (admin@demo.fairway.golf)', {}, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'a-new-long-secret' } });
    fireEvent.change(screen.getByLabelText(/^Repeat the new password/), { target: { value: 'a-new-long-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the password' }));
    await screen.findByText(/signed out everywhere/, {}, { timeout: 5000 });
    expect(requests.find((request) => request.path === '/api/users/set_new_user_password/')?.body).toEqual({
      user_id: 2,
      new_password: 'a-new-long-secret',
    });
  }, 20_000);

  it('says so, and offers no form, for a user the admin cannot find', async () => {
    renderApp('/users/set-password/99');
    await screen.findByText('No user of this club has this id.', {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Set the password' })).toBeNull();
  }, 20_000);
});

describe("a user's roles in the club", () => {
  it("offers the page where the admin sets the user's password", async () => {
    renderApp('/admin-users/2');
    const link = await screen.findByRole('link', { name: 'Set a new password' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/users/set-password/2');
  }, 20_000);

  it('grants a role at once when ticked', async () => {
    renderApp('/admin-users/2');
    const member = await screen.findByRole('checkbox', { name: 'Member' }, { timeout: 5000 });
    fireEvent.click(member);
    await waitFor(() =>
      expect(requests.some((request) => request.method === 'POST' && request.path === '/api/users/2/roles/')).toBe(
        true,
      ),
    );
    expect(requests.find((request) => request.method === 'POST')!.body).toEqual({ role: Role.member });
  }, 20_000);

  it("asks before taking a role away, and shows the server's refusal of the last admin in its words", async () => {
    renderApp('/admin-users/2');
    const admin = await screen.findByRole('checkbox', { name: 'Admin' }, { timeout: 5000 });
    expect((admin as HTMLInputElement).checked).toBe(true);
    fireEvent.click(admin);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText(lastAdmin, {}, { timeout: 5000 });
    // The dialog fades out before the page behind it is readable again.
    const stillAdmin = await screen.findByRole('checkbox', { name: 'Admin' }, { timeout: 5000 });
    expect((stillAdmin as HTMLInputElement).checked).toBe(true);
  }, 20_000);
});

describe('adding a user', () => {
  it('says, once saved, that the new user is mailed a link to set their password', async () => {
    renderApp('/admin-users/create');
    fireEvent.change(await screen.findByLabelText(/^First name/, {}, { timeout: 5000 }), {
      target: { value: 'Nina' },
    });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'nina@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(
      "User saved. We've mailed a link to nina@example.com to set their password.",
      {},
      { timeout: 5000 },
    );
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      first_name: 'Nina',
      email: 'nina@example.com',
    });
  }, 20_000);
});

describe("the club's users", () => {
  it("shows a golfer who is the club's guest as Guest", async () => {
    const morgan = {
      ...alex,
      id: 5,
      email: 'member@demo.fairway.golf',
      user_name: 'Morgan Member',
      roles: [{ golf_course_id: 1, golf_course_name: 'Fairway Demo Golf Club', role: Role.member, is_guest: true }],
    };
    fakeApi((request) =>
      request.path === '/api/users/' && request.method === 'GET'
        ? { status: 200, body: { count: 1, next: null, previous: null, results: [morgan] } }
        : demoUser({ name: 'Alex Admin', courses: [demoClub], roles: () => [Role.admin] })(request),
    );
    renderApp('/admin-users');
    const email = await screen.findByText('member@demo.fairway.golf', {}, { timeout: 5000 });
    const row = email.closest('tr')!;
    within(row).getByText('Guest');
    expect(within(row).queryByText('Member')).toBeNull();
  }, 20_000);
});
