import { Role, tournamentRecord, type KnockoutChart } from '@fairway/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeRequest } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

const admin = demoUser({ name: 'Alex Admin', courses: [demoClub], roles: () => [Role.admin] });
const tournament = {
  ...(tournamentRecord.meta()!.examples as Record<string, unknown>[])[0],
  id: 5,
  format: 'knockout',
  start_date: '2027-04-01',
};
const side = (member_id: number, name: string, seed: number) => ({ member_id, name, seed, bye: false });

/** A final of two, Ann (1) v Ben (2), decided as given. */
function final(decided: Partial<KnockoutChart['rounds'][number]['matches'][number]> = {}): KnockoutChart {
  const line = {
    bracket: 'main' as const,
    round: 1,
    match: 1,
    deadline: '2027-04-01',
    sides: [
      side(1, 'Ann Able', 1),
      side(2, 'Ben Baker', 2),
    ] as KnockoutChart['rounds'][number]['matches'][number]['sides'],
    winner_member_id: null,
    decided_by: null,
    result: null,
    played_on: null,
    ...decided,
  };
  return {
    tournament_id: 5,
    drawn: true,
    size: 2,
    seeding: 'handicap',
    seed: null,
    rounds: [{ round: 1, name: 'Final', deadline: '2027-04-01', matches: [line] }],
    champion_member_id: line.winner_member_id,
    champion_name: line.winner_member_id === 2 ? 'Ben Baker' : line.winner_member_id === 1 ? 'Ann Able' : null,
    consolation: null,
  };
}
const notDrawn = { ...final(), drawn: false, size: 0, rounds: [] };

beforeEach(() => {
  localStorage.clear();
  startSession('token');
  chooseGolfCourse(demoClub);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a knockout tournament's tab", () => {
  // The whole tournament page, its tab, the draw and a dialog: longer than a screen's default on a busy machine.
  it('draws the field with a deadline a round, takes a match’s result into the chart, and corrects it with a reason', async () => {
    const sent: FakeRequest[] = [];
    fakeApi((request) => {
      if (request.method === 'GET' && request.path === '/api/tournaments/5/') return { status: 200, body: tournament };
      if (request.path === '/api/tournaments/5/knockout/') return { status: 200, body: notDrawn };
      if (request.path === '/api/tournaments/5/knockout/draw/') {
        sent.push(request);
        return { status: 200, body: final() };
      }
      if (request.path === '/api/tournaments/5/knockout/results/') {
        sent.push(request);
        return { status: 200, body: final({ winner_member_id: 2, decided_by: 'match_won', result: '2&1' }) };
      }
      if (request.path === '/api/tournaments/5/knockout/corrections/') {
        sent.push(request);
        return { status: 200, body: final({ winner_member_id: 1, decided_by: 'conceded', result: 'conceded' }) };
      }
      if (request.method === 'GET' && request.path === '/api/tournament_members/') {
        return { status: 200, body: { count: 2, next: null, previous: null, results: [] } };
      }
      if (request.method === 'GET' && /^\/api\/[a-z_]+\/$/.test(request.path) && request.path !== '/api/init/') {
        return { status: 200, body: { count: 0, next: null, previous: null, results: [] } };
      }
      return admin(request);
    });
    renderApp('/tournament/5');
    fireEvent.click(await screen.findByRole('tab', { name: 'Knockout' }, { timeout: 10_000 }));
    await screen.findByText('The knockout is not drawn yet.');
    // The tournaments' words load with a knockout's, none of them lost.
    expect(screen.queryByText(/resources\.tournaments/)).toBeNull();
    await screen.findByText('1 round, played by 01/04/2027');
    fireEvent.click(screen.getByRole('button', { name: 'Draw' }));
    const chart = await screen.findByRole('region', { name: 'Draw chart' });
    expect(sent[0]!.body).toEqual({ seeding: 'handicap', byes: false, round_deadlines: ['2027-04-01'] });
    fireEvent.click(within(chart).getByRole('button', { name: 'Enter result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Result of round 1, match 1' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Winner' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ben Baker' }));
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Holes up' }), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Holes to play' }), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save result' }));
    await screen.findByText('Champion: Ben Baker');
    expect(sent[1]!.body).toEqual({
      bracket: 'main',
      round: 1,
      match: 1,
      winner_member_id: 2,
      decided_by: 'match_won',
      holes_up: 2,
      holes_to_play: 1,
    });
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Draw chart' })).getByRole('listitem').textContent).toBe(
        '1Ann Able2Ben BakerWon 2&1Correct result',
      ),
    );
    // Once a result is in, the draw stands.
    expect(screen.queryByRole('button', { name: 'Draw' })).toBeNull();

    // The organiser corrects it, saying why: the dialog starts from the result entered.
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Draw chart' })).getByRole('button', { name: 'Correct result' }),
    );
    const correcting = await screen.findByRole('dialog', { name: 'Correct the result of round 1, match 1' });
    expect(within(correcting).getByRole('combobox', { name: 'Winner' }).textContent).toBe('Ben Baker');
    fireEvent.mouseDown(within(correcting).getByRole('combobox', { name: 'Winner' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ann Able' }));
    fireEvent.mouseDown(within(correcting).getByRole('combobox', { name: 'Decided by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Conceded' }));
    within(correcting).getByText('Entered as 2&1. The reason is kept with the correction.');
    fireEvent.change(within(correcting).getByRole('textbox', { name: 'Why it is corrected' }), {
      target: { value: 'Ben conceded on the 16th' },
    });
    fireEvent.click(within(correcting).getByRole('button', { name: 'Save result' }));
    await screen.findByText('Champion: Ann Able');
    expect(sent[2]!.path).toBe('/api/tournaments/5/knockout/corrections/');
    expect(sent[2]!.body).toEqual({
      bracket: 'main',
      round: 1,
      match: 1,
      winner_member_id: 1,
      decided_by: 'conceded',
      reason: 'Ben conceded on the 16th',
    });
  }, 60_000);

  it('shows the consolation bracket under the main draw and enters its match’s result there, naming its winner', async () => {
    type Line = KnockoutChart['rounds'][number]['matches'][number];
    const line = (bracket: Line['bracket'], round: number, sides: Line['sides'], decided: Partial<Line> = {}) => ({
      bracket,
      round,
      match: 1,
      deadline: '2027-05-01',
      sides,
      winner_member_id: null,
      decided_by: null,
      result: null,
      played_on: null,
      ...decided,
    });
    const won = (winner: number) => ({ winner_member_id: winner, decided_by: 'match_won' as const, result: '3&2' });
    const chart = (consolationWinner: number | null): KnockoutChart => ({
      ...final(),
      size: 4,
      rounds: [
        {
          round: 1,
          name: 'Semi-finals',
          deadline: '2027-05-01',
          matches: [
            line('main', 1, [side(1, 'Ann Able', 1), side(4, 'Dan Drew', 4)], won(1)),
            { ...line('main', 1, [side(2, 'Ben Baker', 2), side(3, 'Cat Cole', 3)], won(2)), match: 2 },
          ],
        },
        {
          round: 2,
          name: 'Final',
          deadline: '2027-06-01',
          matches: [line('main', 2, [side(1, 'Ann Able', 1), side(2, 'Ben Baker', 2)])],
        },
      ],
      consolation: {
        rounds: [
          {
            round: 1,
            name: 'Final',
            deadline: '2027-06-01',
            matches: [
              line(
                'consolation',
                1,
                [side(4, 'Dan Drew', 4), side(3, 'Cat Cole', 3)],
                consolationWinner === null
                  ? { deadline: '2027-06-01' }
                  : { deadline: '2027-06-01', winner_member_id: 3, decided_by: 'conceded' },
              ),
            ],
          },
        ],
        champion_member_id: consolationWinner,
        champion_name: consolationWinner === null ? null : 'Cat Cole',
      },
    });
    const sent: FakeRequest[] = [];
    fakeApi((request) => {
      if (request.method === 'GET' && request.path === '/api/tournaments/5/') {
        return { status: 200, body: { ...tournament, consolation_bracket: true } };
      }
      if (request.path === '/api/tournaments/5/knockout/') return { status: 200, body: chart(null) };
      if (request.path === '/api/tournaments/5/knockout/results/') {
        sent.push(request);
        return { status: 200, body: chart(3) };
      }
      if (request.method === 'GET' && /^\/api\/[a-z_]+\/$/.test(request.path) && request.path !== '/api/init/') {
        return { status: 200, body: { count: 0, next: null, previous: null, results: [] } };
      }
      return admin(request);
    });
    renderApp('/tournament/5');
    fireEvent.click(await screen.findByRole('tab', { name: 'Knockout' }, { timeout: 10_000 }));
    const consolation = await screen.findByRole('region', { name: 'Consolation bracket' });
    within(consolation).getByText(
      "The first round's losers play on here, each as their match finishes; a walkover's loser has none.",
    );
    const match = within(consolation).getByRole('listitem', { name: 'Consolation round 1, match 1' });
    expect(match.textContent).toBe('4Dan Drew3Cat ColePlay by 01/06/2027Enter result');
    fireEvent.click(within(match).getByRole('button', { name: 'Enter result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Result of consolation round 1, match 1' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Winner' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cat Cole' }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Decided by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Conceded' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save result' }));
    await within(await screen.findByRole('region', { name: 'Consolation bracket' })).findByText(
      'Consolation: Cat Cole',
    );
    expect(sent[0]!.body).toEqual({
      bracket: 'consolation',
      round: 1,
      match: 1,
      winner_member_id: 3,
      decided_by: 'conceded',
    });
    // The main draw's final is still to play: no champion yet.
    expect(screen.queryByText(/^Champion:/)).toBeNull();
  }, 60_000);
});
