import { Role } from '@fairway/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import type { PublishedResultChanges, TournamentResults } from '../../providers/resultsApi';
import { demoClub, demoUser, fakeApi, type FakeRequest } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

const admin = demoUser({ name: 'Alex Admin', courses: [demoClub], roles: () => [Role.admin] });

const tournaments = [
  { id: 7, name: 'Spring Four-Ball', status: 'completed', format: 'fourball', start_date: '2026-04-11' },
];

const fourBall = (corrections: TournamentResults['corrections']): TournamentResults => ({
  tournament_id: 7,
  format: 'fourball',
  basis: 'net',
  calculated_at: '2026-11-29T09:00:00.000Z',
  published: true,
  hidden_holes: [],
  categories: [],
  matches: [],
  teams: [],
  skins: null,
  prizes: [],
  corrections,
});

/** The four-ball's pairs on each player's own card, and a Ryder Cup single whose allowance was corrected. */
const listed: PublishedResultChanges[] = [
  {
    tournament_id: 7,
    tournament_name: 'Spring Four-Ball',
    start_date: '2026-04-11',
    format: 'fourball',
    published_at: '2026-04-11T18:30:00.000Z',
    refusal: null,
    changes: [],
    team_changes: [
      {
        team_id: 31,
        name: 'Ann Birdie & Dee Drive',
        published: { position: 7, position_display: '7', total: 67 },
        recalculated: { position: 8, position_display: '8', total: 68 },
      },
    ],
    match_changes: [],
  },
  {
    tournament_id: 8,
    tournament_name: 'Club Ryder Cup',
    start_date: '2026-05-09',
    format: 'ryder_cup',
    published_at: '2026-05-09T18:30:00.000Z',
    refusal: null,
    changes: [],
    team_changes: [],
    match_changes: [
      {
        round_number: 1,
        group_number: 3,
        name: 'Eagles v Hawks',
        published: { state: '1 UP', winner: 'A', decided: true, points: [1, 0], settlements: [null, null] },
        recalculated: { state: 'AS', winner: null, decided: true, points: [0.5, 0.5], settlements: [null, null] },
      },
    ],
  },
  {
    tournament_id: 9,
    tournament_name: 'India Cup',
    start_date: '2026-06-13',
    format: 'double_peoria_india',
    published_at: '2026-06-13T18:30:00.000Z',
    refusal: 'Results are calculated once play has started and until they are finalised; this tournament is finalised.',
    changes: [],
    team_changes: [],
    match_changes: [],
  },
];

function club() {
  const state = { republished: false };
  return fakeApi((request: FakeRequest) => {
    if (request.path === '/api/tournaments/published_results/changes/') {
      return { status: 200, body: state.republished ? listed.slice(1) : listed };
    }
    if (request.path === '/api/tournaments/7/results/republish/' && request.method === 'POST') {
      state.republished = true;
      const reason = (request.body as { reason: string }).reason;
      return { status: 200, body: fourBall([{ published_at: '2026-11-29T09:00:00.000Z', reason }]) };
    }
    if (request.path === '/api/tournaments/7/results/') return { status: 200, body: fourBall([]) };
    if (request.path === '/api/tournaments/7/recalculate_score_details_for_tournament/') {
      return { status: 404, body: { detail: 'Not found.' } };
    }
    if (request.path === '/api/tournaments/' && request.method === 'GET') {
      return { status: 200, body: { count: 1, next: null, previous: null, results: tournaments } };
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

describe('Results the corrected rules would change', { timeout: 30_000 }, () => {
  it('lists each tournament with its changed lines old and new, and republishes one with the reason asked in the dialog', async () => {
    const requests = club();
    renderApp('/tournament-results?tournament=7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Results the corrected rules would change' }));

    const pairs = await screen.findByRole('table', { name: 'Spring Four-Ball' });
    expect(rowsOf(pairs)).toEqual([
      ['Table', 'Player, team or match', 'Published', 'Recalculated'],
      ['Pairs, teams and sides', 'Ann Birdie & Dee Drive', '7 · 67', '8 · 68'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Club Ryder Cup' }))).toEqual([
      ['Table', 'Player, team or match', 'Published', 'Recalculated'],
      ['Round 1, group 3', 'Eagles v Hawks', 'Side A won 1 UP · 1–0 pts', 'Halved (AS) · 0.5–0.5 pts'],
    ]);
    // A finalised tournament says why it cannot be republished, and offers no Republish.
    const india = screen.getByRole('article', { name: 'India Cup' });
    expect(within(india).getByText(/this tournament is finalised\.$/)).toBeTruthy();
    expect(within(india).queryByRole('button', { name: 'Republish' })).toBeNull();

    // Republish asks for the reason: none is refused in the dialog, before anything is sent.
    const spring = screen.getByRole('article', { name: 'Spring Four-Ball' });
    await user.click(within(spring).getByRole('button', { name: 'Republish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Republish the results of Spring Four-Ball?' });
    await user.click(within(dialog).getByRole('button', { name: 'Republish' }));
    await within(dialog).findByText('Required');
    expect(requests.some((request) => request.path.endsWith('/republish/'))).toBe(false);
    const reason = 'Each player on their own tees’ card';
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), reason);
    await user.click(within(dialog).getByRole('button', { name: 'Republish' }));

    // Published again: the results show why, and the list no longer holds the tournament.
    await screen.findByText(new RegExp(`^Published again .*: ${reason}$`), {}, { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Spring Four-Ball' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Club Ryder Cup' })).toBeTruthy();
    expect(
      requests.filter((request) => request.path.endsWith('/republish/')).map((request) => [request.path, request.body]),
    ).toEqual([['/api/tournaments/7/results/republish/', { reason }]]);
  });
});
