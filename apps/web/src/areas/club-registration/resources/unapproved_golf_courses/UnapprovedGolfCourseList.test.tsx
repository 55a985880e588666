import { Role } from '@fairway/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeRequest } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

const lakeside = {
  id: 3,
  name: 'Lakeside Golf Club',
  short_name: 'Lakeside',
  email: 'office@lakeside.example',
  phone: '',
  website: '',
  address: '1 Lake Road, Keswick',
  holes_count: 18,
  status: 'pending',
  contact_name: 'Jo Lake',
  contact_email: 'jo@lakeside.example',
  contact_phone: '',
  created_at: '2026-03-01T09:30:00Z',
};

let decisions: FakeRequest[] = [];

beforeEach(() => {
  localStorage.clear();
  startSession('token');
  decisions = [];
  const requests = fakeApi((request) => {
    if (request.path === '/api/golf_courses/registered_unapproved_list/') {
      const decided = requests.some((sent) => sent.method === 'POST');
      return {
        status: 200,
        body: { count: decided ? 0 : 1, next: null, previous: null, results: decided ? [] : [lakeside] },
      };
    }
    if (request.path === '/api/golf_courses/approve_golf_course_registration/') {
      decisions.push(request);
      return {
        status: 200,
        body: {
          ...lakeside,
          status: (request.body as { decision: string }).decision === 'approve' ? 'approved' : 'rejected',
        },
      };
    }
    return demoUser({ name: 'Super Admin', courses: [demoClub], roles: () => [Role.superAdmin] })(request);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Unapproved Golf Courses', () => {
  it('approves a registration from its row, and the list no longer shows it', async () => {
    const user = userEvent.setup();
    renderApp('/Unapproved-golf-courses');
    const row = (await screen.findByText('Lakeside Golf Club', {}, { timeout: 5000 })).closest('tr')!;
    within(row).getByText('jo@lakeside.example');
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    await screen.findByText(/Lakeside Golf Club is approved/, {}, { timeout: 5000 });
    expect(decisions.map((request) => request.body)).toEqual([{ golf_course_id: 3, decision: 'approve' }]);
  });

  it('rejects only with a reason, asked for in a dialog', async () => {
    const user = userEvent.setup();
    renderApp('/Unapproved-golf-courses');
    const row = (await screen.findByText('Lakeside Golf Club', {}, { timeout: 5000 })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the registration of Lakeside Golf Club' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    within(dialog).getByText('Say why the registration is rejected: the reason is mailed to the contact.');
    expect(decisions).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'We could not find the course.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await screen.findByText(/its contact is mailed the reason/, {}, { timeout: 5000 });
    expect(decisions.map((request) => request.body)).toEqual([
      { golf_course_id: 3, decision: 'reject', reason: 'We could not find the course.' },
    ]);
  });
});
