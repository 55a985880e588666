import { Role } from '@fairway/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

/** The texts of the page's h1 headings: a page has one title. */
const pageTitles = () => screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent);

/** What a field shows: its label (MUI puts a thin space before the required mark), kind, required state and value. */
const fieldShown = (label: RegExp) => {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  const labelText = input.labels?.[0]?.textContent?.replace(/\s+/g, ' ');
  return { label: labelText, type: input.type, required: input.required, value: input.value };
};

const findLoginPage = async () => {
  const signIn = await screen.findByRole('button', { name: 'Sign in' }, { timeout: 5000 });
  expect(pageTitles()).toEqual(['Sign in to Fairway']);
  expect(fieldShown(/^Email/)).toEqual({ label: 'Email *', type: 'email', required: true, value: '' });
  expect(fieldShown(/^Password/)).toEqual({ label: 'Password *', type: 'password', required: true, value: '' });
  expect((signIn as HTMLButtonElement).disabled).toBe(false);
  // No top bar: signing in is all the page offers.
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Sign in']);
};

describe('signed out', () => {
  beforeEach(() => fakeApi(() => ({ status: 401, body: { detail: 'Authentication credentials were not provided.' } })));

  it.each(['/dashboard', '/settings/countries', '/reset-password', '/select-golf-course', '/'])(
    'a visit to %s lands on the login page',
    async (path) => {
      document.title = 'Fairway';
      renderApp(path);
      await findLoginPage();
      // Named as what it is, not as the page the visit was sent on from.
      await waitFor(() => expect(document.title).toBe('Sign in · Fairway'));
    },
  );

  it('leads a golfer and a club secretary from the login page to their registrations', async () => {
    renderApp('/auth/log-in');
    await findLoginPage();
    const newHere = screen.getByRole('region', { name: 'New to Fairway?' });
    expect(
      within(newHere)
        .getAllByRole('paragraph')
        .map((line) => line.textContent),
    ).toEqual(['Playing at a golf club? Register with your club', 'Running a golf club? Register your club']);
    expect(within(newHere).getByRole('link', { name: 'Register with your club' }).getAttribute('href')).toBe(
      '/golf-courses',
    );
    expect(within(newHere).getByRole('link', { name: 'Register your club' }).getAttribute('href')).toBe(
      '/golf-course-registration',
    );
  });

  it('opens the public pages', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { name: 'About Fairway' });
    expect(pageTitles()).toEqual(['About Fairway']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'What it does',
      'Who it is for',
      'Joining Fairway',
    ]);
    expect(screen.getAllByRole('link', { name: 'Sign in' }).map((link) => link.getAttribute('href'))).toEqual([
      '/auth/log-in',
      '/auth/log-in',
    ]);
    expect(document.title).toBe('About · Fairway');
  });

  it('leads from the About page and every public footer to the registrations of a golfer and of a club', async () => {
    renderApp('/about');
    const joining = await screen.findByRole('region', { name: 'Joining Fairway' });
    expect(within(joining).getByRole('link', { name: 'Register with your club' }).getAttribute('href')).toBe(
      '/golf-courses',
    );
    expect(within(joining).getByRole('link', { name: 'Register your club' }).getAttribute('href')).toBe(
      '/golf-course-registration',
    );
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['About', '/about'],
      ['Privacy Policy', '/privacy-policy'],
      ['Register with your club', '/golf-courses'],
      ['Register your club', '/golf-course-registration'],
      ['Sign in', '/auth/log-in'],
    ]);
  });

  it('opens the pages of mailed links', async () => {
    renderApp('/user-registration/abc/set-password/?token=secret');
    await screen.findByRole('heading', { name: 'Set Password' });
    expect(pageTitles()).toEqual(['Set Password']);
    await screen.findByRole('button', { name: 'Set my password' });
  });
});

describe('signing in from the scoring page', () => {
  const scoringPage = '/player_round_group_scores/Autumn%20Medal/3';
  const signIn = async (next: string) => {
    fakeApi((request) =>
      request.path === '/auth/token/login'
        ? { status: 200, body: { auth_token: 'token' } }
        : demoUser({ name: 'Morgan Member', courses: [demoClub, secondClub], roles: () => [Role.member] })(request),
    );
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    renderApp(`/auth/log-in?${new URLSearchParams({ next }).toString()}`);
    await findLoginPage();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'member@demo.fairway.golf' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    fireEvent.click(await screen.findByRole('button', { name: /Fairway Demo Golf Club/ }, { timeout: 5000 }));
    return replace;
  };
  afterEach(() => vi.restoreAllMocks());

  it('returns there once the club is chosen', async () => {
    const replace = await signIn(scoringPage);
    await waitFor(() => expect(replace).toHaveBeenCalledWith(scoringPage));
    expect(getSession().active_golf_course_id).toBe(1);
  });

  it('goes to the dashboard, never to another site, when the return address is not a page of Fairway', async () => {
    const replace = await signIn('https://evil.example/player_round_group_scores/x/1');
    await screen.findByText(/^Welcome,/, {}, { timeout: 5000 });
    expect(replace).not.toHaveBeenCalled();
  });
});

describe('signed in', () => {
  it('sends public pages and the login page to the course choice until a course is chosen', async () => {
    startSession('token');
    fakeApi(demoUser({ name: 'Demo Member', courses: [demoClub, secondClub], roles: () => [Role.member] }));
    renderApp('/privacy-policy');
    await screen.findByRole('heading', { name: 'Select Golf Course' }, { timeout: 5000 });
    expect(pageTitles()).toEqual(['Select Golf Course']);
    const choices = within(screen.getByRole('list', { name: 'Select Golf Course' })).getAllByRole('button');
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'FDFairway Demo Golf ClubMember course',
      'SDSecond Demo Golf ClubMember course',
    ]);
    expect(choices.map((choice) => choice.getAttribute('aria-current'))).toEqual([null, null]);
  });

  /** The clubs offered on Select Golf Course, each as its button reads: initials, name and badge. */
  const clubChoices = async () =>
    within(await screen.findByRole('list', { name: 'Select Golf Course' }))
      .getAllByRole('button')
      .map((choice) => choice.textContent);

  it("badges a member's own club and the club they are a guest of", async () => {
    startSession('token');
    const guestClub = { ...secondClub, is_guest: true, is_member: false };
    fakeApi(demoUser({ name: 'Morgan Member', courses: [demoClub, guestClub], roles: () => [Role.member] }));
    renderApp('/select-golf-course');
    expect(await clubChoices()).toEqual([
      'FDFairway Demo Golf ClubMember course',
      'SDSecond Demo Golf ClubGuest course',
    ]);
  });

  it('badges no club of a super admin who only oversees them', async () => {
    startSession('token');
    const overseen = [demoClub, secondClub].map((club) => ({ ...club, is_member: false }));
    fakeApi(demoUser({ name: 'Sam Super', courses: overseen, roles: () => [Role.superAdmin] }));
    renderApp('/select-golf-course');
    expect(await clubChoices()).toEqual(['FDFairway Demo Golf Club', 'SDSecond Demo Golf Club']);
    expect(screen.queryByText('Member course')).toBeNull();
  });

  it('sends public pages home once a course is chosen', async () => {
    startSession('token');
    chooseGolfCourse({ id: 1, name: 'Club 1' });
    fakeApi(demoUser({ name: 'Demo Member', courses: [demoClub, secondClub], roles: () => [Role.member] }));
    renderApp('/auth/log-in');
    await screen.findByRole('heading', { name: 'Fairway Demo Golf Club' }, { timeout: 5000 });
    expect(pageTitles()).toEqual(['Fairway Demo Golf Club']);
    expect(screen.getByText(/^Welcome,/).textContent).toBe('Welcome, Demo Member');
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('still opens mailed-link pages', async () => {
    startSession('token');
    chooseGolfCourse({ id: 1, name: 'Club 1' });
    fakeApi(demoUser({ name: 'Demo Member', courses: [demoClub], roles: () => [Role.member] }));
    renderApp('/verify-email/abc');
    await screen.findByRole('heading', { name: 'Verify Email' });
    expect(pageTitles()).toEqual(['Verify Email']);
    await screen.findByRole('button', { name: 'Confirm my e-mail' });
  });

  it('chooses the only course without asking and goes to the dashboard', async () => {
    startSession('token');
    fakeApi(demoUser({ name: 'Demo Admin', courses: [demoClub], roles: (course) => (course ? [Role.admin] : []) }));
    renderApp('/select-golf-course');
    await screen.findByRole('heading', { name: 'Fairway Demo Golf Club' }, { timeout: 5000 });
    expect(pageTitles()).toEqual(['Fairway Demo Golf Club']);
    expect(screen.getByText(/^Welcome,/).textContent).toBe('Welcome, Demo Admin');
    expect(getSession().active_golf_course_id).toBe(1);
  });

  it('says "Failed to get init data" when the courses cannot be read', async () => {
    startSession('token');
    fakeApi((request) => (request.path === '/api/init/' ? { status: 500 } : undefined));
    renderApp('/select-golf-course');
    const message = await screen.findByText('Failed to get init data', {}, { timeout: 5000 });
    const alert = screen.getByRole('alert');
    expect(alert.contains(message)).toBe(true);
    expect(
      within(alert)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Try again']);
    expect(screen.queryByRole('list', { name: 'Select Golf Course' })).toBeNull();
  });

  it('lets a super admin open master data without choosing a course', async () => {
    startSession('token');
    fakeApi((request) =>
      request.path === '/api/countries/'
        ? { status: 200, body: countries }
        : demoUser({ name: 'Super Admin', courses: [demoClub, secondClub], roles: () => [Role.superAdmin] })(request),
    );
    renderApp('/settings/countries');
    await screen.findByRole('heading', { name: 'Countries' }, { timeout: 5000 });
    expect(pageTitles()).toEqual(['Countries']);
    await screen.findByText('India');
    // A cell shows its text, or an icon the user reads by its label (the Active column's tick).
    const shown = (cell: HTMLElement) =>
      cell.textContent || cell.querySelector('[aria-label]')?.getAttribute('aria-label');
    const [, ...rows] = screen.getAllByRole('row');
    expect(rows.map((row) => within(row).getAllByRole('cell').map(shown))).toEqual([['India', 'IN', '+91', 'Yes']]);
    expect(screen.getByRole('link', { name: 'Add Country' }).getAttribute('href')).toBe('/settings/countries/create');
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
    await screen.findByRole('heading', { name: 'Select Golf Course' }, { timeout: 5000 });
    expect(pageTitles()).toEqual(['Select Golf Course']);
    expect(screen.queryByRole('link', { name: 'Add Country' })).toBeNull();
  });

  it("does not open a screen the role's menu does not offer", async () => {
    startSession('token');
    chooseGolfCourse({ id: 1, name: 'Club 1' });
    fakeApi(demoUser({ name: 'Demo Admin', courses: [demoClub], roles: () => [Role.admin] }));
    renderApp('/settings/countries');
    await screen.findByRole('heading', { name: 'Not available for your role' }, { timeout: 5000 });
    expect(pageTitles()).toEqual(['Not available for your role']);
    expect(screen.getByText(/^Your role/).textContent).toBe('Your role in this golf club does not open this page.');
    expect(screen.getByRole('link', { name: 'Back to Fairway' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('link', { name: 'Add Country' })).toBeNull();
  });

  it('lands on the login page when the server answers 403, with the session and course gone', async () => {
    startSession('token');
    chooseGolfCourse({ id: 1, name: 'Club 1' });
    fakeApi((request) =>
      request.path === '/api/users/current/'
        ? { status: 403, body: { detail: 'Not a member of this club.' } }
        : undefined,
    );
    renderApp('/dashboard');
    await findLoginPage();
    expect(getSession()).toEqual({ auth_token: null, active_golf_course_id: 0, active_golf_course_name: '' });
  });

  it('lands on the login page when the token has expired (401 twice)', async () => {
    startSession('expired');
    chooseGolfCourse({ id: 1, name: 'Club 1' });
    const requests = fakeApi(() => ({ status: 401, body: { detail: 'Invalid token.' } }));
    renderApp('/dashboard');
    await findLoginPage();
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/users/current/').length).toBe(2));
  });
});
