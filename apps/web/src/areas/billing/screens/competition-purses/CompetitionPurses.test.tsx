import { Role } from '@fairway/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, secondClub, type FakeRequest } from '../../../../test/fakeApi';
import { phoneWidth, renderApp } from '../../../../test/renderApp';

const fiona = { member_id: 3, member_name: 'Fiona Campbell', membership_number: 'SD-0003', balance_minor: 2400 };
const hamish = { member_id: 4, member_name: 'Hamish Reid', membership_number: 'SD-0004', balance_minor: 0 };

/** The admin of a club that takes entry fees from purses; a top-up adds to the purse the list then reads. */
function aPurseClubAdmin(club = secondClub) {
  const purses = new Map([fiona, hamish].map((purse) => [purse.member_id, { ...purse }]));
  const user = demoUser({ name: 'Pat', courses: [club], roles: () => [Role.admin] });
  return fakeApi((request: FakeRequest) => {
    if (request.path === '/api/member_payment/competition_purses/') return { status: 200, body: [...purses.values()] };
    if (request.path === '/api/member_payment/competition_purse_top_up/' && request.method === 'POST') {
      const body = request.body as { member_id: number; amount: string; date: string; mode: string };
      const purse = purses.get(body.member_id) ?? {
        member_id: body.member_id,
        member_name: 'Isla Morgan',
        membership_number: 'SD-0009',
        balance_minor: 0,
      };
      const amount = Math.round(Number(body.amount) * 100);
      purses.set(body.member_id, { ...purse, balance_minor: purse.balance_minor + amount });
      return {
        status: 201,
        body: {
          id: 30,
          golf_course_id: club.id,
          member_id: body.member_id,
          member_name: purse.member_name,
          date: body.date,
          amount_minor: amount,
          mode: body.mode,
          reference: '',
          competition_purse: true,
          status: 'posted',
          voided_at: null,
          voided_by: null,
          void_reason: null,
          created_at: '2026-11-29T10:00:00Z',
          created_by: 1,
          updated_at: '2026-11-29T10:00:00Z',
          updated_by: 1,
        },
      };
    }
    if (request.path === '/api/members/9/')
      return { status: 200, body: { id: 9, first_name: 'Isla', last_name: 'Morgan', membership_number: 'SD-0009' } };
    if (request.path === '/api/members/')
      return {
        status: 200,
        body: { count: 1, results: [{ id: 9, first_name: 'Isla', last_name: 'Morgan', membership_number: 'SD-0009' }] },
      };
    return user(request);
  });
}

beforeEach(() => {
  localStorage.clear();
  startSession('token');
  chooseGolfCourse(secondClub);
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T10:00:00Z') });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the admin's competition purses", { timeout: 60_000 }, () => {
  it("lists what each member's purse holds and tops one up from its row, once, showing what it now holds", async () => {
    const requests = aPurseClubAdmin();
    const user = userEvent.setup();
    renderApp('/competition-purses', { width: phoneWidth });
    const table = await screen.findByRole('table', { name: 'Competition purses' });
    const fionaRow = within(table).getByRole('row', { name: /Fiona Campbell/ });
    within(fionaRow).getByText('£24.00');
    await user.click(within(fionaRow).getByRole('button', { name: 'Top up Fiona Campbell’s purse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Top up Fiona Campbell’s purse' });
    expect(within(dialog).queryByRole('combobox', { name: /^Member/ })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '20.00');
    await user.click(within(dialog).getByRole('button', { name: 'Top up a purse' }));
    await screen.findByText('£20.00 topped up to Fiona Campbell’s purse (Cash, 29-11-2026). It now holds £44.00.');
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.body)).toEqual([
      { member_id: 3, date: '2026-11-29', amount: '20.00', mode: 'cash' },
    ]);
    expect(posts[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => within(screen.getByRole('row', { name: /Fiona Campbell/ })).getByText('£44.00'));
  });

  it('tops up the purse of a member who has none yet, picked in the form', async () => {
    const requests = aPurseClubAdmin();
    const user = userEvent.setup();
    renderApp('/competition-purses');
    await screen.findByRole('table', { name: 'Competition purses' });
    await user.click(screen.getAllByRole('button', { name: 'Top up a purse' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Top up a purse' });
    await user.click(await within(dialog).findByRole('combobox', { name: /^Member/ }, { timeout: 15_000 }));
    await user.click(await screen.findByRole('option', { name: /Isla Morgan/ }, { timeout: 5000 }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Top up a purse' }));
    await screen.findByText('£15.00 topped up to Isla Morgan’s purse (Cash, 29-11-2026). It now holds £15.00.');
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({ member_id: 9, amount: '15' });
  });

  it("shows the server's refusal in the form", async () => {
    const user = userEvent.setup();
    const club = demoUser({ name: 'Pat', courses: [secondClub], roles: () => [Role.admin] });
    fakeApi((request) => {
      if (request.path === '/api/member_payment/competition_purses/') return { status: 200, body: [fiona] };
      if (request.path === '/api/member_payment/competition_purse_top_up/')
        return { status: 409, body: { detail: 'This club does not take entry fees from competition purses.' } };
      return club(request);
    });
    renderApp('/competition-purses');
    await user.click(await screen.findByRole('button', { name: 'Top up Fiona Campbell’s purse' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Top up a purse' }));
    await within(dialog).findByText('This club does not take entry fees from competition purses.');
  });

  it('says so when no member has topped up yet', async () => {
    const club = demoUser({ name: 'Pat', courses: [secondClub], roles: () => [Role.admin] });
    fakeApi((request) =>
      request.path === '/api/member_payment/competition_purses/' ? { status: 200, body: [] } : club(request),
    );
    renderApp('/competition-purses');
    await screen.findByText('No member has topped up a competition purse yet.');
  });

  it('is in the Accounts menu only where the club uses purses', async () => {
    aPurseClubAdmin();
    const user = userEvent.setup();
    renderApp('/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(await within(menu).findByText('Admin'));
    await user.click(await within(menu).findByText('Accounts'));
    expect((await within(menu).findByRole('link', { name: 'Competition Purses' })).getAttribute('href')).toBe(
      '/competition-purses',
    );
    cleanup();
    chooseGolfCourse(demoClub);
    aPurseClubAdmin(demoClub);
    renderApp('/dashboard');
    const other = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(await within(other).findByText('Admin'));
    await user.click(await within(other).findByText('Accounts'));
    await within(other).findByRole('link', { name: 'Member Account Statements' });
    expect(within(other).queryByRole('link', { name: 'Competition Purses' })).toBeNull();
  });
});
