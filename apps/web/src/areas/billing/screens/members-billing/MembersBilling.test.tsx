import { Role } from '@fairway/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeRequest } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

const previewPath = '/api/member_billing/process_members_bill/';
const month = `${new Date().toISOString().slice(0, 7)}-01`;
const membersCount = 230;

/** The bill of the n-th member (from 1), as the preview lists them, by membership number. */
const billOf = (number: number) => ({
  member_id: 1000 + number,
  member_name: `Golfer ${number}`,
  membership_number: `FD-${String(number).padStart(4, '0')}`,
  total_minor: 9500,
  lines: [
    {
      accounts_head_id: 1,
      accounts_head_name: 'Subscription',
      description: 'Subscription, this month',
      source: 'member_type',
      amount_minor: 9500,
    },
  ],
});

/** A club's admin whose month to bill has 230 bills: the preview answers the page asked, 100 a page. */
function anAdmin() {
  const user = demoUser({ name: 'Pat', courses: [demoClub], roles: () => [Role.admin] });
  return fakeApi((request: FakeRequest) => {
    if (request.path === '/api/get_first_dates_of_last_12_months/')
      return { status: 200, body: { results: [{ month, run: null }] } };
    if (request.path === previewPath && request.method === 'GET') {
      const page = Number(request.search.get('page'));
      const pageSize = Number(request.search.get('page_size'));
      const numbers = Array.from({ length: membersCount }, (_, index) => index + 1).slice(
        (page - 1) * pageSize,
        page * pageSize,
      );
      return {
        status: 200,
        body: {
          month,
          currency: 'GBP',
          members_count: membersCount,
          total_minor: membersCount * 9500,
          page,
          page_size: pageSize,
          heads: [
            { accounts_head_id: 1, accounts_head_name: 'Subscription', lines: membersCount, amount_minor: 2185000 },
          ],
          bills: numbers.map(billOf),
          already_run: null,
        },
      };
    }
    return user(request);
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

describe("the bill run's preview", { timeout: 30_000 }, () => {
  it('pages through every bill of the month, a page fetched at a time, the totals of the whole month kept', async () => {
    const requests = anAdmin();
    renderApp('/members-billing');
    await screen.findByRole('heading', { level: 1, name: 'Members Billing' }, { timeout: 10_000 });
    const user = userEvent.setup();
    await screen.findByText('Not billed yet', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect((await screen.findByTestId('preview-total', {}, { timeout: 10_000 })).textContent).toBe('£21,850.00');
    expect(screen.getByTestId('preview-members').textContent).toBe('230');
    expect(screen.getByTestId('bills-shown').textContent).toBe('Bills 1 to 100 of 230');
    const bills = () =>
      within(screen.getByRole('table', { name: 'Bill' }))
        .getAllByRole('row')
        .slice(1);
    expect(bills()).toHaveLength(100);
    expect(bills()[0]!.textContent).toContain('FD-0001');

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('Bills 101 to 200 of 230', {}, { timeout: 10_000 });
    expect(bills()[0]!.textContent).toContain('FD-0101');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('Bills 201 to 230 of 230', {}, { timeout: 10_000 });
    expect(bills()).toHaveLength(30);
    expect(bills()[29]!.textContent).toContain('FD-0230');
    expect(screen.getByRole('button', { name: 'Go to next page' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('preview-total').textContent).toBe('£21,850.00');

    const pages = requests
      .filter((request) => request.path === previewPath)
      .map((request) => [request.search.get('page'), request.search.get('page_size')]);
    expect(pages).toEqual([
      ['1', '100'],
      ['2', '100'],
      ['3', '100'],
    ]);
    expect(screen.getByRole('button', { name: 'Post the bills' }).hasAttribute('disabled')).toBe(false);
  });
});
