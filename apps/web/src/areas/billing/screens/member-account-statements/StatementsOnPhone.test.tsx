import { Role } from '@fairway/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, ownProfile } from '../../../../test/fakeApi';
import { phoneWidth, renderApp } from '../../../../test/renderApp';

const entry = { reversal_of: null, document_id: 77, date: '2026-01-01' };
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
      ...entry,
      id: 501,
      document: 'bill',
      description: 'Subscription',
      debit_minor: 9500,
      credit_minor: 0,
      balance_minor: 7000,
    },
    {
      ...entry,
      id: 502,
      document: 'payment',
      description: 'Card',
      debit_minor: 0,
      credit_minor: 5000,
      balance_minor: 2000,
    },
  ],
  total_debit_minor: 9500,
  total_credit_minor: 5000,
  closing_balance_minor: 2000,
};
const ages = {
  current_minor: 9500,
  days_30_minor: 9500,
  days_60_minor: 0,
  days_90_plus_minor: 12000,
  balance_minor: 31000,
};
const aged = {
  as_of: '2026-11-26',
  currency: 'GBP',
  members: [{ member_id: 44, member_name: 'Fiona Campbell', membership_number: 'FD-0044', ...ages }],
  totals: ages,
};
const profile = { ...ownProfile, member: { ...ownProfile.member, id: 31 } };

const headingsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

beforeEach(() => {
  localStorage.clear();
  startSession('token');
  chooseGolfCourse(demoClub);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('statements on a phone', { timeout: 60_000 }, () => {
  it('show My Statement’s balance on the screen, each debit or credit under its description', async () => {
    const member = demoUser({ name: 'Morgan Member', courses: [demoClub], roles: () => [Role.member] });
    fakeApi((request) => {
      if (request.path === '/api/users/current/profile/') return { status: 200, body: profile };
      if (request.path === '/api/member_opening_balance/member_account_statement/') {
        return { status: 200, body: statement };
      }
      return member(request);
    });
    renderApp('/my-statement', { width: phoneWidth });
    const table = await screen.findByRole('table', { name: 'Morgan Member' }, { timeout: 20_000 });
    expect(headingsOf(table)).toEqual(['Date', 'Description', 'Balance']);
    const bill = within(table).getByRole('row', { name: /Subscription/ });
    expect(bill.textContent).toContain('Debit £95.00');
    expect(within(bill).getAllByRole('cell').at(-1)!.textContent).toBe('£70.00');
    expect(within(table).getByRole('row', { name: /Card/ }).textContent).toContain('Credit £50.00');
  });

  it('show the aged balances by the 90 days and more and the balance', async () => {
    const admin = demoUser({ name: 'Pat', courses: [demoClub], roles: () => [Role.admin] });
    fakeApi((request) =>
      request.path === '/api/member_billing/aged_balances/' ? { status: 200, body: aged } : admin(request),
    );
    renderApp('/member-account-statements', { width: phoneWidth });
    (await screen.findByRole('tab', { name: 'Aged balances' }, { timeout: 20_000 })).click();
    const table = await screen.findByRole('table', { name: 'Aged balances' }, { timeout: 20_000 });
    expect(headingsOf(table)).toEqual(['Member', '90+ days', 'Balance']);
    expect(
      within(within(table).getByRole('row', { name: /Fiona Campbell/ }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Fiona CampbellFD-0044', '£120.00', '£310.00']);
  });
});
