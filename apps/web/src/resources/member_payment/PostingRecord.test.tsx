import { Role } from '@fairway/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeRequest } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

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
    await screen.findByRole('heading', { name: 'Payment - Fiona Campbell, 2026-11-05' }, { timeout: 10_000 });
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
