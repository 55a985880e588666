import { Role } from '@fairway/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Contest, ContestPlacing, ContestStandings } from '../../providers/contestApi';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser } from '../../../../test/fakeApi';
import { fakeApiWithStreams } from '../../../../test/fakeStream';
import { phoneWidth, renderApp } from '../../../../test/renderApp';

const pin: Contest = {
  id: 4,
  created_at: '2026-11-28T08:00:00.000Z',
  created_by: 1,
  updated_at: '2026-11-28T08:00:00.000Z',
  updated_by: 1,
  golf_course_id: 1,
  player_round_id: 3,
  tournament_id: 2,
  tournament_name: 'Monthly Medal: November',
  round_number: 1,
  round_status: 'active',
  kind: 'nearest_to_pin',
  hole_number: 7,
  hole_id: 25,
  par: 3,
  gender: null,
  category: '',
  unit: 'feet_and_inches',
  prize_type_id: 4,
  prize_type_name: 'Nearest to Pin',
  is_active: true,
};

const placing = (
  position: number | null,
  memberId: number,
  name: string,
  feet: number | null,
  inches = 0,
): ContestPlacing => ({
  position,
  measurement: {
    id: memberId * 10,
    contest_id: pin.id,
    member_id: memberId,
    member_name: name,
    in_contention: feet !== null,
    distance:
      feet === null
        ? null
        : {
            millimetres: Math.round((feet * 12 + inches) * 25.4),
            unit: 'feet_and_inches',
            feet,
            inches,
            text: `${feet} ft ${inches} in`,
          },
    latitude: null,
    longitude: null,
    accuracy_metres: null,
    client_key: `00000000-0000-4000-8000-0000000000${memberId}`,
    measured_by_user_id: 3,
    measured_by_name: 'Una User',
    measured_at: '2026-11-28T10:42:00.000Z',
  },
});

const seeded: ContestStandings = {
  contest: pin,
  standings: [
    placing(1, 12, 'Ann Able', 4, 7),
    placing(1, 13, 'Ben Baker', 4, 7),
    placing(3, 14, 'Cat Cole', 9, 2),
    placing(null, 15, 'Dan Dunn', null),
  ],
};

function club(roles: number[]) {
  const user = demoUser({ name: 'Una User', courses: [demoClub], roles: () => roles });
  return fakeApiWithStreams((request) => {
    if (request.path === '/api/active_nearest_to_pin/') {
      return { status: 200, body: [{ contest: pin, measured: 4, leaders: seeded.standings.slice(0, 2) }] };
    }
    if (request.path === '/api/contests/4/standings/') return { status: 200, body: seeded };
    if (request.path === '/api/contests/99/standings/') return { status: 404, body: { detail: 'Not found.' } };
    if (request.path === '/api/tournaments/2/leaderboard/stream/') return undefined;
    return user(request);
  });
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .concat(within(row).getAllByRole('rowheader'))
        .map((cell) => cell.textContent),
    );

beforeEach(() => {
  localStorage.clear();
  startSession('token');
  chooseGolfCourse(demoClub);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Active Nearest To Pin', () => {
  it('shows each active contest with those tied for the lead, and the ways to its standings and to measure', async () => {
    club([Role.user]);
    renderApp('/active-nearest-to-pin', { width: phoneWidth });
    const card = await screen.findByRole('region', { name: 'Monthly Medal: November' });
    expect(within(card).getByText('Round 1 · Hole 7, par 3 · Nearest to Pin')).toBeTruthy();
    expect(within(card).getByText('Tie')).toBeTruthy();
    expect(within(card).getByText('Ann Able, Ben Baker')).toBeTruthy();
    expect(within(card).getByText('4 ft 7 in')).toBeTruthy();
    expect(within(card).getByText('4 players measured')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /^Standings/ })
        .getAttribute('href'),
    ).toBe('/active-nearest-to-pin/4');
    await waitFor(() =>
      expect(
        within(card)
          .getByRole('link', { name: /^Measure/ })
          .getAttribute('href'),
      ).toBe('/active_member_distance/nearest_to_pin/3/25/7'),
    );
  });
});

describe("a contest's standings", () => {
  it('ranks ties as ties and those not in contention last, and moves with the stream without a reload', async () => {
    const server = club([Role.eventManager]);
    renderApp('/active-nearest-to-pin/4');
    await screen.findByRole('heading', { name: 'Nearest the pin: Monthly Medal: November' });
    const table = screen.getByRole('table', { name: 'Standings' });
    expect(rowsOf(table).map((row) => [row[0], row[3], row[1]])).toEqual([
      ['T1', 'Ann Able', '4 ft 7 in'],
      ['T1', 'Ben Baker', '4 ft 7 in'],
      ['3', 'Cat Cole', '9 ft 2 in'],
      ['–', 'Dan Dunn', 'Not in contention'],
    ]);
    await waitFor(() => expect(server.streams).toHaveLength(1));
    await screen.findByText('Live');
    // Another contest of the tournament moves: this one does not.
    server.send(
      `event: contest\ndata: ${JSON.stringify({ ...seeded, contest: { ...pin, id: 5 }, standings: [] })}\n\n`,
    );
    // A new leader on this one.
    const moved = {
      ...seeded,
      standings: [
        placing(1, 16, 'Eve Evans', 1, 3),
        placing(2, 12, 'Ann Able', 4, 7),
        placing(2, 13, 'Ben Baker', 4, 7),
        placing(4, 14, 'Cat Cole', 9, 2),
        placing(null, 15, 'Dan Dunn', null),
      ],
    };
    server.send(`event: contest\ndata: ${JSON.stringify(moved)}\n\n`);
    await waitFor(() => expect(rowsOf(table)[0]?.slice(0, 2)).toEqual(['1', '1 ft 3 in']));
    expect(rowsOf(table).map((row) => `${row[0]} ${row[3]}`)).toEqual([
      '1 Eve Evans',
      'T2 Ann Able',
      'T2 Ben Baker',
      '4 Cat Cole',
      '– Dan Dunn',
    ]);
    expect(screen.getByRole('link', { name: 'Measure' }).getAttribute('href')).toBe(
      '/active_member_distance/nearest_to_pin/3/25/7',
    );
  });

  it("says so for another club's contest, or a contest of another kind", async () => {
    club([Role.user]);
    renderApp('/active-nearest-to-pin/99');
    await screen.findByText('This contest is not one of your club’s, or no longer exists.');
    cleanup();
    renderApp('/active-longest-drive/4');
    await screen.findByText('This contest is not one of your club’s, or no longer exists.');
  });
});
