import { Role } from '@fairway/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser } from '../../../../test/fakeApi';
import type { Leaderboard } from '../../providers/leaderboardApi';
import { fakeBoard, fakeHoles, fakeRow, teamLine, type TeamLine } from '../../../../test/fakeBoards';
import { fakeApiWithStreams, sse } from '../../../../test/fakeStream';
import { phoneWidth, renderApp } from '../../../../test/renderApp';

const member = demoUser({ name: 'Morgan Member', courses: [demoClub], roles: () => [Role.member] });

/** The API of a club with the Monthly Medal in play: its board, and its stream. */
function clubWithBoard(board = fakeBoard()) {
  return fakeApiWithStreams((request) => {
    if (request.path === '/api/tournaments/detailed_leaderboard_for_all/') return { status: 200, body: [board] };
    if (request.path === `/api/tournaments/${board.tournament_id}/detailed_leaderboard/`) {
      return { status: 200, body: board };
    }
    if (request.path === `/api/tournaments/${board.tournament_id}/leaderboard/stream/`) return undefined;
    return member(request);
  });
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

type SkinsHole = NonNullable<Leaderboard['skins']>['holes'][number];
const hole = (hole_number: number, more: Partial<SkinsHole>): SkinsHole => ({
  hole_number,
  status: 'not_played',
  holder_member_id: null,
  tied_member_ids: [],
  score: null,
  played: 0,
  skins_at_stake: 1,
  explanation: '',
  ...more,
});
/** A skins game through 4: Ann Able (100) wins the 1st and 2nd, the 3rd and 4th are tied with Ben Baker (101). */
const skins: NonNullable<Leaderboard['skins']> = {
  basis: 'gross',
  ties: 'carry_over',
  holes: [
    hole(1, {
      status: 'won',
      holder_member_id: 100,
      score: 3,
      played: 2,
      explanation: 'Ann Able won 1 skin with the only gross 3.',
    }),
    hole(2, {
      status: 'won',
      holder_member_id: 100,
      score: 2,
      played: 2,
      explanation: 'Ann Able won 1 skin with the only gross 2.',
    }),
    hole(3, {
      status: 'carried',
      tied_member_ids: [100, 101],
      score: 3,
      played: 2,
      explanation: 'Ann Able, Ben Baker tied on gross 3: the skin carries to the next hole.',
    }),
    hole(4, {
      status: 'carried',
      tied_member_ids: [100, 101],
      score: 5,
      played: 2,
      skins_at_stake: 2,
      explanation: 'Ann Able, Ben Baker tied on gross 5: the skin carries to the next hole.',
    }),
    ...fakeHoles.slice(4).map((each, index) => hole(each.hole_number, { skins_at_stake: index === 0 ? 3 : 1 })),
  ],
  players: [{ member_id: 100, name: 'Ann Able', skins: 2, holes_won: [1, 2] }],
  skins_won: 2,
  skins_carried: 2,
  pot_minor: 16_000,
  currency: 'GBP',
};

beforeEach(() => {
  localStorage.clear();
  startSession('token');
  chooseGolfCourse(demoClub);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Leader Board', () => {
  it("shows each board in play, compact, and moves it with the stream's changes without a reload", async () => {
    const server = clubWithBoard();
    renderApp('/leaderboard', { width: phoneWidth });
    const table = await screen.findByRole('table', { name: 'Monthly Medal' });
    expect(rowsOf(table)).toEqual(['1Ann Able-34', '2Ben Baker+34']);
    await waitFor(() => expect(server.streams).toHaveLength(1));
    const board = fakeBoard();
    server.send(sse('snapshot', 10, { version: 10, updated_at: board.updated_at, rows: board.rows }));
    const benBirdies = fakeRow(0, 'Ben Baker', [5, 6, 3, 5, 3, 3, 2, 4, 3, 4, 4, 3, 4, 4, 3, 3, 4, 3], {
      member_id: 201,
      card_signed: false,
    });
    server.send(
      sse('rows', 11, {
        version: 11,
        updated_at: '2026-11-28T10:20:00Z',
        rows: [benBirdies, { ...board.rows[0]!, order: 1, position: 2, position_display: '2' }],
      }),
    );
    await waitFor(() => expect(rowsOf(table)[0]).toBe('1Ben Baker Finished, card not signed yet-6F'));
    expect(rowsOf(table)[1]).toBe('2Ann Able-34');
    expect(screen.getByRole('link', { name: 'Hole by hole' }).getAttribute('href')).toBe(
      '/leader-board-detail?tournament=3',
    );
  });

  it('says so when no tournament is in play', async () => {
    fakeApiWithStreams((request) =>
      request.path === '/api/tournaments/detailed_leaderboard_for_all/' ? { status: 200, body: [] } : member(request),
    );
    renderApp('/leaderboard');
    await screen.findByText(/No tournament is in play at the club right now/);
  });
});

describe('Leader Board Detail', () => {
  it('marks every score by its name, with par and stroke index above, and out, total and to par beside', async () => {
    clubWithBoard();
    renderApp('/leader-board-detail?tournament=3', { width: phoneWidth });
    const region = await screen.findByRole('region', { name: 'Hole by hole' });
    const table = within(region).getByRole('table');
    const [, parRow, indexRow, ann] = within(table).getAllByRole('row');
    expect(
      within(parRow!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1, 12),
    ).toEqual(['4', '4', '3', '5', '4', '4', '3', '5', '4', '36', '4']);
    expect(within(indexRow!).getByRole('rowheader').textContent).toBe('SI');
    const marks = [...ann!.querySelectorAll('[data-mark]')].map((mark) => mark.getAttribute('data-mark'));
    expect(marks).toEqual(['birdie', 'eagle', 'par', 'par']);
    within(ann!).getByText('Hole 1: 3, Birdie');
    within(ann!).getByText('Hole 2: 2, Eagle or better');
    expect(ann!.textContent).toContain('-3');
    const ben = within(table).getAllByRole('row')[4]!;
    expect([...ben.querySelectorAll('[data-mark]')].map((mark) => mark.getAttribute('data-mark'))).toEqual([
      'bogey',
      'double',
      'par',
      'par',
    ]);
    const legend = screen.getByRole('figure');
    for (const words of ['Eagle or better', 'Birdie', 'Par', 'Bogey', 'Double bogey or worse'])
      within(legend).getByText(words);
  });

  it("shows a skins game's holders and skins won and carried, and moves them with the stream", async () => {
    const server = clubWithBoard(fakeBoard({ format: 'skins', skins }));
    renderApp('/leader-board-detail?tournament=3', { width: phoneWidth });
    const holes = await screen.findByRole('table', { name: 'Skins' });
    expect(rowsOf(holes)).toEqual([
      '11Ann Able won 1 skin with the only gross 3.',
      '21Ann Able won 1 skin with the only gross 2.',
      '31Ann Able, Ben Baker tied on gross 3: the skin carries to the next hole.',
      '42Ann Able, Ben Baker tied on gross 5: the skin carries to the next hole.',
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Skins won' }))).toEqual(['Ann Able21, 2']);
    screen.getByText(/^2 skins won, 2 carried to the next hole\. A hole is won by the only lowest score \(gross\)/);
    screen.getByText('Pot: £160.00, shared among the skins won once the last hole is decided.');

    await waitFor(() => expect(server.streams).toHaveLength(1));
    const held = hole(5, {
      status: 'held',
      holder_member_id: 101,
      score: 3,
      played: 1,
      skins_at_stake: 3,
      explanation: 'Ben Baker holds 3 skins with gross 3, 1 of 2 played.',
    });
    server.send(
      sse('rows', 11, {
        version: 11,
        updated_at: '2026-11-28T10:20:00Z',
        rows: [fakeRow(1, 'Ben Baker', [5, 6, 3, 5, 3], { member_id: 101 })],
        skins: { ...skins, holes: skins.holes.map((each) => (each.hole_number === 5 ? held : each)) },
      }),
    );
    await waitFor(() => expect(rowsOf(holes).at(-1)).toBe('53Ben Baker holds 3 skins with gross 3, 1 of 2 played.'));
  });

  it("shows each greensomes side once, named by its partners, with the side's handicap, here and on the TV", async () => {
    const sides = [
      fakeRow(0, 'Side 2 (Ann Able and Cara Cole)', [3, 4], { team_id: 2, playing_handicap: 9 }),
      fakeRow(1, 'Side 1 (Ben Baker and Dan Dunn)', [4, 5], { member_id: 103, team_id: 1, playing_handicap: 14 }),
    ];
    clubWithBoard(fakeBoard({ format: 'greensomes', basis: 'net', bases: ['net'], rows: sides }));
    renderApp('/leader-board-detail?tournament=3');
    const board = await screen.findByRole('table', { name: 'Monthly Medal' });
    expect(within(board).getAllByRole('columnheader')[1]!.textContent).toBe('Side');
    expect(
      within(board)
        .getAllByRole('rowheader')
        .map((name) => name.textContent),
    ).toEqual(['Par', 'SI', 'Side 2 (Ann Able and Cara Cole)Hcp 9', 'Side 1 (Ben Baker and Dan Dunn)Hcp 14']);
    cleanup();

    renderApp('/leaderboard/tv/3');
    const tv = await screen.findByRole('table', { name: 'Monthly Medal' });
    expect(within(tv).getAllByRole('columnheader')[1]!.textContent).toBe('Side');
    expect(rowsOf(tv)).toEqual([
      '1Side 2 (Ann Able and Cara Cole)Hcp 9-12',
      '2Side 1 (Ben Baker and Dan Dunn)Hcp 14+12',
    ]);
  });

  it('heads a scramble board by its teams', async () => {
    const team = fakeRow(0, 'Team 1 (Ann Able and Ben Baker and Cara Cole)', [3], { team_id: 1, playing_handicap: 4 });
    clubWithBoard(fakeBoard({ format: 'scramble', basis: 'stableford', bases: ['stableford'], rows: [team] }));
    renderApp('/leaderboard', { width: phoneWidth });
    const board = await screen.findByRole('table', { name: 'Monthly Medal' });
    expect(within(board).getAllByRole('columnheader')[1]!.textContent).toBe('Team');
    within(board).getByText('Team 1 (Ann Able and Ben Baker and Cara Cole)');
  });

  it("shows its series' order of merit after the board, with this event's points once published, here and on the TV", async () => {
    const merit = (events: { tournament_id: number; tournament_name: string }[]) => ({
      tournament_master_id: 5,
      name: 'Monthly Medal',
      period: 'season',
      to: '2026-11-28',
      points_table: [50, 40, 35],
      best_n: null,
      events: events.map((event) => ({ ...event, end_date: '2026-11-28', weight_percent: 100 })),
      standings: [
        ['Cara Cole', 90, 40],
        ['Ann Able', 85, 50],
        ['Ben Baker', 75, 35],
      ].map(([name, points, here], index) => ({
        position: index + 1,
        position_display: String(index + 1),
        tied: false,
        member_id: 300 + index,
        name: name as string,
        points: points as number,
        results: events.map((event) => ({
          tournament_id: event.tournament_id,
          position: index + 1,
          position_display: String(index + 1),
          points: event.tournament_id === 3 ? (here as number) : 40,
          counting: true,
        })),
      })),
      explanation: [],
    });
    let published = false;
    const board = fakeBoard({ tournament_master_id: 5 });
    fakeApiWithStreams((request) => {
      if (request.path === `/api/tournaments/3/detailed_leaderboard/`) return { status: 200, body: board };
      if (request.path === '/api/tournaments/detailed_leaderboard_for_all/') return { status: 200, body: [board] };
      if (request.path === '/api/tournaments/3/leaderboard/stream/') return undefined;
      if (request.path === '/api/tournament_masters/orders_of_merit/') {
        return {
          status: 200,
          body: [{ tournament_master_id: 5, name: 'Monthly Medal', period: 'season', best_n: null }],
        };
      }
      if (request.path === '/api/tournament_masters/5/order_of_merit/') {
        const october = { tournament_id: 2, tournament_name: 'October Medal' };
        const november = { tournament_id: 3, tournament_name: 'Monthly Medal' };
        return { status: 200, body: merit(published ? [october, november] : [october]) };
      }
      return member(request);
    });
    renderApp('/leader-board-detail?tournament=3');
    const table = await screen.findByRole('table', { name: 'Order of merit: Monthly Medal' });
    screen.getByText('The table after October Medal. This event counts once its results are published.');
    expect(rowsOf(table)).toEqual(['1Cara Cole90', '2Ann Able85', '3Ben Baker75']);
    cleanup();

    published = true;
    renderApp('/leaderboard/tv/3');
    const tv = await screen.findByRole('table', { name: 'Order of merit: Monthly Medal' });
    screen.getByText("The table with this event's points, from its published results.");
    expect(
      within(tv)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Pos', 'Player', 'This event', 'Points']);
    expect(rowsOf(tv)).toEqual(['1Cara Cole4090', '2Ann Able5085', '3Ben Baker3575']);
    screen.getByRole('table', { name: 'Monthly Medal' });
  });

  it('leads from the board of a tournament whose results are published to them, and from no other', async () => {
    const board = fakeBoard();
    const published = (tournament_id: number) => ({
      tournament_id,
      tournament_name: 'Monthly Medal',
      start_date: '2026-11-07',
      format: 'stroke_play',
      tournament_master_id: null,
      tournament_master_name: null,
      published_at: '2026-11-07T18:00:00.000Z',
    });
    for (const [listed, shown] of [
      [[published(board.tournament_id)], true],
      [[published(board.tournament_id + 1)], false],
    ] as const) {
      const { requests } = fakeApiWithStreams((request) => {
        if (request.path === '/api/tournaments/published_results/') return { status: 200, body: listed };
        if (request.path === '/api/tournaments/detailed_leaderboard_for_all/') return { status: 200, body: [] };
        if (request.path === `/api/tournaments/${board.tournament_id}/detailed_leaderboard/`) {
          return { status: 200, body: board };
        }
        if (request.path === `/api/tournaments/${board.tournament_id}/leaderboard/stream/`) return undefined;
        return member(request);
      });
      renderApp(`/leader-board-detail?tournament=${board.tournament_id}`);
      await screen.findByRole('region', { name: 'Hole by hole' });
      await waitFor(() =>
        expect(requests.some((request) => request.path === '/api/tournaments/published_results/')).toBe(true),
      );
      if (shown) {
        const link = await screen.findByRole('link', { name: 'Results' });
        expect(link.getAttribute('href')).toBe(`/tournament-results?tournament=${board.tournament_id}`);
      } else {
        await waitFor(() => expect(screen.queryByRole('link', { name: 'Results' })).toBeNull());
      }
      cleanup();
    }
  });

  it('ranks on the other basis when asked, and gives the club-house TV its public link', async () => {
    const server = clubWithBoard();
    renderApp('/leader-board-detail?tournament=3');
    await screen.findByRole('region', { name: 'Hole by hole' });
    screen.getByRole('button', { name: 'Net' }).click();
    await waitFor(() => expect(server.requests.some((request) => request.search.get('basis') === 'net')).toBe(true));
    // The fake tournament is scored gross only: its board answers gross, and says so.
    await screen.findByText('This tournament is ranked on gross scores only.');
    expect(server.streams.at(-1)?.request.search.get('basis')).toBe('net');
    expect(screen.getByRole('link', { name: /\/leaderboard\/tv\/3$/ })).toBeTruthy();
  });
});

describe('Team Position', () => {
  /** A four-ball in play, as the server ranks it: Oaks through 2 holes, Pines through 1. */
  const fourBall = (more: Partial<Leaderboard> = {}) =>
    fakeBoard({
      tournament_name: 'Winter Four-Ball',
      format: 'fourball',
      teams: [
        { id: 1, name: 'Oaks', colour: '#2e7d32' },
        { id: 2, name: 'Pines', colour: '#1565c0' },
      ],
      rows: [
        fakeRow(0, 'Ann Able', [3, 3], { member_id: 301, team_id: 1 }),
        fakeRow(1, 'Ben Baker', [4, 4], { member_id: 302, team_id: 2 }),
        fakeRow(2, 'Dev Dutt', [4, 5], { member_id: 303, team_id: 1 }),
        fakeRow(3, 'Cara Cole', [5], { member_id: 304, team_id: 2 }),
      ],
      team_counting_scores: 1,
      team_standings: [
        {
          ...teamLine(0, 1, 'Oaks', { position: 1, position_display: '1', thru: 2, to_par: -2 }),
          members: [
            { member_id: 301, name: 'Ann Able', counting_holes: [1, 2] },
            { member_id: 303, name: 'Dev Dutt', counting_holes: [] },
          ],
        },
        {
          ...teamLine(1, 2, 'Pines', { position: 2, position_display: '2', thru: 1, to_par: 0 }),
          members: [
            { member_id: 302, name: 'Ben Baker', counting_holes: [1] },
            { member_id: 304, name: 'Cara Cole', counting_holes: [] },
          ],
        },
      ],
      ...more,
    });

  /** Each line of the teams' table: position, name, score, thru, and the holes whose scores count, marked. */
  const linesOf = (table: HTMLElement) =>
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => {
        const cells = [...row.querySelectorAll('th, td')];
        const marked = cells
          .slice(4, 4 + fakeHoles.length)
          .flatMap((cell, index) => (cell.hasAttribute('data-counts') ? [index + 1] : []));
        return [...cells.slice(0, 4).map((cell) => cell.textContent), marked];
      });

  it("shows the server's team standings, each team's players under it with the scores that count marked", async () => {
    clubWithBoard(fourBall());
    renderApp('/team-position?tournament=3');
    const table = await screen.findByRole('table', { name: 'Winter Four-Ball' });
    expect(linesOf(table)).toEqual([
      ['1', 'Oaks', '-2', '2', []],
      ['', 'Ann Able', '-2', '2', [1, 2]],
      ['', 'Dev Dutt', '+1', '2', []],
      ['2', 'Pines', 'E', '1', []],
      ['', 'Ben Baker', 'E', '2', [1]],
      ['', 'Cara Cole', '+1', '1', []],
    ]);
    screen.getByText('The best score of each team counts on each hole, marked below.');
    within(table).getAllByText('counts for the team');
  });

  it('moves the standings as the stream sends them, without reading the board again', async () => {
    const served = fourBall();
    const server = clubWithBoard(served);
    renderApp('/team-position?tournament=3');
    const table = await screen.findByRole('table', { name: 'Winter Four-Ball' });
    await waitFor(() => expect(server.streams).toHaveLength(1));
    const [oaks, pines] = served.team_standings as [TeamLine, TeamLine];
    const caraBirdies = fakeRow(3, 'Cara Cole', [5, 3], { member_id: 304, team_id: 2 });
    server.send(
      sse('rows', 11, {
        version: 11,
        updated_at: '2026-11-28T10:20:00Z',
        rows: [caraBirdies],
        team_standings: [
          { ...pines, order: 0, position: 1, position_display: 'T1', tied: true, thru: 2, to_par: -1 },
          { ...oaks, order: 1, position: 1, position_display: 'T1', tied: true, to_par: -1 },
        ],
      }),
    );
    await waitFor(() => expect(linesOf(table)[0]!.slice(0, 4)).toEqual(['T1', 'Pines', '-1', '2']));
    // A change that moves no team keeps the standings the page has.
    server.send(sse('rows', 12, { version: 12, updated_at: '2026-11-28T10:21:00Z', rows: [] }));
    await waitFor(() => expect(linesOf(table)[0]!.slice(0, 4)).toEqual(['T1', 'Pines', '-1', '2']));
    expect(
      server.requests.filter((request) => request.path === '/api/tournaments/3/detailed_leaderboard/'),
    ).toHaveLength(1);
  });

  it("shows a Ryder Cup's points and each match as the server gives them, and moves them with the stream", async () => {
    const teams = [
      { id: 1, name: "Captain's XII", colour: '#1565c0' },
      { id: 2, name: "Vice-Captain's XII", colour: '#c62828' },
    ];
    const match = (group: number, state: string, more: Partial<Leaderboard['matches'][number]> = {}) => ({
      group_number: group,
      format: 'fourball' as const,
      sides: [
        { team_id: 1, names: [`A${group} One`, `A${group} Two`] },
        { team_id: 2, names: [`B${group} One`, `B${group} Two`] },
      ],
      thru: 0,
      state,
      leader_team_id: null,
      decided: false,
      ...more,
    });
    const server = clubWithBoard(
      fakeBoard({
        format: 'ryder_cup',
        teams,
        matches: [match(1, '3&2', { thru: 16, leader_team_id: 1, decided: true }), match(2, 'AS', { thru: 4 })],
        match_points: [
          { team_id: 1, points: 1 },
          { team_id: 2, points: 0 },
        ],
      }),
    );
    renderApp('/team-position?tournament=3', { width: phoneWidth });
    const table = await screen.findByRole('table', { name: 'Matches' });
    const lines = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        );
    expect(lines()).toEqual([
      ['A1 OneA1 Two', "3&2 Captain's XII", 'B1 OneB1 Two', 'F'],
      ['A2 OneA2 Two', 'AS', 'B2 OneB2 Two', '4'],
    ]);
    expect(screen.getByTestId('points-1').textContent).toBe('1');
    await waitFor(() => expect(server.streams).toHaveLength(1));
    server.send(
      sse('rows', 11, {
        version: 11,
        updated_at: '2026-11-28T10:20:00Z',
        rows: [],
        matches: [
          match(1, '3&2', { thru: 16, leader_team_id: 1, decided: true }),
          match(2, '1 UP', { thru: 5, leader_team_id: 2 }),
        ],
        match_points: [
          { team_id: 1, points: 1 },
          { team_id: 2, points: 0 },
        ],
      }),
    );
    await waitFor(() => expect(lines()[1]).toEqual(['A2 OneA2 Two', "1 UP Vice-Captain's XII", 'B2 OneB2 Two', '5']));
  });

  it('says an individual event has no team standings', async () => {
    clubWithBoard();
    renderApp('/team-position?tournament=3');
    await screen.findByText('No team standings: this is an individual event.');
  });
});

describe("the club-house TV's board", () => {
  it('shows a public board without signing in, in pages it turns by itself', async () => {
    localStorage.clear();
    const field = Array.from({ length: 25 }, (_, index) => fakeRow(index, `Player ${index + 1}`, [4, 4]));
    const server = clubWithBoard(fakeBoard({ rows: field }));
    renderApp('/leaderboard/tv/3?seconds=3');
    await screen.findByRole('heading', { name: 'Monthly Medal' });
    const table = screen.getByRole('table', { name: 'Monthly Medal' });
    expect(rowsOf(table)[0]).toBe('1Player 1E2');
    screen.getByText('Page 1 of 3');
    await screen.findByText('Page 2 of 3', {}, { timeout: 5000 });
    expect(rowsOf(table)[0]).toBe('11Player 11E2');
    const boardRequest = server.requests.find((request) => request.path === '/api/tournaments/3/detailed_leaderboard/');
    expect(boardRequest?.headers.get('Authorization')).toBeNull();
  });

  it("shows a skins game's holes beside the board, who holds each, the skins won and carried and the pot, live", async () => {
    localStorage.clear();
    const server = clubWithBoard(fakeBoard({ format: 'skins', skins }));
    renderApp('/leaderboard/tv/3');
    const holes = await screen.findByRole('table', { name: 'Skins' });
    screen.getByRole('table', { name: 'Monthly Medal' });
    screen.getByText('2 won · 2 carried · pot £160.00');
    expect(rowsOf(holes).slice(0, 6)).toEqual([
      '11Ann Able won',
      '21Ann Able won',
      '31Tied: carried',
      '42Tied: carried',
      '53',
      '61',
    ]);
    await waitFor(() => expect(server.streams).toHaveLength(1));
    server.send(
      sse('rows', 11, {
        version: 11,
        updated_at: '2026-11-28T10:20:00Z',
        rows: [fakeRow(1, 'Ben Baker', [5, 6, 3, 5, 3], { member_id: 101 })],
        skins: {
          ...skins,
          holes: skins.holes.map((each) =>
            each.hole_number === 5
              ? { ...each, status: 'held' as const, holder_member_id: 101, score: 3, played: 1, skins_at_stake: 3 }
              : each,
          ),
        },
      }),
    );
    await waitFor(() => expect(rowsOf(holes)[4]).toBe('53Ben Baker holds'));
  });

  it("says when the board last changed in the club's date format and on its 24-hour clock, without signing in", async () => {
    localStorage.clear();
    clubWithBoard(
      fakeBoard({ club_date_format: 'DD-MM-YYYY', club_time_zone: 'Asia/Kolkata', updated_at: '2026-11-28T13:42:00Z' }),
    );
    renderApp('/leaderboard/tv/3');
    await screen.findByText('Updated 28-11-2026 19:12');
  });

  it('says a board that is not public is not public to a visitor who has not signed in', async () => {
    localStorage.clear();
    fakeApiWithStreams(() => ({ status: 404, body: { detail: 'Not found.' } }));
    renderApp('/leaderboard/tv/3');
    await screen.findByText('This board is not public. Sign in to see it, or ask the club to show it to everyone.');
    expect(screen.queryByText('No such board.')).toBeNull();
  });
});
