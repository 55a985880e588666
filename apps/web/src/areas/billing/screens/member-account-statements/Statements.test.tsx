import { Role } from '@fairway/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, ownProfile, secondClub, type FakeRequest } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

const statementPath = '/api/member_opening_balance/member_account_statement/';

const statement = {
  member_id: 31,
  member_name: 'Morgan Member',
  membership_number: 'FD-0001',
  currency: 'GBP',
  from_date: '2026-01-01',
  to_date: '2026-11-26',
  brought_forward_minor: -2500,
  entries: [
    {
      id: 501,
      date: '2026-01-01',
      document: 'bill',
      document_id: 77,
      description: 'Subscription, January 2026',
      reversal_of: null,
      debit_minor: 9500,
      credit_minor: 0,
      balance_minor: 7000,
    },
    {
      id: 502,
      date: '2026-01-20',
      document: 'payment',
      document_id: 12,
      description: 'Payment, card',
      reversal_of: null,
      debit_minor: 0,
      credit_minor: 5000,
      balance_minor: 2000,
    },
  ],
  total_debit_minor: 9500,
  total_credit_minor: 5000,
  closing_balance_minor: 2000,
};

const profile = (memberId: number | null) => ({
  ...ownProfile,
  member: memberId === null ? null : { ...ownProfile.member, id: memberId },
});

/** A member of both demo clubs: the demo club lets members read their statements, the second does not. */
function aMember() {
  const user = demoUser({ name: 'Morgan Member', courses: [demoClub, secondClub], roles: () => [Role.member] });
  return fakeApi((request: FakeRequest) => {
    if (request.path === '/api/users/current/profile/') return { status: 200, body: profile(31) };
    if (request.path === statementPath) {
      if (request.search.get('format') === 'pdf') return { status: 200, body: '%PDF-' };
      return { status: 200, body: { ...statement, from_date: request.search.get('from_date') } };
    }
    return user(request);
  });
}

const aged = {
  as_of: '2026-11-26',
  currency: 'GBP',
  members: [
    {
      member_id: 44,
      member_name: 'Fiona Campbell',
      membership_number: 'FD-0044',
      current_minor: 9500,
      days_30_minor: 9500,
      days_60_minor: 0,
      days_90_plus_minor: 12000,
      balance_minor: 31000,
    },
    {
      member_id: 45,
      member_name: 'Hamish Reid',
      membership_number: 'FD-0045',
      current_minor: -4000,
      days_30_minor: 0,
      days_60_minor: 0,
      days_90_plus_minor: 0,
      balance_minor: -4000,
    },
  ],
  totals: {
    current_minor: 5500,
    days_30_minor: 9500,
    days_60_minor: 0,
    days_90_plus_minor: 12000,
    balance_minor: 27000,
  },
};

beforeEach(() => {
  localStorage.clear();
  startSession('token');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a member's own statement", { timeout: 30_000 }, () => {
  it('is in the menu where the club allows it, reads their own account with its PDF, and says so where it does not', async () => {
    const requests = aMember();
    const open = vi.fn(() => ({ location: { href: '' }, close: vi.fn() }));
    vi.stubGlobal('open', open);
    chooseGolfCourse(demoClub);
    const first = renderApp('/my-statement');
    await screen.findByRole('heading', { level: 1, name: 'My Statement' }, { timeout: 10_000 });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'My Statement' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Morgan Member' }, { timeout: 10_000 });
    expect(within(table).getByText('Subscription, January 2026')).toBeTruthy();
    expect(screen.getByTestId('brought-forward').textContent).toBe('-£25.00');
    expect(screen.getByTestId('closing-balance').textContent).toBe('£20.00');
    expect(screen.getByText('Morgan Member (FD-0001)')).toBeTruthy();
    // Their own golfer's statement, from the first of this year: no member to choose, nothing to mail.
    const asked = requests.filter((request) => request.path === statementPath);
    expect(asked[0]!.search.get('member_id')).toBe('31');
    expect(asked[0]!.search.get('from_date')).toBe(`${new Date().getFullYear()}-01-01`);
    expect(screen.queryByRole('combobox', { name: /Member/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mail to the member' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'PDF' }));
    await vi.waitFor(() =>
      expect(requests.some((request) => request.path === statementPath && request.search.get('format') === 'pdf')).toBe(
        true,
      ),
    );
    expect(open).toHaveBeenCalledWith('', '_blank');
    first.unmount();

    // The second club keeps its members' statements to its office: no menu entry, a notice, and no request.
    chooseGolfCourse(secondClub);
    const before = requests.filter((request) => request.path === statementPath).length;
    renderApp('/my-statement');
    await screen.findByText(/does not show members their statements here/, {}, { timeout: 10_000 });
    const secondMenu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(secondMenu).queryByRole('link', { name: 'My Statement' })).toBeNull();
    expect(requests.filter((request) => request.path === statementPath).length).toBe(before);
  });
});

describe("the club's aged balances", { timeout: 30_000 }, () => {
  it('are a tab of Member Account Statements: each member by age with the totals, a name opening their statement', async () => {
    const user = demoUser({ name: 'Pat', courses: [demoClub], roles: () => [Role.admin] });
    const requests = fakeApi((request) => {
      if (request.path === '/api/member_billing/aged_balances/') return { status: 200, body: aged };
      if (request.path === statementPath) return { status: 200, body: { ...statement, member_id: 44 } };
      if (request.path === '/api/members/44/') return { status: 200, body: { id: 44, name: 'Fiona Campbell' } };
      if (request.path === '/api/members/')
        return {
          status: 200,
          body: { count: 1, next: null, previous: null, results: [{ id: 44, name: 'Fiona Campbell' }] },
        };
      return user(request);
    });
    chooseGolfCourse(demoClub);
    renderApp('/member-account-statements');
    await screen.findByRole('heading', { level: 1, name: 'Member Account Statements' }, { timeout: 10_000 });
    const interact = userEvent.setup();
    await interact.click(screen.getByRole('tab', { name: 'Aged balances' }));
    const table = await screen.findByRole('table', { name: 'Aged balances' }, { timeout: 10_000 });
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual(['Member', 'Current', '30 days', '60 days', '90+ days', 'Balance']);
    const fiona = within(table).getByRole('row', { name: /Fiona Campbell/ });
    expect(
      within(fiona)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Fiona CampbellFD-0044', '£95.00', '£95.00', '', '£120.00', '£310.00']);
    expect(
      within(screen.getByTestId('aged-totals'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Totals', '£55.00', '£95.00', '', '£120.00', '£270.00']);
    expect(within(table).getByRole('row', { name: /Hamish Reid/ }).textContent).toContain('-£40.00');
    await interact.click(within(fiona).getByRole('link', { name: 'Fiona Campbell' }));
    await screen.findByRole('tab', { name: 'Statement', selected: true });
    await vi.waitFor(() =>
      expect(
        requests.some((request) => request.path === statementPath && request.search.get('member_id') === '44'),
      ).toBe(true),
    );
  });
});
