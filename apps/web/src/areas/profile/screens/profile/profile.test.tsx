import { Role } from '@fairway/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, ownProfile, type FakeRequest } from '../../../../test/fakeApi';
import { renderApp, signedInForEachTest } from '../../../../test/renderApp';

const member = demoUser({ name: 'Morgan Member', courses: [demoClub], roles: () => [Role.member] });

const profile = { ...ownProfile, member: { ...ownProfile.member, handicap_index: -1.4, low_handicap_index: 12 } };

/** The profile API as the server answers it, keeping what the page changes. */
function profileApi(request: FakeRequest) {
  if (request.path === '/api/users/current/profile/' && request.method === 'PUT') {
    Object.assign(profile, request.body);
    return { status: 200, body: profile };
  }
  if (request.path === '/api/users/current/profile/') return { status: 200, body: profile };
  if (request.path === '/api/users/current/change_email/') {
    const { new_email } = request.body as { new_email: string };
    profile.pending_email = new_email as never;
    return { status: 202, body: { detail: `We have mailed a link to ${new_email}.` } };
  }
  const page = (results: unknown[]) => ({ status: 200, body: { count: results.length, results } });
  if (request.path === '/api/member_addresses/' && request.search.get('member_id') === '3')
    return page([
      { id: 11, member_id: 3, kind: 'home', line1: '7 Links Road', city_name: 'St Andrews', is_primary: true },
    ]);
  if (request.path === '/api/member_indexes/' && request.search.get('member_id') === '3')
    return page([
      { id: 21, member_id: 3, effective_on: '2026-10-24', handicap_index: -1.4, source: 'calculated', note: '' },
      { id: 20, member_id: 3, effective_on: '2026-01-10', handicap_index: 2.1, source: 'federation', note: '' },
    ]);
  return member(request);
}

describe('my profile', { timeout: 20_000 }, () => {
  signedInForEachTest();
  beforeEach(() => chooseGolfCourse(demoClub));

  it('opens from the account menu, shows the golfer their index as golfers write it, and saves their details', async () => {
    const requests = fakeApi(profileApi);
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }, { timeout: 5000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'My Profile' }));
    await screen.findByRole('heading', { name: 'My Profile' }, { timeout: 5000 });
    const golf = (await screen.findByRole('heading', { name: 'Your golf' }, { timeout: 5000 })).parentElement!;
    within(golf).getByText('+1.4');
    within(golf).getByText('12.0');

    const phone = screen.getByLabelText('Phone');
    await user.type(phone, '+44 7400 900123');
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    await screen.findByText('Your details have been saved.', {}, { timeout: 5000 });
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      first_name: 'Morgan',
      last_name: 'Member',
      phone: '+44 7400 900123',
    });
  });

  it("shows the golfer's own addresses to change, and their index history only to read", async () => {
    fakeApi(profileApi);
    const user = userEvent.setup();
    renderApp('/profile');
    const addresses = await screen.findByTestId('sub-list-member_addresses', {}, { timeout: 5000 });
    await within(addresses).findByText(/7 Links Road, St Andrews/, {}, { timeout: 5000 });
    within(addresses).getByRole('button', { name: 'Add Address' });
    within(addresses).getByRole('button', { name: /Edit 7 Links Road/ });

    await user.click(screen.getByRole('tab', { name: 'Handicap Index' }));
    const history = await screen.findByTestId('sub-list-member_indexes', {}, { timeout: 5000 });
    // The demo club writes DD/MM/YYYY.
    await within(history).findByText('24/10/2026', {}, { timeout: 5000 });
    within(history).getByText('10/01/2026', { selector: 'td' });
    within(history).getByText('2.1');
    // The chart (MUI X Charts, loaded after the form) says in words what it draws.
    const chart = await within(history).findByTestId('index-chart', {}, { timeout: 5000 });
    within(chart).getByText('Handicap Index from 2.1 to +1.4 over 2 changes.');
    expect(within(history).queryAllByRole('button')).toEqual([]);
  });

  it('asks for the password and the new address, then says which address waits for confirmation', async () => {
    fakeApi(profileApi);
    const user = userEvent.setup();
    renderApp('/profile');
    await user.type(await screen.findByLabelText(/New e-mail address/, {}, { timeout: 5000 }), 'new.me@example.com');
    await user.type(screen.getByLabelText(/Your password/), 'fairway-demo');
    await user.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    await screen.findByText(/Waiting for confirmation: new.me@example.com/, {}, { timeout: 5000 });
    expect((screen.getByLabelText(/Your password/) as HTMLInputElement).value).toBe('');
  });
});

describe('the page of the link that confirms a new address', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('confirms the address once, with the token of the link', async () => {
    const requests = fakeApi((request) =>
      request.path === '/api/users/confirm_email/' ? { status: 200, body: { email: 'new.me@example.com' } } : undefined,
    );
    renderApp('/confirm-email?token=the-secret');
    await screen.findByText(/from now on you sign in with new.me@example.com/, {}, { timeout: 5000 });
    expect(requests.filter((request) => request.path === '/api/users/confirm_email/')).toHaveLength(1);
    expect(requests[0]?.body).toEqual({ token: 'the-secret' });
  });

  it('says why when the server refuses the link', async () => {
    fakeApi(() => ({ status: 400, body: { token: ['This link has expired or has already been used.'] } }));
    renderApp('/confirm-email?token=old');
    await screen.findByText('This link has expired or has already been used.', {}, { timeout: 5000 });
  });
});
