import { Role, tournamentRecord } from '@fairway/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

const admin = demoUser({ name: 'Alex Admin', courses: [demoClub], roles: () => [Role.admin] });
const tournament = { ...(tournamentRecord.meta()!.examples as Record<string, unknown>[])[0], id: 5, rounds_count: 2 };
const round = (id: number, number: number, day: string) => ({
  id,
  golf_course_id: demoClub.id,
  tournament_id: 5,
  round_number: number,
  play_date: day,
  player_round_section_id: null,
  player_round_section_name: null,
  start_type: 'tee_times',
  status: 'scheduled',
  groups_count: 0,
  players_count: 0,
});

beforeEach(() => {
  localStorage.clear();
  startSession('token');
  chooseGolfCourse(demoClub);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a tournament's rounds", () => {
  it('suggests the round after its last, on that round’s day, for a round added by hand', async () => {
    fakeApi((request) => {
      if (request.method === 'GET' && request.path === '/api/tournaments/5/') return { status: 200, body: tournament };
      if (request.method === 'GET' && request.path === '/api/player_rounds/') {
        const results = [round(11, 1, '2026-11-28'), round(12, 2, '2026-11-29')];
        return { status: 200, body: { count: 2, next: null, previous: null, results } };
      }
      if (request.method === 'GET' && /^\/api\/[a-z_]+\/$/.test(request.path) && request.path !== '/api/init/') {
        return { status: 200, body: { count: 0, next: null, previous: null, results: [] } };
      }
      return admin(request);
    });
    renderApp('/tournament/5');
    fireEvent.click(await screen.findByRole('tab', { name: 'Rounds' }, { timeout: 10_000 }));
    const panel = await screen.findByTestId('sub-list-player_rounds');
    await within(panel).findByText('2');
    fireEvent.click(within(panel).getByRole('button', { name: /^Add/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole<HTMLInputElement>('spinbutton', { name: /^Round/ }).value).toBe('3');
    // A date field shows its day, month and year sections with their separators.
    expect(within(dialog).getByRole('group', { name: /^Day/ }).firstElementChild?.textContent).toBe('29/11/2026');
  });
});
