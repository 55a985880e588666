import { Role } from '@fairway/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import type { ResultMatch, ResultTeam, TournamentResults } from '../../providers/resultsApi';
import { demoClub, demoUser, fakeApi } from '../../../../test/fakeApi';
import { phoneWidth, renderApp } from '../../../../test/renderApp';

const admin = demoUser({ name: 'Alex Admin', courses: [demoClub], roles: () => [Role.admin] });

const tournaments = [
  { id: 21, name: "Captain's Ryder Cup", status: 'completed', format: 'ryder_cup', start_date: '2026-11-14' },
  { id: 22, name: 'Saturday Nassau', status: 'completed', format: 'press_repress', start_date: '2026-11-07' },
  { id: 23, name: 'Winter Team Event', status: 'completed', format: 'team', start_date: '2026-10-31' },
];

const player = (member_id: number, name: string) => ({ member_id, name, playing_handicap: 12 });
const side = (letter: 'A' | 'B', name: string, players: ReturnType<typeof player>[], extra: object) => ({
  side: letter,
  team_id: letter === 'A' ? 1 : 2,
  name,
  players,
  points: null,
  settlement: null,
  ...extra,
});

const answer = (id: number, format: TournamentResults['format'], matches: ResultMatch[], teams: ResultTeam[]) => ({
  tournament_id: id,
  format,
  basis: 'net' as const,
  calculated_at: '2026-11-14T17:02:00.000Z',
  published: true,
  hidden_holes: [],
  categories: [],
  matches,
  teams,
  prizes: [],
  corrections: [],
});

const ryderCup = answer(
  21,
  'ryder_cup',
  [
    {
      round_number: 1,
      group_number: 1,
      format: 'fourball',
      sides: [
        side('A', 'Europe', [player(1, 'Ann Birdie'), player(2, 'Ben Eagle')], { points: 1 }),
        side('B', 'USA', [player(3, 'Cal Par'), player(4, 'Dee Drive')], { points: 0 }),
      ],
      holes_played: 16,
      state: '3&2',
      winner: 'A',
      decided: true,
      bets: [],
    },
    {
      round_number: 2,
      group_number: 1,
      format: 'singles',
      sides: [
        side('A', 'Europe', [player(1, 'Ann Birdie')], { points: 0.5 }),
        side('B', 'USA', [player(3, 'Cal Par')], { points: 0.5 }),
      ],
      holes_played: 18,
      state: 'AS',
      winner: null,
      decided: true,
      bets: [],
    },
  ],
  [
    {
      position: 1,
      position_display: '1',
      tied: false,
      team_id: 1,
      name: 'Europe',
      colour: '#1565c0',
      side: 'A',
      total: 1.5,
      hole_scores: [],
      members: [],
    },
    {
      position: 2,
      position_display: '2',
      tied: false,
      team_id: 2,
      name: 'USA',
      colour: '#c62828',
      side: 'B',
      total: 0.5,
      hole_scores: [],
      members: [],
    },
  ],
);

const bet = (
  span: 'front' | 'back' | 'overall',
  start: number,
  end: number,
  explanation: string,
  pressedBy: 'A' | 'B' | null = null,
) => ({
  span,
  start_hole: start,
  end_hole: end,
  pressed_by: pressedBy,
  winner: 'A' as const,
  lead: 1,
  complete: true,
  explanation,
});

const nassau = answer(
  22,
  'press_repress',
  [
    {
      round_number: 1,
      group_number: 3,
      format: 'singles',
      sides: [
        side('A', 'Ann Birdie', [player(1, 'Ann Birdie')], { team_id: null, settlement: 2 }),
        side('B', 'Cal Par', [player(3, 'Cal Par')], { team_id: null, settlement: -2 }),
      ],
      holes_played: 18,
      state: '2&1',
      winner: 'A',
      decided: true,
      bets: [
        bet('front', 1, 9, 'Front 9 (holes 1-9): won by Ann Birdie 1 UP'),
        bet('front', 5, 9, 'Front 9: press by Cal Par, 2 down, holes 5-9: won by Ann Birdie 1 UP', 'B'),
      ],
    },
  ],
  [],
);

const teamEvent = answer(
  23,
  'team',
  [],
  [
    {
      position: 1,
      position_display: 'T1',
      tied: true,
      team_id: 5,
      name: 'Oaks',
      colour: '#2e7d32',
      side: null,
      total: 141,
      hole_scores: [],
      members: [{ member_id: 1, name: 'Ann Birdie', playing_handicap: 12, counting_holes: [1, 2, 18] }],
    },
    {
      position: 1,
      position_display: 'T1',
      tied: true,
      team_id: 6,
      name: 'Pines',
      colour: '#1565c0',
      side: null,
      total: 141,
      hole_scores: [],
      members: [{ member_id: 3, name: 'Cal Par', playing_handicap: 12, counting_holes: [] }],
    },
  ],
);

function club() {
  return fakeApi((request) => {
    if (request.path === '/api/tournaments/' && request.method === 'GET') {
      return { status: 200, body: { count: 3, next: null, previous: null, results: tournaments } };
    }
    const byPath: Record<string, object> = {
      '/api/tournaments/21/results/': ryderCup,
      '/api/tournaments/22/results/': nassau,
      '/api/tournaments/23/results/': teamEvent,
    };
    if (byPath[request.path]) return { status: 200, body: byPath[request.path] };
    if (request.path === '/api/tournaments/23/team_result_csv/') return { status: 200, body: 'Position,Team' };
    return admin(request);
  });
}

const rowsOf = (table: HTMLElement) =>
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

describe('Tournament Results of the match and team formats', () => {
  it("shows a Ryder Cup's matches with each side's players, result and points, and the sides' totals", async () => {
    club();
    renderApp('/tournament-results?tournament=21');
    const matches = await screen.findByRole('table', { name: 'Matches' });
    expect(rowsOf(matches)).toEqual([
      ['Match', 'Side A', 'Result', 'Side B', 'Points'],
      [
        'Round 1, group 1Four-ball',
        'EuropeAnn Birdie & Ben Eagle',
        'Europe won 3&2',
        'USACal Par & Dee Drive',
        '1 – 0',
      ],
      ['Round 2, group 1Singles', 'EuropeAnn Birdie', 'Halved (AS)', 'USACal Par', '0.5 – 0.5'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Sides' }))).toEqual([
      ['Pos', 'Team', 'Points'],
      ['1', 'Side A: Europe', '1.5'],
      ['2', 'Side B: USA', '0.5'],
    ]);
    expect(screen.queryByRole('button', { name: 'Team CSV' })).toBeNull();
  });

  it("explains a Nassau match's bets and presses, with each side's settlement", async () => {
    club();
    renderApp('/tournament-results?tournament=22');
    const matches = await screen.findByRole('table', { name: 'Matches' });
    expect(rowsOf(matches)[0]).toEqual(['Match', 'Side A', 'Result', 'Side B']);
    const result = within(matches).getAllByRole('cell')[2]!;
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Front 9 (holes 1-9): won by Ann Birdie 1 UP',
      'Front 9: press by Cal Par, 2 down, holes 5-9: won by Ann Birdie 1 UP',
    ]);
    expect(within(result).getByText('Ann Birdie won 2&1')).toBeTruthy();
    expect(within(result).getByText('Settlement in bets: Ann Birdie +2, Cal Par -2')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Team standings' })).toBeNull();
  });

  it('lets an organiser call a press by hand in a Nassau before publication, shows its bet, and removes it', async () => {
    const pressBet = bet(
      'front',
      5,
      9,
      'Front 9: press called by Cal Par after hole 4, holes 5-9: won by Ann Birdie 1 UP',
      'B',
    );
    const unpublished = (bets: ResultMatch['bets']) => ({
      ...nassau,
      published: false,
      matches: nassau.matches.map((match) => ({ ...match, group_id: 31, bets: [match.bets[0]!, ...bets] })),
    });
    let presses: object[] = [];
    const requests = fakeApi((request) => {
      if (request.path === '/api/tournaments/' && request.method === 'GET') {
        return { status: 200, body: { count: 3, next: null, previous: null, results: tournaments } };
      }
      if (request.path === '/api/tournaments/22/results/') return { status: 200, body: unpublished([]) };
      if (request.path === '/api/tournaments/22/calculate_result_for_tournament/') {
        return { status: 200, body: unpublished(presses.length > 0 ? [pressBet] : []) };
      }
      if (request.path === '/api/tournaments/22/match_presses/' && request.method === 'GET') {
        return { status: 200, body: presses };
      }
      if (request.path === '/api/tournaments/22/match_presses/' && request.method === 'POST') {
        const body = request.body as { after_hole: number };
        if (body.after_hole === 9) {
          return {
            status: 400,
            body: { non_field_errors: ["a press is called after a hole from 1 to 8, before the span's last hole"] },
          };
        }
        const press = {
          ...(request.body as object),
          id: 7,
          created_at: '2026-11-07T12:00:00.000Z',
          created_by: 1,
          updated_at: '2026-11-07T12:00:00.000Z',
          updated_by: 1,
          golf_course_id: demoClub.id,
          tournament_id: 22,
          round_number: 1,
          group_number: 3,
          called_by_name: 'Alex Admin',
        };
        presses = [press];
        return { status: 201, body: press };
      }
      if (request.path === '/api/tournaments/22/match_presses/7/' && request.method === 'DELETE') {
        presses = [];
        return { status: 204 };
      }
      return admin(request);
    });
    renderApp('/tournament-results?tournament=22');
    const pressing = await screen.findByRole('region', { name: 'Presses called by hand: Round 1, group 3' });
    fireEvent.mouseDown(within(pressing).getByRole('combobox', { name: 'Pressing side' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cal Par' }));
    const afterHole = within(pressing).getByRole('spinbutton', { name: 'After hole' });
    fireEvent.change(afterHole, { target: { value: '9' } });
    fireEvent.click(within(pressing).getByRole('button', { name: 'Call press' }));
    expect(await within(pressing).findByText(/before the span's last hole/)).toBeTruthy();
    fireEvent.change(afterHole, { target: { value: '4' } });
    fireEvent.click(within(pressing).getByRole('button', { name: 'Call press' }));
    expect(await within(pressing).findByText('Cal Par pressed the Front 9 after hole 4')).toBeTruthy();
    expect(
      requests.find((request) => request.method === 'POST' && request.path === '/api/tournaments/22/match_presses/')
        ?.body,
    ).toEqual({ group_id: 31, span: 'front', after_hole: 9, side: 'B' });
    const result = within(screen.getByRole('table', { name: 'Matches' })).getAllByRole('cell')[2]!;
    await waitFor(() =>
      expect(
        within(result)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Front 9 (holes 1-9): won by Ann Birdie 1 UP',
        'Front 9: press called by Cal Par after hole 4, holes 5-9: won by Ann Birdie 1 UP',
      ]),
    );
    fireEvent.click(within(pressing).getByRole('button', { name: 'Remove the press after hole 4 (Front 9)' }));
    await waitFor(() => expect(within(result).getAllByRole('listitem')).toHaveLength(1));
    expect(within(pressing).queryByText('Cal Par pressed the Front 9 after hole 4')).toBeNull();
  });

  it('gives a phone a card a match, its sides one under the other', async () => {
    club();
    renderApp('/tournament-results?tournament=21', { width: phoneWidth });
    const matches = await screen.findByRole('list', { name: 'Matches' });
    expect(screen.queryByRole('table', { name: 'Matches' })).toBeNull();
    const first = within(matches).getByRole('listitem', { name: 'Round 1, group 1' });
    expect(within(first).getByRole('heading').textContent).toBe('Round 1, group 1 · Four-ball');
    expect(within(first).getByText('Ann Birdie & Ben Eagle')).toBeTruthy();
    expect(within(first).getByText('Europe won 3&2')).toBeTruthy();
    expect(
      within(first)
        .getAllByText(/pts$/)
        .map((points) => points.textContent),
    ).toEqual(['1 pts', '0 pts']);
  });

  it("ranks a team event's teams with each player's counting holes, and downloads the Team CSV", async () => {
    const requests = club();
    const created = vi.fn(() => 'blob:team-result');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    renderApp('/tournament-results?tournament=23');
    const teams = await screen.findByRole('table', { name: 'Team standings' });
    expect(rowsOf(teams)).toEqual([
      ['Pos', 'Team', 'Total'],
      ['T1', 'OaksAnn Birdie: counts on holes 1, 2, 18', '141'],
      ['T1', 'PinesCal Par', '141'],
    ]);
    expect(screen.queryByRole('table', { name: 'Matches' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Team CSV' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(requests.some((request) => request.path === '/api/tournaments/23/team_result_csv/')).toBe(true);
  });
});
