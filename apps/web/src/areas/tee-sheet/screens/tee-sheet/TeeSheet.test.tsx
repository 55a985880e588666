import { Role } from '@fairway/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clubToday } from '../../../../layout/club/formatClubDate';
import { chooseGolfCourse } from '../../../../providers/session';
import { demoClub, demoUser, type FakeRequest } from '../../../../test/fakeApi';
import { fakeApiWithStreams, sse } from '../../../../test/fakeStream';
import { phoneWidth, renderApp, signedInForEachTest } from '../../../../test/renderApp';
import { dayAfter } from './TeeSheetPage';

signedInForEachTest();

const date = dayAfter(clubToday({ timeZone: demoClub.time_zone, dateFormat: 'YYYY-MM-DD' }), 2);

const slot = (time: string, tee: number, more: Record<string, unknown> = {}) => ({
  time,
  tee,
  capacity: 4,
  kind: 'open',
  block: null,
  places_left: 4,
  bookings: [],
  ...more,
});

/** A day of two tees: a members' time, a ladies' time taken by two, a block, and free times. */
const sheet = (placesAt0820 = 2) => ({
  date,
  template_id: 1,
  crossover: null,
  blocks: [],
  tournament_rounds: [],
  slots: [
    slot('08:00', 1, { kind: 'members_only' }),
    slot('08:00', 10),
    slot('08:10', 1, { block: { kind: 'maintenance', reason: 'Greens hollow-tined' } }),
    slot('08:10', 10),
    slot('08:20', 1, {
      kind: 'ladies',
      places_left: placesAt0820,
      bookings: [
        {
          id: 41,
          member_id: 7,
          players: [
            { kind: 'member', name: 'Pat Player' },
            { kind: 'guest', name: 'Gill Guest' },
          ],
        },
      ],
    }),
    slot('08:20', 10),
  ],
});

const player = (id: number, kind: string, name: string, more: Record<string, unknown> = {}) => ({
  id,
  position: id - 100,
  kind,
  member_id: kind === 'member' ? id : null,
  name,
  guest_email: kind === 'guest' ? 'guest@example.com' : null,
  green_fee_minor: null,
  checked_in_at: null,
  no_show_at: null,
  ...more,
});

const booking = (id: number, time: string, players: unknown[]) => ({
  id,
  created_at: '2026-11-20T10:00:00Z',
  created_by: 2,
  updated_at: '2026-11-20T10:00:00Z',
  updated_by: 2,
  golf_course_id: demoClub.id,
  date,
  time,
  tee: 1,
  member_id: 7,
  status: 'booked',
  cancelled_at: null,
  cancelled_late: null,
  players,
});

function serve(role: number, answer: (request: FakeRequest) => { status: number; body?: unknown } | undefined) {
  chooseGolfCourse(demoClub);
  const person = demoUser({ name: 'Morgan Member', courses: [demoClub], roles: () => [role] });
  return fakeApiWithStreams((request) => {
    if (request.headers.get('Accept') === 'text/event-stream') return undefined;
    return answer(request) ?? person(request);
  });
}

// A booking of four through the dialog takes a while on a busy 2-core machine.
describe('the tee sheet on a phone', { timeout: 60_000 }, () => {
  it("lists the day's times with their kinds, blocks, players and places, and books a time for four with a guest", async () => {
    const bodies: unknown[] = [];
    serve(Role.member, (request) => {
      if (request.path === '/api/tee_sheet/') return { status: 200, body: sheet() };
      if (request.path === '/api/bookings/partners/')
        return { status: 200, body: { results: [{ member_id: 9, name: 'Sam Swing' }] } };
      if (request.method === 'POST' && request.path === '/api/bookings/') {
        bodies.push(request.body);
        if (bodies.length === 1)
          return { status: 409, body: { detail: 'Booking for this tee time opens on 2026-12-01 at 19:00.' } };
        return {
          status: 201,
          body: booking(50, '08:00', [
            player(101, 'member', 'Morgan Member'),
            player(102, 'member', 'Sam Swing'),
            player(103, 'guest', 'Gill Guest', { green_fee_minor: 4500 }),
            player(104, 'tbc', ''),
          ]),
        };
      }
      return undefined;
    });
    renderApp(`/tee-sheet?date=${date}`, { width: phoneWidth });
    const list = await screen.findByTestId('tee-sheet-list', {}, { timeout: 10_000 });
    const at0820 = within(list).getByRole('group', { name: '08:20 · 1st tee' });
    expect(within(at0820).getByText('Ladies')).toBeTruthy();
    expect(within(at0820).getByText('Pat Player')).toBeTruthy();
    expect(within(at0820).getByText('Gill Guest (Guest)')).toBeTruthy();
    expect(within(at0820).getByText('2 places left')).toBeTruthy();
    const blocked = within(list).getByRole('group', { name: '08:10 · 1st tee' });
    expect(blocked.textContent).toContain('Maintenance: Greens hollow-tined');
    expect(within(blocked).queryByRole('button', { name: /^Book/ })).toBeNull();
    const members = within(list).getByRole('group', { name: '08:00 · 1st tee' });
    expect(within(members).getByText('Members only')).toBeTruthy();

    fireEvent.click(within(members).getByRole('button', { name: 'Book 08:00 on the 1st tee' }));
    const dialog = await screen.findByRole('dialog');
    for (let added = 0; added < 3; added += 1)
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add a player' }));
    expect(within(dialog).queryByRole('button', { name: 'Add a player' })).toBeNull();
    const [picker] = within(dialog).getAllByRole('combobox', { name: 'Member of the club' });
    picker!.focus();
    fireEvent.change(picker!, { target: { value: 'Sam' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Sam Swing' }, { timeout: 5000 }));
    const third = within(dialog).getByRole('group', { name: 'Player 3' });
    fireEvent.mouseDown(within(third).getByRole('combobox', { name: 'Player 3' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Guest' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Guest’s name' }), {
      target: { value: 'Gill Guest' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Guest’s e-mail' }), {
      target: { value: 'gill@example.com' },
    });
    const fourth = within(dialog).getByRole('group', { name: 'Player 4' });
    fireEvent.mouseDown(within(fourth).getByRole('combobox', { name: 'Player 4' }));
    fireEvent.click(await screen.findByRole('option', { name: 'To be confirmed' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Not booked: Booking for this tee time opens on 2026-12-01 at 19:00.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect((await within(dialog).findByRole('status')).textContent).toContain('Booked: 08:00 on the 1st tee');
    expect(dialog.textContent).toContain('Gill Guest · Guest · Green fee £45.00');
    expect(dialog.textContent).toContain('Green fees charged to your account: £45.00.');
    expect(bodies[1]).toEqual({
      date,
      time: '08:00',
      tee: 1,
      others: [
        { kind: 'member', member_id: 9 },
        { kind: 'guest', name: 'Gill Guest', email: 'gill@example.com' },
        { kind: 'tbc' },
      ],
    });
  });

  it('books the nearest free time within the minutes the member chose when the time tapped is taken, and says so', async () => {
    const bodies: unknown[] = [];
    serve(Role.member, (request) => {
      if (request.path === '/api/tee_sheet/') return { status: 200, body: sheet() };
      if (request.method === 'POST' && request.path === '/api/bookings/') {
        bodies.push(request.body);
        return { status: 201, body: booking(51, '08:20', [player(101, 'member', 'Morgan Member')]) };
      }
      return undefined;
    });
    renderApp(`/tee-sheet?date=${date}`, { width: phoneWidth });
    const list = await screen.findByTestId('tee-sheet-list', {}, { timeout: 10_000 });
    const tenth = within(list).getByRole('group', { name: '08:00 · 10th tee' });
    fireEvent.click(within(tenth).getByRole('button', { name: 'Book 08:00 on the 10th tee' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'If this time is taken' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Or the nearest free time within 30 minutes' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    await within(dialog).findByRole('status');
    expect(dialog.textContent).toContain('08:00 was taken: you have the nearest free time, 08:20.');
    expect(bodies).toEqual([{ date, time: '08:00', tee: 10, others: [], or_nearest_within_minutes: 30 }]);
  });

  it('reads the day again when the stream says it changed: a place taken elsewhere shows without reloading', async () => {
    let places = 2;
    const api = serve(Role.user, (request) => {
      if (request.path === '/api/tee_sheet/') return { status: 200, body: sheet(places) };
      return undefined;
    });
    renderApp(`/tee-sheet?date=${date}`, { width: phoneWidth });
    const list = await screen.findByTestId('tee-sheet-list', {}, { timeout: 10_000 });
    expect(within(list).getByRole('group', { name: '08:20 · 1st tee' }).textContent).toContain('2 places left');
    expect(within(list).queryByRole('button', { name: /^Book/ })).toBeNull();
    await waitFor(() => expect(api.streams.length).toBe(1));
    expect(api.streams[0]!.request.path).toBe('/api/tee_sheet/stream/');
    expect(api.streams[0]!.request.search.get('date')).toBe(date);
    places = 1;
    api.send(sse('change', 1, { date }));
    await waitFor(() =>
      expect(within(list).getByRole('group', { name: '08:20 · 1st tee' }).textContent).toContain('1 place left'),
    );
  });
});

describe("the sheet's day", { timeout: 30_000 }, () => {
  it("is shown and picked in the club's date format, never the browser's", async () => {
    const asked: string[] = [];
    serve(Role.member, (request) => {
      if (request.path === '/api/tee_sheet/') {
        asked.push(request.search.get('date') ?? '');
        return { status: 200, body: sheet() };
      }
      return undefined;
    });
    renderApp(`/tee-sheet?date=${date}`, { width: phoneWidth });
    const day = () => screen.getByRole('group', { name: /^Day/ });
    const shown = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
    await waitFor(() => expect(day().firstElementChild?.textContent).toBe(shown(date)), { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(day().firstElementChild?.textContent).toBe(shown(dayAfter(date, 1))));
    expect(asked.at(-1)).toBe(dayAfter(date, 1));

    // A day of another month and year, typed whole: the sheet goes to it, and to no day half typed on the way.
    const user = userEvent.setup();
    const typed = dayAfter(date, 400);
    const askedBefore = asked.length;
    await user.click(within(day()).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard(shown(typed).replaceAll('/', ''));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(asked.at(-1)).toBe(typed));
    expect(asked.slice(askedBefore)).toEqual([typed]);
    expect(day().firstElementChild?.textContent).toBe(shown(typed));
  });
});

describe("the pro shop's sheet on a desktop", () => {
  it('shows the times by tee, checks a player in and records a no-show, saying the refusal in words', async () => {
    const arrivals: string[] = [];
    serve(Role.admin, (request) => {
      if (request.path === '/api/tee_sheet/') return { status: 200, body: sheet() };
      if (request.path === '/api/bookings/' && request.method === 'GET')
        return {
          status: 200,
          body: {
            own_member_id: null,
            results: [booking(41, '08:20', [player(101, 'member', 'Pat Player'), player(102, 'guest', 'Gill Guest')])],
          },
        };
      if (request.path.startsWith('/api/booking_players/')) {
        arrivals.push(request.path);
        if (request.path.endsWith('/no_show/'))
          return {
            status: 409,
            body: { detail: `A no-show is recorded on the day of the tee time, ${date}, or after.` },
          };
        return { status: 200, body: booking(41, '08:20', []) };
      }
      return undefined;
    });
    renderApp(`/tee-sheet?date=${date}`);
    const grid = await screen.findByTestId('tee-sheet-grid', {}, { timeout: 10_000 });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Time', '1st tee', '10th tee']);
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['08:00', '08:10', '08:20']);
    // Each time once, in its row's heading; its cards are still named by their time and tee.
    expect(within(grid).getAllByText('08:20')).toHaveLength(1);
    expect(within(grid).getByRole('group', { name: '08:20 · 10th tee' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move the booking at 08:20' })).toBeTruthy();
    const pat = within(grid).getByRole('group', { name: 'Actions for Pat Player' });
    fireEvent.click(within(pat).getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Pat Player is checked in.')).toBeTruthy();
    const gill = within(grid).getByRole('group', { name: 'Actions for Gill Guest' });
    fireEvent.click(within(gill).getByRole('button', { name: 'No-show' }));
    expect(await screen.findByText(/^A no-show is recorded on the day of the tee time/)).toBeTruthy();
    expect(arrivals).toEqual(['/api/booking_players/101/check_in/', '/api/booking_players/102/no_show/']);
  });
});
