import { Role } from '@fairway/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, getSession, startSession } from './providers/session';
import { demoClub, demoUser, fakeApi, secondClub } from './test/fakeApi';
import { renderApp } from './test/renderApp';

const countries = {
  count: 1,
  next: null,
  previous: null,
  results: [{ id: 1, name: 'India', iso_code: 'IN', phone_code: '+91', is_active: true }],
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const findLoginPage = async () => {
  expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 5000 })).toBeTruthy();
  expect(screen.getByLabelText(/^Email/)).toBeTruthy();
  expect(screen.getByLabelText(/^Password/)).toBeTruthy();
};

describe('signed out', () => {
  beforeEach(() => fakeApi(() => ({ status: 401, body: { detail: 'Authentication credentials were not provided.' } })));

  it.each(['/dashboard', '/settings/countries', '/reset-password', '/select-golf-course', '/'])(
    'a visit to %s lands on the login page',
    async (path) => {
      renderApp(path);
      await findLoginPage();
    },
  );

  it('opens the public pages', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'About Fairway' })).toBeTruthy();
  });

  it('opens the pages of mailed links', async () => {
    renderApp('/user-registration/abc/set-password/?token=secret');
    expect(await screen.findByRole('heading', { name: 'Set Password' })).toBeTruthy();
    expect(screen.getByText('Coming in a later part of Fairway')).toBeTruthy();
  });
});

describe('signed in', () => {
  it('sends public pages and the login page to the course choice until a course is chosen', async () => {
    startSession('token');
    fakeApi(demoUser({ name: 'Demo Member', courses: [demoClub, secondClub], roles: () => [Role.member] }));
    renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { name: 'Select Golf Course' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Fairway Demo Golf Club/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Second Demo Golf Club/ })).toBeTruthy();
  });

  it('sends public pages home once a course is chosen', async () => {
    startSession('token');
    chooseGolfCourse(1);
    fakeApi(demoUser({ name: 'Demo Member', courses: [demoClub, secondClub], roles: () => [Role.member] }));
    renderApp('/auth/log-in');
    expect(await screen.findByRole('heading', { name: 'Fairway Demo Golf Club' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Welcome, Demo Member')).toBeTruthy();
  });

  it('still opens mailed-link pages', async () => {
    startSession('token');
    chooseGolfCourse(1);
    fakeApi(demoUser({ name: 'Demo Member', courses: [demoClub], roles: () => [Role.member] }));
    renderApp('/verify-email/abc');
    expect(await screen.findByRole('heading', { name: 'Verify Email' })).toBeTruthy();
  });

  it('chooses the only course without asking and goes to the dashboard', async () => {
    startSession('token');
    fakeApi(demoUser({ name: 'Demo Admin', courses: [demoClub], roles: (course) => (course ? [Role.admin] : []) }));
    renderApp('/select-golf-course');
    expect(await screen.findByRole('heading', { name: 'Fairway Demo Golf Club' }, { timeout: 5000 })).toBeTruthy();
    expect(getSession().active_golf_course_id).toBe(1);
  });

  it('says "Failed to get init data" when the courses cannot be read', async () => {
    startSession('token');
    fakeApi((request) => (request.path === '/api/init/' ? { status: 500 } : undefined));
    renderApp('/select-golf-course');
    expect(await screen.findByText('Failed to get init data', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('lets a super admin open master data without choosing a course', async () => {
    startSession('token');
    fakeApi((request) =>
      request.path === '/api/countries/'
        ? { status: 200, body: countries }
        : demoUser({ name: 'Super Admin', courses: [demoClub, secondClub], roles: () => [Role.superAdmin] })(request),
    );
    renderApp('/settings/countries');
    expect(await screen.findByRole('heading', { name: 'Countries' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('India')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Country' })).toBeTruthy();
  });

  it('sends anyone else without a course to the course choice', async () => {
    startSession('token');
    fakeApi(
      demoUser({
        name: 'Demo Member',
        courses: [demoClub, secondClub],
        roles: (course) => (course ? [Role.member] : []),
      }),
    );
    renderApp('/settings/countries');
    expect(await screen.findByRole('heading', { name: 'Select Golf Course' }, { timeout: 5000 })).toBeTruthy();
  });

  it("does not open a screen the role's menu does not offer", async () => {
    startSession('token');
    chooseGolfCourse(1);
    fakeApi(demoUser({ name: 'Demo Admin', courses: [demoClub], roles: () => [Role.admin] }));
    renderApp('/settings/countries');
    expect(await screen.findByRole('heading', { name: 'Not available for your role' }, { timeout: 5000 })).toBeTruthy();
  });

  it('lands on the login page when the server answers 403, with the session and course gone', async () => {
    startSession('token');
    chooseGolfCourse(1);
    fakeApi((request) =>
      request.path === '/api/users/current/'
        ? { status: 403, body: { detail: 'Not a member of this club.' } }
        : undefined,
    );
    renderApp('/dashboard');
    await findLoginPage();
    expect(getSession()).toEqual({ auth_token: null, active_golf_course_id: 0 });
  });

  it('lands on the login page when the token has expired (401 twice)', async () => {
    startSession('expired');
    chooseGolfCourse(1);
    const requests = fakeApi(() => ({ status: 401, body: { detail: 'Invalid token.' } }));
    renderApp('/dashboard');
    await findLoginPage();
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/users/current/').length).toBe(2));
  });
});
