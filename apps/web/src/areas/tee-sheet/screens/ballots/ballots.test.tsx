import { Role } from '@fairway/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeRequest } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

const stamps = { created_at: '2026-03-01T09:30:00Z', created_by: 1, updated_at: '2026-03-02T16:05:00Z', updated_by: 1 };
const ballot = {
  id: 3,
  ...stamps,
  golf_course_id: 1,
  date: '2026-12-05',
  from_time: '08:00',
  to_time: '09:00',
  closes_at: '2026-12-02T18:00',
  status: 'open',
  seed: null,
  drawn_at: null,
};
const drawnEntry = {
  id: 9,
  ...stamps,
  golf_course_id: 1,
  ballot_id: 3,
  member_id: 12,
  players: [
    { kind: 'member', member_id: 12, name: 'Morgan Member' },
    { kind: 'tbc', member_id: null, name: '' },
  ],
  from_time: '08:00',
  to_time: '08:30',
  outcome: 'placed',
  draw_order: 1,
  weight: 1,
  slots_it_could_take: [{ time: '08:00', tee: 1 }],
  time: '08:00',
  tee: 1,
  booking_id: 40,
  explanation: 'Drawn 1st of 11, weight 1: 08:00 on the 1st tee.',
};

function signedInAs(roles: number[], entries: object[], status = 'open') {
  const user = demoUser({ name: 'Morgan Member', courses: [demoClub], roles: () => roles });
  return fakeApi((request: FakeRequest) => {
    if (request.path === '/api/ballots/' && request.method === 'POST') return { status: 201, body: ballot };
    if (request.path === '/api/ballots/')
      return { status: 200, body: { count: 1, next: null, previous: null, results: [{ ...ballot, status }] } };
    if (request.path === '/api/ballot_entries/' && request.method === 'GET')
      return { status: 200, body: { results: entries } };
    if (request.path === '/api/ballot_entries/' && request.method === 'POST')
      return { status: 201, body: { ...drawnEntry, outcome: null, explanation: null } };
    if (request.path === '/api/ballots/3/draw/')
      return { status: 409, body: { detail: 'The ballot closes on 2026-12-02 at 18:00: it is drawn then.' } };
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

describe('Ballots', { timeout: 30_000 }, () => {
  it("shows the committee every group's result and why; a draw refused says why", async () => {
    const requests = signedInAs([Role.admin], [drawnEntry]);
    renderApp('/ballots');
    await screen.findByText('Drawn 1st of 11, weight 1: 08:00 on the 1st tee.', {}, { timeout: 15_000 });
    expect(screen.getByText(/Morgan Member, to be confirmed/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Draw now' }));
    await screen.findByText('The ballot closes on 2026-12-02 at 18:00: it is drawn then.');
    expect(requests.some((request) => request.method === 'POST' && request.path === '/api/ballots/3/draw/')).toBe(true);
  });

  it("takes a new ballot's day and close in the club's date format and shows its close so", async () => {
    const requests = signedInAs([Role.admin], []);
    renderApp('/ballots');
    expect(await screen.findByText(/Entries close 02\/12\/2026 18:00/, {}, { timeout: 15_000 })).toBeTruthy();
    const user = userEvent.setup();
    const day = screen.getByRole('group', { name: /^Day/ });
    expect(day.firstElementChild?.textContent).toBe('DD/MM/YYYY');
    await user.click(within(day).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('05122026');
    await user.type(screen.getByLabelText('First tee time'), '08:00');
    await user.type(screen.getByLabelText('Last tee time'), '09:00');
    const closes = screen.getByRole('group', { name: /^Entries close/ });
    expect(closes.firstElementChild?.textContent).toBe('DD/MM/YYYY hh:mm');
    await user.click(within(closes).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('021220261800');
    await user.click(screen.getByRole('button', { name: 'Create the ballot' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
        date: '2026-12-05',
        from_time: '08:00',
        to_time: '09:00',
        closes_at: '2026-12-02T18:00',
      }),
    );
  });

  it('a member enters their group with the times they would take', async () => {
    const requests = signedInAs([Role.member], []);
    renderApp('/ballots');
    const enter = await screen.findByRole('button', { name: 'Enter the ballot' }, { timeout: 15_000 });
    await userEvent.clear(screen.getByLabelText('Players with you, to be confirmed'));
    await userEvent.type(screen.getByLabelText('Players with you, to be confirmed'), '2');
    await userEvent.click(enter);
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
        ballot_id: 3,
        from_time: '08:00',
        to_time: '09:00',
        others: [{ kind: 'tbc' }, { kind: 'tbc' }],
      }),
    );
  });
});
