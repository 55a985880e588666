import { Role } from '@fairway/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import type { TournamentResults } from '../../providers/resultsApi';
import { demoClub, demoUser, fakeApi, type FakeRequest } from '../../../../test/fakeApi';
import { fakeBoard } from '../../../../test/fakeBoards';
import { fakeApiWithStreams } from '../../../../test/fakeStream';
import { phoneWidth, renderApp } from '../../../../test/renderApp';

const admin = demoUser({ name: 'Alex Admin', courses: [demoClub], roles: () => [Role.admin] });
const member = demoUser({ name: 'Morgan Member', courses: [demoClub], roles: () => [Role.member] });

const tournaments = [
  { id: 7, name: 'November Stableford', status: 'in_progress', format: 'stableford', start_date: '2026-11-21' },
  { id: 5, name: 'Spring Medal', status: 'completed', format: 'stroke_play', start_date: '2026-04-11' },
  { id: 9, name: 'Christmas Foursomes', status: 'open', format: 'stroke_play', start_date: '2026-12-19' },
];

const row = (position: number, display: string, member: number, name: string, points: number, countback = '') => ({
  position,
  position_display: display,
  tied: display.startsWith('T'),
  member_id: member,
  team_id: null,
  name,
  playing_handicap: member === 12 ? -1 : 18,
  peoria_handicap: null,
  gross: null,
  net: null,
  points,
  countback,
});

const stableford = (published: boolean): TournamentResults => ({
  tournament_id: 7,
  format: 'stableford',
  basis: 'stableford',
  calculated_at: '2026-11-21T17:02:00.000Z',
  published,
  hidden_holes: [],
  categories: [
    {
      category: 'Men',
      rows: [
        row(1, '1', 11, 'Ann Birdie', 40),
        row(2, '2', 12, 'Ben Eagle', 38, 'better last 9: 20 v 18'),
        row(3, '3', 13, 'Cal Par', 38),
      ],
    },
    { category: 'Ladies', rows: [row(1, 'T1', 14, 'Dee Drive', 36, 'tie stands: level on the last 9, 6, 3 and 1')] },
  ],
  matches: [],
  teams: [],
  skins: null,
  prizes: [
    {
      id: 3,
      prize_type_id: 5,
      prize_type_name: 'Stableford Winner',
      category: 'Men',
      position: 1,
      description: 'The Autumn Quaich',
      value_minor: 5000,
      currency: 'GBP',
      winner_member_id: published ? 11 : null,
      winner_team_id: null,
      winner_name: published ? 'Ann Birdie' : null,
    },
  ],
  corrections: [],
});

/** Ann Birdie's card corrected: two points fewer, Ben Eagle wins. */
const correction = {
  tournament_id: 7,
  published_at: '2026-11-21T17:05:00.000Z',
  recalculated_at: '2026-11-22T09:00:00.000Z',
  changes: [
    {
      category: 'Men',
      member_id: 12,
      name: 'Ben Eagle',
      published: { position: 2, position_display: '2', gross: null, net: null, points: 38 },
      recalculated: { position: 1, position_display: '1', gross: null, net: null, points: 38 },
    },
    {
      category: 'Men',
      member_id: 11,
      name: 'Ann Birdie',
      published: { position: 1, position_display: '1', gross: null, net: null, points: 40 },
      recalculated: { position: 3, position_display: 'T2', gross: null, net: null, points: 37 },
    },
  ],
  team_changes: [],
  match_changes: [],
  results: stableford(false),
};

function club(state: { results: TournamentResults | null; corrected?: boolean }) {
  return fakeApi((request: FakeRequest) => {
    if (request.path === '/api/tournaments/7/recalculate_score_details_for_tournament/') {
      if (request.method === 'POST') state.corrected = true;
      return state.corrected ? { status: 200, body: correction } : { status: 404, body: { detail: 'Not found.' } };
    }
    if (request.path === '/api/tournaments/7/results/publish/' && state.corrected) {
      state.corrected = false;
      state.results = { ...stableford(true), calculated_at: correction.recalculated_at };
      return { status: 200, body: state.results };
    }
    if (request.path === '/api/tournaments/' && request.method === 'GET') {
      return { status: 200, body: { count: 3, next: null, previous: null, results: tournaments } };
    }
    if (request.path === '/api/tournaments/7/results/') {
      return state.results ? { status: 200, body: state.results } : { status: 404, body: { detail: 'Not found.' } };
    }
    if (request.path === '/api/tournaments/7/calculate_result_for_tournament/' && request.method === 'POST') {
      state.results = stableford(false);
      return { status: 200, body: state.results };
    }
    if (request.path === '/api/tournaments/7/results/publish/' && request.method === 'POST') {
      state.results = stableford(true);
      return { status: 200, body: state.results };
    }
    return admin(request);
  });
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((line) =>
      within(line)
        .queryAllByRole('cell')
        .concat(within(line).queryAllByRole('columnheader'))
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

describe('Tournament Results', () => {
  it('calculates the latest played tournament, shows each category with its countback, and publishes once', async () => {
    const state = { results: null as TournamentResults | null };
    const requests = club(state);
    renderApp('/tournament-results', { width: phoneWidth });
    await screen.findByText('The results of November Stableford have not been calculated yet.');
    // Only tournaments in play or played are offered.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tournament' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['November Stableford', 'Spring Medal']);
    fireEvent.keyDown(options[0]!, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    const men = await screen.findByRole('table', { name: 'Men' });
    expect(rowsOf(men)).toEqual([
      ['Pos', 'Player', 'Points', 'HC'],
      ['1', 'Ann Birdie', '40', '18'],
      ['2', 'Ben Eaglebetter last 9: 20 v 18', '38', '+1'],
      ['3', 'Cal Par', '38', '18'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Ladies' }))[1]).toEqual([
      'T1',
      'Dee Drivetie stands: level on the last 9, 6, 3 and 1',
      '36',
      '18',
    ]);
    expect(screen.getByText('Not published: only the organisers see these results')).toBeTruthy();
    expect(screen.getByText('Stableford, ranked on Stableford points')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await screen.findByText('Published');
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Calculate again' })).toBeNull();
    // The prizes with the winners publication gave them, and the sheet to print.
    expect(rowsOf(await screen.findByRole('table', { name: 'Prizes' }))).toEqual([
      ['Prize', 'For', 'Value', 'Winner'],
      ['Stableford WinnerThe Autumn Quaich', 'Men, 1st', '£50.00', 'Ann Birdie'],
    ]);
    expect(screen.getByRole('button', { name: 'PDF' })).toBeTruthy();

    // A card corrected: recalculated, what changed shown against the published results, published again.
    fireEvent.click(screen.getByRole('button', { name: 'Recalculate after a correction' }));
    const changes = await screen.findByRole('table', { name: 'Recalculate after a correction' });
    expect(rowsOf(changes)).toEqual([
      ['Table', 'Player', 'Published', 'Recalculated'],
      ['Men', 'Ben Eagle', '2 · 38 pts', '1 · 38 pts'],
      ['Men', 'Ann Birdie', '1 · 40 pts', 'T2 · 37 pts'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Publish again' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Publish again' })).toBeNull());
    expect(screen.queryByRole('table', { name: 'Recalculate after a correction' })).toBeNull();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/api/tournaments/7/calculate_result_for_tournament/',
      '/api/tournaments/7/results/publish/',
      '/api/tournaments/7/recalculate_score_details_for_tournament/',
      '/api/tournaments/7/results/publish/',
    ]);
  });

  it("says the server's refusal in its own words and keeps the page", async () => {
    const requests = fakeApi((request) => {
      if (request.path === '/api/tournaments/' && request.method === 'GET') {
        return { status: 200, body: { count: 1, next: null, previous: null, results: [tournaments[0]] } };
      }
      if (request.path === '/api/tournaments/7/results/') return { status: 404, body: { detail: 'Not found.' } };
      if (request.path === '/api/tournaments/7/calculate_result_for_tournament/') {
        return {
          status: 400,
          body: {
            non_field_errors: [
              'Scores are missing (mark these players no return, or complete their cards): Ann Birdie, hole 7.',
            ],
          },
        };
      }
      return admin(request);
    });
    renderApp('/tournament-results?tournament=7');
    fireEvent.click(await screen.findByRole('button', { name: 'Calculate' }));
    await screen.findByText(/Scores are missing .*: Ann Birdie, hole 7\./);
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeTruthy();
  });

  it('lets a member read the published results only, with the sheet but no calculation, opened from a link', async () => {
    const published = (id: number, name: string, start_date: string) => ({
      tournament_id: id,
      tournament_name: name,
      start_date,
      format: 'stableford',
      tournament_master_id: 2,
      tournament_master_name: 'Monthly Stableford',
      published_at: `${start_date}T18:00:00.000Z`,
    });
    const requests = fakeApi((request) => {
      if (request.path === '/api/tournaments/published_results/') {
        return {
          status: 200,
          body: [published(8, 'December Stableford', '2026-12-05'), published(7, 'November Stableford', '2026-11-21')],
        };
      }
      if (request.path === '/api/tournaments/7/results/') return { status: 200, body: stableford(true) };
      return member(request);
    });
    // The link of the results mail and of a completed tournament's board.
    renderApp('/tournament-results?tournament=7', { width: phoneWidth });
    const men = await screen.findByRole('table', { name: 'Men' });
    expect(rowsOf(men)[2]).toEqual(['2', 'Ben Eaglebetter last 9: 20 v 18', '38', '+1']);
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PDF' })).toBeTruthy();
    expect(rowsOf(await screen.findByRole('table', { name: 'Prizes' }))[1]).toContain('Ann Birdie');
    for (const organisers of ['Calculate', 'Calculate again', 'Publish', 'Recalculate after a correction']) {
      expect(screen.queryByRole('button', { name: organisers })).toBeNull();
    }
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tournament' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['December Stableford', 'November Stableford']);
    // A member never asks for what only organisers may read (a 403 would end the session).
    const paths = requests.map((request) => request.path);
    expect(paths).not.toContain('/api/tournaments/');
    expect(paths.filter((path) => path.includes('recalculate'))).toEqual([]);
  });
});

describe("a public tournament's results at its public link", () => {
  /** The API as a visitor who is not signed in sees it: the public board of tournament 7, and its results if any. */
  function publicLink(results: TournamentResults | null) {
    localStorage.clear();
    const board = fakeBoard({ tournament_id: 7, tournament_name: 'November Stableford', round_status: 'completed' });
    return fakeApiWithStreams((request) => {
      if (request.path === '/api/tournaments/7/detailed_leaderboard/') return { status: 200, body: board };
      if (request.path === '/api/tournaments/7/leaderboard/stream/') return undefined;
      if (request.path === '/api/tournaments/7/results/') {
        return results ? { status: 200, body: results } : { status: 404, body: { detail: 'Not found.' } };
      }
      return { status: 401, body: { detail: 'Authentication credentials were not provided.' } };
    });
  }

  it('links the TV board to the published results, which a visitor reads without signing in', async () => {
    const server = publicLink(stableford(true));
    renderApp('/leaderboard/tv/7', { width: phoneWidth });
    fireEvent.click(await screen.findByRole('link', { name: 'Results' }));
    await screen.findByRole('heading', { name: 'Results: November Stableford' });
    expect(rowsOf(await screen.findByRole('table', { name: 'Men' }))).toEqual([
      ['Pos', 'Player', 'Points', 'HC'],
      ['1', 'Ann Birdie', '40', '18'],
      ['2', 'Ben Eaglebetter last 9: 20 v 18', '38', '+1'],
      ['3', 'Cal Par', '38', '18'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Ladies' }))[1]![1]).toBe(
      'Dee Drivetie stands: level on the last 9, 6, 3 and 1',
    );
    expect(rowsOf(screen.getByRole('table', { name: 'Prizes' }))[1]![3]).toBe('Ann Birdie');
    expect(screen.getByRole('button', { name: 'PDF' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Live board' }).getAttribute('href')).toBe('/leaderboard/tv/7');
    // No organiser's control, and nothing asked with a token.
    expect(screen.queryByRole('button', { name: /Publish|Calculate/ })).toBeNull();
    expect(server.requests.every((request) => request.headers.get('Authorization') === null)).toBe(true);
  });

  it('says plainly that results are not published, and shows none, while the server does not give them', async () => {
    publicLink(null);
    renderApp('/leaderboard/tv/7/results');
    await screen.findByText('The results of this tournament are not published.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'PDF' })).toBeNull();
    cleanup();
    // The TV board of a tournament without published results offers no link to them.
    publicLink(null);
    renderApp('/leaderboard/tv/7');
    await screen.findByRole('heading', { name: 'November Stableford' });
    expect(screen.queryByRole('link', { name: 'Results' })).toBeNull();
  });

  it("shows a skins game's winners and each hole's skin in words", async () => {
    const skinsDay: TournamentResults = {
      ...stableford(true),
      format: 'skins',
      basis: 'net',
      categories: [],
      prizes: [],
      skins: {
        holes: [
          {
            hole_number: 1,
            status: 'carried',
            member_ids: [11, 12],
            score: 3,
            skins: 0,
            value_minor: 0,
            explanation: 'Ann Birdie, Ben Eagle tied on net 3: the skin carries to the next hole.',
          },
          {
            hole_number: 2,
            status: 'won',
            member_ids: [12],
            score: 2,
            skins: 2,
            value_minor: 5000,
            explanation: 'Ben Eagle won 2 skins with the only net 2.',
          },
        ],
        players: [{ member_id: 12, name: 'Ben Eagle', skins: 2, holes_won: [2], amount_minor: 5000 }],
        skins_won: 2,
        pot_minor: 5000,
        unawarded_minor: 0,
      },
    };
    club({ results: skinsDay });
    renderApp('/tournament-results', { width: phoneWidth });
    const winners = await screen.findByRole('table', { name: 'Skins won' });
    expect(rowsOf(winners)).toEqual([
      ['Player', 'Skins', 'Holes won', 'Won'],
      ['Ben Eagle', '2', '2', '£50.00'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Skins hole by hole' }))).toEqual([
      ['Hole', 'What became of the skin', 'Value'],
      ['1', 'Ann Birdie, Ben Eagle tied on net 3: the skin carries to the next hole.', '–'],
      ['2', 'Ben Eagle won 2 skins with the only net 2.', '£50.00'],
    ]);
    expect(screen.getByText('2 skins won of a pot of £50.00; £0.00 not won.')).toBeTruthy();
  });

  it("shows a scramble team's drives used under its name, a shortfall in words", async () => {
    const scramble: TournamentResults = {
      ...stableford(true),
      format: 'scramble',
      categories: [
        {
          category: '',
          rows: [
            {
              ...row(1, '1', 11, 'Drivers (Ann Birdie and Ben Eagle)', 44),
              drives: 'Drives used: Ann Birdie 10, Ben Eagle 8; at least 4 each: met.',
            },
            {
              ...row(2, '2', 13, 'Putters (Cal Par and Dee Drive)', 41),
              drives: 'Drives used: Cal Par 15, Dee Drive 3; at least 4 each: Dee Drive 1 short, the minimum not met.',
            },
          ],
        },
      ],
      prizes: [],
    };
    club({ results: scramble });
    renderApp('/tournament-results', { width: phoneWidth });
    const table = await screen.findByRole('table', { name: 'Whole field' });
    expect(rowsOf(table).map((line) => line[1])).toEqual([
      'Player',
      'Drivers (Ann Birdie and Ben Eagle)Drives used: Ann Birdie 10, Ben Eagle 8; at least 4 each: met.',
      'Putters (Cal Par and Dee Drive)Drives used: Cal Par 15, Dee Drive 3; at least 4 each: Dee Drive 1 short, the minimum not met.',
    ]);
  });

  it("names a knockout's champion and its consolation bracket's winner, each table apart", async () => {
    const placed = (position: number, member: number, name: string) => ({
      ...row(position, String(position), member, name, 0),
      points: null,
    });
    const knockout: TournamentResults = {
      ...stableford(true),
      format: 'knockout',
      basis: 'net',
      categories: [
        { category: '', rows: [placed(1, 4, 'Ann Birdie'), placed(2, 9, 'Ben Eagle')] },
        { category: 'Consolation', rows: [placed(1, 12, 'Cal Par'), placed(2, 15, 'Dee Drive')] },
      ],
      prizes: [],
    };
    club({ results: knockout });
    renderApp('/tournament-results', { width: phoneWidth });
    await screen.findByText('Champion: Ann Birdie');
    screen.getByText('Consolation: Cal Par');
    expect(rowsOf(await screen.findByRole('table', { name: 'Consolation' })).map((line) => line[1])).toEqual([
      'Player',
      'Cal Par',
      'Dee Drive',
    ]);
  });
});
