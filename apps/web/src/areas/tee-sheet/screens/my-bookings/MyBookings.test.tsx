import { Role } from '@fairway/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { clubToday } from '../../../../layout/club/formatClubDate';
import { chooseGolfCourse } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeRequest } from '../../../../test/fakeApi';
import { phoneWidth, renderApp, signedInForEachTest } from '../../../../test/renderApp';
import { dayAfter } from '../tee-sheet/TeeSheetPage';
import { cancelledLate } from './MyBookings';

signedInForEachTest();

const today = clubToday({ timeZone: demoClub.time_zone, dateFormat: 'YYYY-MM-DD' });
const morgan = 31;

const player = (id: number, kind: string, name: string, memberId: number | null, email: string | null = null) => ({
  id,
  position: 1,
  kind,
  member_id: memberId,
  name,
  guest_email: email,
  green_fee_minor: kind === 'guest' ? 4500 : null,
  checked_in_at: null,
  no_show_at: null,
});

const booking = (id: number, date: string, time: string, bookedBy: number, more: Record<string, unknown> = {}) => ({
  id,
  created_at: '2026-11-20T10:00:00Z',
  created_by: 2,
  updated_at: '2026-11-20T10:00:00Z',
  updated_by: 2,
  golf_course_id: demoClub.id,
  date,
  time,
  tee: 1,
  member_id: bookedBy,
  status: 'booked',
  cancelled_at: null,
  cancelled_late: null,
  players: [
    player(1, 'member', bookedBy === morgan ? 'Morgan Member' : 'Pat Player', bookedBy),
    player(2, 'guest', 'Gill Guest', null, 'gill@example.com'),
  ],
  ...more,
});

const rules = { id: 1, golf_course_id: 1, cancel_cut_off_hours: 24, days_ahead: 7, opens_at: '19:00' };

function serve(answer: (request: FakeRequest) => { status: number; body?: unknown } | undefined) {
  chooseGolfCourse(demoClub);
  const member = demoUser({ name: 'Morgan Member', courses: [demoClub], roles: () => [Role.member] });
  fakeApi((request) => {
    if (request.path === '/api/booking_rules/')
      return { status: 200, body: { count: 1, next: null, previous: null, results: [rules] } };
    return answer(request) ?? member(request);
  });
}

describe('My Bookings', () => {
  it("lists the member's bookings ahead and past; only the one they made has its actions", async () => {
    serve((request) => {
      if (request.path === '/api/bookings/') {
        expect(request.search.get('mine')).toBe('true');
        return {
          status: 200,
          body: {
            own_member_id: morgan,
            results: [
              booking(1, dayAfter(today, -3), '09:00', morgan, { status: 'cancelled', cancelled_late: true }),
              booking(2, dayAfter(today, 5), '10:00', morgan),
              booking(3, dayAfter(today, 6), '11:00', 7),
            ],
          },
        };
      }
      return undefined;
    });
    renderApp('/my-bookings', { width: phoneWidth });
    const cards = await screen.findAllByRole('article', {}, { timeout: 10_000 });
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Booked by you')).toBeTruthy();
    expect(cards[0]!.textContent).toContain('Gill Guest · Guest · Green fee £45.00');
    expect(within(cards[0]!).getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
    expect(within(cards[1]!).getByText('You play in this booking')).toBeTruthy();
    expect(within(cards[1]!).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Past' }));
    const past = await screen.findAllByRole('article');
    expect(past).toHaveLength(1);
    expect(within(past[0]!).getByText('Cancelled late')).toBeTruthy();
  });

  it('says before cancelling that it will be late inside the cut-off, and what the server recorded', async () => {
    // Noon in London, so a 07:00 start tomorrow is inside the 24 hours whatever time the test runs.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T12:00:00Z'));
    onTestFinished(() => void vi.useRealTimers());
    const tomorrow = '2026-12-01';
    const cancels: string[] = [];
    serve((request) => {
      if (request.method === 'GET' && request.path === '/api/bookings/')
        return { status: 200, body: { own_member_id: morgan, results: [booking(2, tomorrow, '07:00', morgan)] } };
      if (request.method === 'POST' && request.path === '/api/bookings/2/cancel/') {
        cancels.push(request.path);
        return {
          status: 200,
          body: booking(2, tomorrow, '07:00', morgan, { status: 'cancelled', cancelled_late: true }),
        };
      }
      return undefined;
    });
    renderApp('/my-bookings');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('within the club’s cut-off: it is cancelled and recorded as late');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('The booking is cancelled, recorded as late.')).toBeTruthy();
    expect(cancels).toEqual(['/api/bookings/2/cancel/']);
  });

  it('changes the players beside the member, keeping the guest as booked', async () => {
    const changes: unknown[] = [];
    serve((request) => {
      if (request.method === 'GET' && request.path === '/api/bookings/')
        return {
          status: 200,
          body: { own_member_id: morgan, results: [booking(2, dayAfter(today, 5), '10:00', morgan)] },
        };
      if (request.method === 'PATCH' && request.path === '/api/bookings/2/') {
        changes.push(request.body);
        return { status: 200, body: booking(2, dayAfter(today, 5), '10:00', morgan) };
      }
      return undefined;
    });
    renderApp('/my-bookings');
    fireEvent.click(await screen.findByRole('button', { name: 'Change players' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Guest’s name' }).value).toBe('Gill Guest');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a player' }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Player 3' }));
    fireEvent.click(await screen.findByRole('option', { name: 'To be confirmed' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('The booking’s players are changed.')).toBeTruthy());
    expect(changes).toEqual([
      { others: [{ kind: 'guest', name: 'Gill Guest', email: 'gill@example.com' }, { kind: 'tbc' }] },
    ]);
  });
});

describe('a late cancellation', () => {
  it("counts the cut-off's hours on the club's wall clock", () => {
    const now = new Date('2026-06-10T08:00:00Z'); // 09:00 in London
    expect(cancelledLate({ date: '2026-06-11', time: '09:00' }, 24, now, 'Europe/London')).toBe(false);
    expect(cancelledLate({ date: '2026-06-11', time: '08:59' }, 24, now, 'Europe/London')).toBe(true);
  });
});
