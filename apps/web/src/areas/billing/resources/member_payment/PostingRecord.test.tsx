import { Role } from '@fairway/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeRequest } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

const stamps = { created_at: '2026-03-01T09:30:00Z', created_by: 1, updated_at: '2026-03-02T16:05:00Z', updated_by: 1 };
const posted = {
  id: 7,
  golf_course_id: 1,
  member_id: 3,
  member_name: 'Fiona Campbell',
  date: '2026-11-05',
  amount_minor: 125050,
  mode: 'card',
  reference: 'Card 4242',
  status: 'posted',
  voided_at: null,
  voided_by: null,
  void_reason: null,
  ...stamps,
};

function aClubAdmin() {
  let payment: Record<string, unknown> = posted;
  const user = demoUser({ name: 'Pat', courses: [demoClub], roles: () => [Role.admin] });
  return fakeApi((request: FakeRequest) => {
    if (request.path === '/api/member_payment/7/') return { status: 200, body: payment };
    if (request.path === '/api/member_payment/' && request.method === 'POST')
      return { status: 201, body: { ...posted, ...(request.body as object), amount_minor: 2500 } };
    if (request.path === '/api/members/')
      return {
        status: 200,
        body: {
          count: 1,
          results: [{ id: 3, first_name: 'Fiona', last_name: 'Campbell', membership_number: 'FD-0003' }],
        },
      };
    if (request.path === '/api/member_payment/7/void/' && request.method === 'POST') {
      payment = {
        ...payment,
        status: 'void',
        voided_at: '2026-11-06T10:00:00Z',
        voided_by: 1,
        void_reason: (request.body as { reason: string }).reason,
      };
      return { status: 200, body: payment };
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

describe("a payment's page", { timeout: 30_000 }, () => {
  it('shows the amount in the club currency, and voids it only with a reason, given in the dialog', async () => {
    const requests = aClubAdmin();
    renderApp('/member-payments/7');
    await screen.findByRole('heading', { name: 'Payment - Fiona Campbell, 05/11/2026' }, { timeout: 10_000 });
    expect(screen.getByText('£1,250.50')).toBeTruthy();
    expect(screen.getByText('Paid by')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));
    await within(dialog).findByText('Required');
    expect(requests.some((request) => request.path.endsWith('/void/'))).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Cheque bounced');
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));
    await screen.findByText(/^Voided on .*: Cheque bounced$/, {}, { timeout: 10_000 });
    screen.getByText('The payment is void.');
    const voids = requests.filter((request) => request.path === '/api/member_payment/7/void/');
    expect(voids.map((request) => request.body)).toEqual([{ reason: 'Cheque bounced' }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Void' })).toBeNull());
  });
});

describe('a new payment', { timeout: 60_000 }, () => {
  /** What a date field shows: its day, month and year sections with their separators. */
  const shown = (field: HTMLElement) => field.firstElementChild?.textContent;

  it('never turns a date typed the ISO way into another: it shows an error and saves nothing while it does', async () => {
    const requests = aClubAdmin();
    const user = userEvent.setup();
    renderApp('/member-payments/create');
    await user.click(await screen.findByRole('combobox', { name: /^Member/ }, { timeout: 15_000 }));
    await user.click(await screen.findByRole('option', { name: /Fiona Campbell/ }, { timeout: 5000 }));
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '25');
    // A date taken the ISO way starts the field again: each look finds it anew.
    const date = () => screen.getByRole('group', { name: /^Date/ });
    const message = () => document.getElementById(date().getAttribute('aria-describedby') ?? '')?.textContent;
    await user.click(within(date()).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('2015-02-2');
    await user.tab();
    await waitFor(() => expect(message()).toBe('Enter a date as DD/MM/YYYY.'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(within(date()).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('2015-02-20');
    await waitFor(() => expect(shown(date())).toBe('20/02/2015'));
    expect(message()).not.toContain('Enter a date');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
        expect.objectContaining({ member_id: 3, date: '2015-02-20', amount: '25' }),
      ]),
    );
  });
});
