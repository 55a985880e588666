import { Role } from '@fairway/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, getSession, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeRequest } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

const today = {
  golf_course_name: 'Fairway Demo Golf Club',
  terminal_name: 'Club-house lobby',
  today: '2026-11-29',
  competitions: [
    {
      player_round_id: 52,
      tournament_name: 'Monthly Medal: November',
      field: [
        { member_id: 12, name: 'Ann Baker' },
        { member_id: 14, name: 'Ben Carter' },
      ],
    },
  ],
};
const signedIn = {
  player_round_id: 52,
  tournament_name: 'Monthly Medal: November',
  member_id: 12,
  member_name: 'Ann Baker',
  group_number: 3,
  tee_time: '07:46',
  starting_hole: 1,
  playing_handicap: 14,
  signed_in_at: '2026-11-29T07:31:12Z',
};

/** The terminal's side of the API: today's field, and a sign-in that takes FD-0012 and refuses anything else. */
function terminalApi(request: FakeRequest) {
  if (request.headers.get('x-terminal-token') !== 'terminal-token') return undefined;
  if (request.path === '/api/terminal/today/') return { status: 200, body: today };
  if (request.path === '/api/terminal/sign_in/') {
    const { membership_number } = request.body as { membership_number: string };
    return membership_number === 'FD-0012'
      ? { status: 200, body: signedIn }
      : {
          status: 400,
          body: {
            membership_number: ['That is not your membership number: 4 tries left before the terminal makes you wait.'],
          },
        };
  }
  if (request.path === '/api/terminal/sign_in_by_number/') {
    const { membership_number } = request.body as { membership_number: string };
    return membership_number === 'FD-0012'
      ? { status: 200, body: signedIn }
      : {
          status: 400,
          body: {
            membership_number: [
              "No one in today's competitions has that membership number: 4 tries left before the terminal makes you wait.",
            ],
          },
        };
  }
  return undefined;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the club-house terminal', { timeout: 30_000 }, () => {
  it('is opened by a club admin, whose session then ends on the screen', async () => {
    startSession('admin-token');
    chooseGolfCourse(demoClub);
    const admin = demoUser({ name: 'Alex', courses: [demoClub], roles: () => [Role.admin] });
    const requests = fakeApi((request) => {
      if (request.path === '/api/club_terminals/' && request.method === 'POST') {
        const { name } = request.body as { name: string };
        return {
          status: 201,
          body: { id: 3, name, created_at: '2026-11-29T07:00:00Z', revoked_at: null, token: 'terminal-token' },
        };
      }
      if (request.path === '/api/club_terminals/') return { status: 200, body: [] };
      if (request.path === '/auth/token/logout') return { status: 204 };
      return terminalApi(request) ?? admin(request);
    });
    renderApp('/terminal');
    await screen.findByRole('heading', { level: 1, name: 'Club-house Terminal' });
    const name = await screen.findByRole('textbox', { name: 'Where this screen stands' });
    fireEvent.change(name, { target: { value: 'Club-house lobby' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open and lock' }));

    expect(await screen.findByRole('button', { name: 'Ann Baker' })).toBeTruthy();
    await waitFor(() => expect(getSession().auth_token).toBeNull());
    expect(requests.some((request) => request.path === '/auth/token/logout')).toBe(true);
    const calls = requests.filter((request) => request.path.startsWith('/api/terminal/'));
    expect(calls.every((request) => request.headers.get('authorization') === null)).toBe(true);
  });

  it('tells a screen that is not a terminal to ask a club admin', async () => {
    fakeApi(() => undefined);
    renderApp('/terminal/screen');
    expect(
      await screen.findByText('This screen is not a club-house terminal. A club admin opens it from the menu.'),
    ).toBeTruthy();
  });

  it('signs a golfer in by name and membership number, and goes back to the start after a while untouched', async () => {
    localStorage.setItem('fairway_terminal_token', 'terminal-token');
    fakeApi(terminalApi);
    renderApp('/terminal/screen?idle=5');
    fireEvent.click(await screen.findByRole('button', { name: 'Ann Baker' }));
    const number = await screen.findByRole('textbox', { name: 'Your membership number' });
    fireEvent.change(number, { target: { value: 'FD-9999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('That is not your membership number: 4 tries left before the terminal makes you wait.'),
    ).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Your membership number' }), {
      target: { value: 'FD-0012' },
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Ann Baker, you are signed in for Monthly Medal: November.')).toBeTruthy();
    expect(screen.getByText('Tee time').nextSibling?.textContent).toBe('07:46');
    expect(screen.getByText('Playing handicap').nextSibling?.textContent).toBe('14');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_000);
    });
    expect(screen.queryByText('Tee time')).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    expect(screen.queryByText('Tee time')).toBeNull();
    expect(screen.getByText('Tap your name to sign in.')).toBeTruthy();
  });

  it('signs a golfer in by their membership number typed alone, without tapping their name', async () => {
    localStorage.setItem('fairway_terminal_token', 'terminal-token');
    const requests = fakeApi(terminalApi);
    renderApp('/terminal/screen');
    const number = await screen.findByRole('textbox', { name: 'Or type your membership number' });
    fireEvent.change(number, { target: { value: 'FD-9999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText(
        "No one in today's competitions has that membership number: 4 tries left before the terminal makes you wait.",
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Or type your membership number' }), {
      target: { value: 'FD-0012' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Ann Baker, you are signed in for Monthly Medal: November.')).toBeTruthy();
    expect(screen.getByText('Tee time').nextSibling?.textContent).toBe('07:46');
    expect(requests.filter((request) => request.path === '/api/terminal/sign_in/')).toEqual([]);
  });
});
