import { Role, tournamentRecord } from '@fairway/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeRequest } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

const admin = demoUser({ name: 'Alex Admin', courses: [demoClub], roles: () => [Role.admin] });
const example = (tournamentRecord.meta()!.examples as Record<string, unknown>[])[0];
const team = (id: number, name: string) => ({
  id,
  tournament_id: 5,
  name,
  captain_member_id: id * 10,
  captain_name: name.replace('Team ', 'Ann '),
  colour: '#1565c0',
  side: null,
  members_count: 4,
  golf_course_id: 1,
  created_at: '2026-11-30T04:00:00Z',
  updated_at: '2026-11-30T04:00:00Z',
});
const page = (rows: unknown[]) => ({
  status: 200,
  body: { count: rows.length, next: null, previous: null, results: rows },
});

/** The tournament page of an event as given, its teams before and after a draw, and the draw's answer. */
function tournamentOf(terms: Record<string, unknown>, drawAnswer: { status: number; body: unknown }) {
  const sent: FakeRequest[] = [];
  let teams = [team(1, 'Team Hand'), team(2, 'Team Made')];
  fakeApi((request) => {
    if (request.method === 'GET' && request.path === '/api/tournaments/5/')
      return { status: 200, body: { ...example, id: 5, ...terms } };
    if (request.path === '/api/tournaments/5/teams/draw/') {
      sent.push(request);
      if (drawAnswer.status === 200) teams = [team(3, 'Team Byrne'), team(4, 'Team Kaur')];
      return drawAnswer;
    }
    if (request.method === 'GET' && request.path === '/api/tournament_teams/') return page(teams);
    if (request.method === 'GET' && /^\/api\/[a-z_]+\/$/.test(request.path) && request.path !== '/api/init/')
      return page([]);
    return admin(request);
  });
  return sent;
}

beforeEach(() => {
  localStorage.clear();
  startSession('token');
  chooseGolfCourse(demoClub);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a tournament's teams tab", () => {
  it('draws ABCD teams for teams of four once the organiser confirms replacing the teams there are', async () => {
    const sent = tournamentOf(
      { format: 'scramble', team_size: 4, status: 'open' },
      {
        status: 200,
        body: {
          seed: 77,
          teams: [
            { id: 3, name: 'Team Byrne', member_ids: [30, 31, 32, 33] },
            { id: 4, name: 'Team Kaur', member_ids: [40, 41, 42, 43] },
          ],
        },
      },
    );
    renderApp('/tournament/5');
    fireEvent.click(await screen.findByRole('tab', { name: 'Teams' }, { timeout: 10_000 }));
    const section = await screen.findByRole('region', { name: 'ABCD teams' });
    await screen.findByText('Team Hand');
    fireEvent.click(within(section).getByRole('button', { name: 'Draw ABCD teams' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText('Replace the 2 teams below with a new draw?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Draw ABCD teams' }));
    await screen.findByText('Drew 2 teams of four (seed 77).');
    await screen.findByText('Team Byrne');
    expect(screen.queryByText('Team Hand')).toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({});
  });

  it("shows the server's refusal and changes nothing, and offers no draw for a closed event or one without teams of four", async () => {
    const sent = tournamentOf(
      { format: 'scramble', team_size: 4, status: 'open' },
      { status: 409, body: { detail: 'ABCD teams need a field of fours: 7 golfers are entered.' } },
    );
    renderApp('/tournament/5');
    fireEvent.click(await screen.findByRole('tab', { name: 'Teams' }, { timeout: 10_000 }));
    const section = await screen.findByRole('region', { name: 'ABCD teams' });
    await screen.findByText('Team Hand');
    fireEvent.click(within(section).getByRole('button', { name: 'Draw ABCD teams' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Draw ABCD teams' }));
    await within(section).findByText('ABCD teams need a field of fours: 7 golfers are entered.');
    expect(screen.getByText('Team Hand')).toBeTruthy();
    expect(sent).toHaveLength(1);
    cleanup();

    tournamentOf({ format: 'scramble', team_size: 4, status: 'completed' }, { status: 200, body: {} });
    renderApp('/tournament/5');
    fireEvent.click(await screen.findByRole('tab', { name: 'Teams' }, { timeout: 10_000 }));
    await screen.findByText('Team Hand');
    expect(screen.queryByRole('region', { name: 'ABCD teams' })).toBeNull();
    cleanup();

    tournamentOf({ format: 'scramble', team_size: 2, status: 'open' }, { status: 200, body: {} });
    renderApp('/tournament/5');
    fireEvent.click(await screen.findByRole('tab', { name: 'Teams' }, { timeout: 10_000 }));
    await screen.findByText('Team Hand');
    expect(screen.queryByRole('region', { name: 'ABCD teams' })).toBeNull();
  });
});
