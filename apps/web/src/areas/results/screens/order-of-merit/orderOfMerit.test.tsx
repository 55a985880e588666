import { Role } from '@fairway/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi } from '../../../../test/fakeApi';
import { phoneWidth, renderApp } from '../../../../test/renderApp';

const member = demoUser({ name: 'Morgan Member', courses: [demoClub], roles: () => [Role.member] });

const ordersOfMerit = [
  { tournament_master_id: 3, name: 'Club Championship', period: 'season', best_n: null },
  { tournament_master_id: 2, name: 'Monthly Medal', period: 'rolling_12_months', best_n: 1 },
];

const result = (
  tournament_id: number,
  position: number,
  position_display: string,
  points: number,
  counting: boolean,
) => ({
  tournament_id,
  position,
  position_display,
  points,
  counting,
});

// Two medals, the later a major: Ann's major win counts, her earlier 2nd is not among her best 1.
const medal = {
  tournament_master_id: 2,
  name: 'Monthly Medal',
  period: 'rolling_12_months',
  to: '2026-10-25',
  points_table: [100, 80, 70],
  best_n: 1,
  events: [
    { tournament_id: 6, tournament_name: 'September Medal', end_date: '2026-09-27', weight_percent: 100 },
    { tournament_id: 7, tournament_name: 'October Medal', end_date: '2026-10-25', weight_percent: 200 },
  ],
  standings: [
    {
      position: 1,
      position_display: '1',
      tied: false,
      member_id: 12,
      name: 'Ann Birdie',
      points: 200,
      results: [result(6, 2, '2', 80, false), result(7, 1, '1', 200, true)],
    },
    {
      position: 2,
      position_display: 'T2',
      tied: true,
      member_id: 13,
      name: 'Ben Eagle',
      points: 150,
      results: [result(7, 2, 'T2', 150, true)],
    },
    {
      position: 2,
      position_display: 'T2',
      tied: true,
      member_id: 14,
      name: 'Cal Par',
      points: 150,
      results: [result(7, 2, 'T2', 150, true)],
    },
  ],
  explanation: [
    'Points for 1st to 3rd: 100, 80, 70; a place beyond them earns none.',
    "Each player's best 1 results count.",
  ],
};

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((line) =>
      within(line)
        .queryAllByRole('columnheader')
        .concat(within(line).queryAllByRole('cell'))
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

describe('the order of merit', () => {
  it("shows a member a series' table: each event's points, those not counting in brackets, the total and how it is made", async () => {
    const requests = fakeApi((request) => {
      if (request.path === '/api/tournament_masters/orders_of_merit/') return { status: 200, body: ordersOfMerit };
      if (request.path === '/api/tournament_masters/2/order_of_merit/') return { status: 200, body: medal };
      if (request.path === '/api/tournament_masters/3/order_of_merit/') {
        return {
          status: 200,
          body: { ...medal, tournament_master_id: 3, name: 'Club Championship', events: [], standings: [] },
        };
      }
      return member(request);
    });
    renderApp('/order-of-merit?series=2');
    const table = await screen.findByRole('table', { name: 'Order of Merit' });
    expect(cellsOf(table)).toEqual([
      ['Pos', 'Player', 'September Medal', 'October Medal200 %', 'Points'],
      ['1', 'Ann Birdie', '(80)', '200', '200'],
      ['T2', 'Ben Eagle', '–', '150', '150'],
      ['T2', 'Cal Par', '–', '150', '150'],
    ]);
    expect(screen.getByText('Points for 1st to 3rd: 100, 80, 70; a place beyond them earns none.')).toBeTruthy();
    expect(screen.getByText(/After October Medal/)).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Series' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Club Championship', 'Monthly Medal']);
    fireEvent.click(options[0]!);
    await screen.findByText('No event of Club Championship counting yet has published results.');
    // Nothing only organisers may read: a 403 would end a member's session.
    expect(requests.map((request) => request.path)).not.toContain('/api/tournament_masters/');
  });

  it("puts each player's events under their name on a phone, so the place, the name and the total fit", async () => {
    fakeApi((request) => {
      if (request.path === '/api/tournament_masters/orders_of_merit/') return { status: 200, body: ordersOfMerit };
      if (request.path === '/api/tournament_masters/2/order_of_merit/') return { status: 200, body: medal };
      return member(request);
    });
    renderApp('/order-of-merit?series=2', { width: phoneWidth });
    const table = await screen.findByRole('table', { name: 'Order of Merit' });
    expect(cellsOf(table)).toEqual([
      ['Pos', 'Player', 'Points'],
      ['1', 'Ann BirdieSeptember Medal 2: (80) · October Medal 1: 200', '200'],
      ['T2', 'Ben EagleOctober Medal T2: 150', '150'],
      ['T2', 'Cal ParOctober Medal T2: 150', '150'],
    ]);
  });

  it('says so when no series of the club keeps an order of merit', async () => {
    fakeApi((request) => {
      if (request.path === '/api/tournament_masters/orders_of_merit/') return { status: 200, body: [] };
      return member(request);
    });
    renderApp('/order-of-merit');
    await screen.findByText(
      'No series of the club keeps an order of merit yet: a points table set on a series starts one.',
    );
  });
});
