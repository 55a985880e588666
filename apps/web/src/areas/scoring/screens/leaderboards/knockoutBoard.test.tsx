import { type KnockoutChart, Role } from '@fairway/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { fakeBoard } from '../../../../test/fakeBoards';
import { demoClub, demoUser } from '../../../../test/fakeApi';
import { fakeApiWithStreams } from '../../../../test/fakeStream';
import { phoneWidth, renderApp } from '../../../../test/renderApp';

const member = demoUser({ name: 'Morgan Member', courses: [demoClub], roles: () => [Role.member] });
const board = fakeBoard({ tournament_id: 9, tournament_name: 'Club Championship', format: 'knockout', rows: [] });

const side = (member_id: number, name: string, seed: number) => ({ member_id, name, seed, bye: false });
const unknown = { member_id: null, name: null, seed: null, bye: false };

/** A knockout of four: Ann (1) v Dan (4), Ben (2) v Cat (3), the first match's result as given. */
function chart(first: Partial<KnockoutChart['rounds'][number]['matches'][number]> = {}): KnockoutChart {
  const decided = first.winner_member_id !== undefined;
  return {
    tournament_id: 9,
    drawn: true,
    size: 4,
    seeding: 'handicap',
    seed: null,
    rounds: [
      {
        round: 1,
        name: 'Semi-finals',
        deadline: '2027-05-01',
        matches: [
          {
            bracket: 'main',
            round: 1,
            match: 1,
            deadline: '2027-05-01',
            sides: [side(1, 'Ann Able', 1), side(4, 'Dan Drew', 4)],
            winner_member_id: null,
            decided_by: null,
            result: null,
            played_on: null,
            ...first,
          },
          {
            bracket: 'main',
            round: 1,
            match: 2,
            deadline: '2027-05-01',
            sides: [side(2, 'Ben Baker', 2), side(3, 'Cat Cole', 3)],
            winner_member_id: null,
            decided_by: null,
            result: null,
            played_on: null,
          },
        ],
      },
      {
        round: 2,
        name: 'Final',
        deadline: '2027-06-01',
        matches: [
          {
            bracket: 'main',
            round: 2,
            match: 1,
            deadline: '2027-06-01',
            sides: [decided ? side(4, 'Dan Drew', 4) : unknown, unknown],
            winner_member_id: null,
            decided_by: null,
            result: null,
            played_on: null,
          },
        ],
      },
    ],
    champion_member_id: null,
    champion_name: null,
    consolation: null,
  };
}

const knockoutEvent = (data: KnockoutChart) => `event: knockout\ndata: ${JSON.stringify(data)}\n\n`;

beforeEach(() => {
  localStorage.clear();
  startSession('token');
  chooseGolfCourse(demoClub);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("A knockout's draw chart on the live board", () => {
  it('draws the bracket from the stream and moves the winner on as a match finishes', async () => {
    const server = fakeApiWithStreams((request) => {
      if (request.path === '/api/tournaments/detailed_leaderboard_for_all/') return { status: 200, body: [board] };
      if (request.path === '/api/tournaments/9/detailed_leaderboard/') return { status: 200, body: board };
      if (request.path === '/api/tournaments/9/leaderboard/stream/') return undefined;
      return member(request);
    });
    renderApp('/leader-board-detail?tournament=9', { width: phoneWidth });
    await waitFor(() => expect(server.streams).toHaveLength(1));
    server.send(knockoutEvent(chart()));
    const drawn = await screen.findByRole('region', { name: 'Draw chart' });
    const first = within(drawn).getByRole('listitem', { name: 'Round 1, match 1' });
    expect(first.textContent).toBe('1Ann Able4Dan DrewPlay by 01/05/2027');
    expect(within(drawn).getByRole('listitem', { name: 'Round 2, match 1' }).textContent).toBe(
      'To be decidedTo be decidedPlay by 01/06/2027',
    );
    // A knockout's board has no scores to mark.
    expect(screen.queryByText('Scores on the holes')).toBeNull();
    expect(
      within(drawn)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Semi-finals', 'Final']);
    server.send(
      knockoutEvent(chart({ winner_member_id: 4, decided_by: 'match_won', result: '3&2', played_on: '2027-04-20' })),
    );
    await waitFor(() =>
      expect(within(drawn).getByRole('listitem', { name: 'Round 1, match 1' }).textContent).toBe(
        '1Ann Able4Dan DrewWon 3&2 · 20/04/2027',
      ),
    );
    expect(within(drawn).getByRole('listitem', { name: 'Round 2, match 1' }).textContent).toBe(
      '4Dan DrewTo be decidedPlay by 01/06/2027',
    );
  });

  it("offers a player their own ready match's result, and posts what they enter", async () => {
    const entered = chart({ winner_member_id: 4, decided_by: 'match_won', result: '3&2' });
    const server = fakeApiWithStreams((request) => {
      if (request.path === '/api/tournaments/detailed_leaderboard_for_all/') return { status: 200, body: [board] };
      if (request.path === '/api/tournaments/9/detailed_leaderboard/') return { status: 200, body: board };
      if (request.path === '/api/tournaments/9/leaderboard/stream/') return undefined;
      // The signed-in golfer is Dan Drew.
      if (request.path === '/api/users/current/profile/') return { status: 200, body: { member: { id: 4 } } };
      if (request.path === '/api/tournaments/9/knockout/results/') return { status: 200, body: entered };
      return member(request);
    });
    renderApp('/leader-board-detail?tournament=9', { width: phoneWidth });
    await waitFor(() => expect(server.streams).toHaveLength(1));
    server.send(knockoutEvent(chart()));
    const drawn = await screen.findByRole('region', { name: 'Draw chart' });
    const own = within(drawn).getByRole('listitem', { name: 'Round 1, match 1' });
    await within(own).findByRole('button', { name: 'Enter result' });
    // Another pair's match is theirs to enter.
    expect(within(within(drawn).getByRole('listitem', { name: 'Round 1, match 2' })).queryByRole('button')).toBeNull();
    within(own).getByRole('button', { name: 'Enter result' }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Result of round 1, match 1' });
    within(dialog).getByRole('button', { name: 'Save result' }).click();
    await waitFor(() =>
      expect(server.requests.filter((request) => request.path.endsWith('/knockout/results/'))).toHaveLength(1),
    );
    const posted = server.requests.find((request) => request.path.endsWith('/knockout/results/'))!;
    expect(posted.method).toBe('POST');
    expect(posted.body).toEqual({
      bracket: 'main',
      round: 1,
      match: 1,
      winner_member_id: 1,
      decided_by: 'match_won',
      holes_up: 1,
      holes_to_play: 0,
    });
    await screen.findByText('The result is in: the winner moves on.');
    // Once its result is in, the match offers nothing more.
    server.send(knockoutEvent(entered));
    await waitFor(() => expect(within(own).queryByRole('button')).toBeNull());
  });
});
