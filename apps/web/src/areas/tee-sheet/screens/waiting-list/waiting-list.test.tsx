import { Role } from '@fairway/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeRequest } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

const stamps = { created_at: '2026-03-01T09:30:00Z', created_by: 1, updated_at: '2026-03-02T16:05:00Z', updated_by: 1 };
const offered = {
  id: 5,
  ...stamps,
  golf_course_id: 1,
  member_id: 12,
  member_name: 'Morgan Member',
  date: '2026-12-05',
  from_time: '08:00',
  to_time: '09:00',
  places: 2,
  ballot_entry_id: null,
  status: 'offered',
  offered_time: '08:20',
  offered_tee: 1,
  offered_at: '2026-12-03T09:00:00.000Z',
  offer_held_until: '2026-12-03T11:00:00.000Z',
  booking_id: null,
};

function signedIn() {
  const user = demoUser({ name: 'Morgan Member', courses: [demoClub], roles: () => [Role.member] });
  let accepted = false;
  return fakeApi((request: FakeRequest) => {
    if (request.path === '/api/waiting_list/' && request.method === 'GET')
      return {
        status: 200,
        body: { results: [accepted ? { ...offered, status: 'accepted', booking_id: 40 } : offered] },
      };
    if (request.path === '/api/waiting_list/' && request.method === 'POST')
      return { status: 409, body: { detail: 'The tee time 08:10 on 2026-12-05 has a place free: book it instead.' } };
    if (request.path === '/api/waiting_list/5/accept/') {
      accepted = true;
      return { status: 200, body: { ...offered, status: 'accepted', booking_id: 40 } };
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

describe('Waiting List', { timeout: 30_000 }, () => {
  it('shows the place held for the member, who books it; an ask refused says why', async () => {
    const requests = signedIn();
    renderApp('/waiting-list');
    await screen.findByText(/A place at 08:20 is held for you until/, {}, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Book it' }));
    await screen.findByText('Booked');
    expect(requests.some((request) => request.path === '/api/waiting_list/5/accept/')).toBe(true);

    const user = userEvent.setup();
    const day = screen.getByRole('group', { name: /^Day/ });
    expect(day.firstElementChild?.textContent).toBe('DD/MM/YYYY');
    await user.click(within(day).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('05122026');
    await user.type(screen.getByLabelText('From'), '08:00');
    await user.type(screen.getByLabelText('To'), '09:00');
    await user.click(screen.getByRole('button', { name: 'Ask for a place' }));
    await screen.findByText('The tee time 08:10 on 2026-12-05 has a place free: book it instead.');
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(2));
    expect(requests.filter((request) => request.method === 'POST').at(-1)?.body).toEqual({
      date: '2026-12-05',
      from_time: '08:00',
      to_time: '09:00',
      places: 1,
    });
  });
});
