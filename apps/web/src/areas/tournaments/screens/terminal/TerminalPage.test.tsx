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

  it('lets a signed-in golfer enter their card hole by hole, attest it and sign a partner’s as marker', async () => {
    localStorage.setItem('fairway_terminal_token', 'terminal-token');
    const scores = new Map<string, number>();
    const signatures = new Map<number, { player_attested_at: string | null; marker_signed_at: string | null }>();
    const holes = [
      { hole_number: 1, par: 4, stroke_index: 7 },
      { hole_number: 2, par: 3, stroke_index: 15 },
    ];
    const playerOf = (member_id: number, name: string) => ({
      member_id,
      name,
      playing_handicap: 14,
      strokes_received: [1, 0],
      scores: holes.map((hole) => {
        const strokes = scores.get(`${member_id}:${hole.hole_number}`);
        return strokes === undefined ? null : { hole_number: hole.hole_number, strokes, version: 1 };
      }),
      signature: {
        player_attested_at: null,
        marker_signed_at: null,
        ...signatures.get(member_id),
        locked: Boolean(signatures.get(member_id)?.marker_signed_at),
      },
    });
    scores.set('14:1', 5).set('14:2', 3).set('12:1', 4);
    const requests = fakeApi((request) => {
      const body = request.body as { golfer?: { member_id?: number; membership_number: string } };
      if (request.path.startsWith('/api/terminal/') && body?.golfer && body.golfer.membership_number !== 'FD-0012') {
        return undefined;
      }
      if (request.path === '/api/terminal/card/') {
        return {
          status: 200,
          body: {
            player_round_id: 52,
            title: 'Monthly Medal: November',
            own_member_id: 12,
            holes,
            players: [playerOf(12, 'Ann Baker'), playerOf(14, 'Ben Carter')],
          },
        };
      }
      if (request.path === '/api/terminal/save_scores/') {
        const [score] = (request.body as { scores: { member_id: number; hole_number: number; strokes: number }[] })
          .scores;
        scores.set(`${score!.member_id}:${score!.hole_number}`, score!.strokes);
        return { status: 200, body: { results: [{ outcome: 'saved', status: 200 }] } };
      }
      if (request.path === '/api/terminal/sign_card/') {
        const { card } = request.body as { card: { member_id: number; as: string } };
        const signature = signatures.get(card.member_id) ?? { player_attested_at: null, marker_signed_at: null };
        signature[card.as === 'player' ? 'player_attested_at' : 'marker_signed_at'] = '2026-11-29T12:00:00Z';
        signatures.set(card.member_id, signature);
        return { status: 200, body: {} };
      }
      return terminalApi(request);
    });
    renderApp('/terminal/screen');
    fireEvent.click(await screen.findByRole('button', { name: 'Ann Baker' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your membership number' }), {
      target: { value: 'FD-0012' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Enter and sign my card' }));

    // The card opens at the first hole without a score; the golfer corrects hole 1, then enters hole 2.
    expect(await screen.findByText('Hole 2, par 3: tap your strokes')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Attest my card' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Hole 1: 4' }));
    expect(await screen.findByText('Hole 1, par 4: tap your strokes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '5' }));
    expect(await screen.findByRole('button', { name: 'Hole 1: 5' })).toBeTruthy();
    expect(await screen.findByText('Hole 2, par 3: tap your strokes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByRole('button', { name: 'Hole 2: 3' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Attest my card' }));
    expect(await screen.findByText('You attested your card.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign as marker for Ben Carter' }));
    expect(await screen.findByText('Signed as marker for Ben Carter.')).toBeTruthy();

    const saved = requests.filter((request) => request.path === '/api/terminal/save_scores/');
    expect(saved.map((request) => request.body)).toEqual([
      {
        golfer: { member_id: 12, membership_number: 'FD-0012' },
        scores: [
          expect.objectContaining({ player_round_id: 52, member_id: 12, hole_number: 1, strokes: 5, base_version: 1 }),
        ],
      },
      {
        golfer: { member_id: 12, membership_number: 'FD-0012' },
        scores: [expect.objectContaining({ member_id: 12, hole_number: 2, strokes: 3 })],
      },
    ]);
    expect(
      requests.filter((request) => request.path === '/api/terminal/sign_card/').map((request) => request.body),
    ).toEqual([
      {
        golfer: { member_id: 12, membership_number: 'FD-0012' },
        card: { player_round_id: 52, member_id: 12, as: 'player' },
      },
      {
        golfer: { member_id: 12, membership_number: 'FD-0012' },
        card: { player_round_id: 52, member_id: 14, as: 'marker' },
      },
    ]);
  });

  it('lets a marker attest a round for handicap by typing their membership number', async () => {
    localStorage.setItem('fairway_terminal_token', 'terminal-token');
    const waiting = [{ id: 81, member_name: 'Cara Dunn', play_date: '2026-11-28', gross: 86 }];
    fakeApi((request) => {
      const { golfer } = (request.body ?? {}) as { golfer?: { membership_number: string } };
      if (request.path === '/api/terminal/attest_requests/') {
        return golfer?.membership_number === 'FD-0012'
          ? { status: 200, body: waiting }
          : {
              status: 400,
              body: {
                membership_number: [
                  'No golfer of this club has that membership number: 4 tries left before the terminal makes you wait.',
                ],
              },
            };
      }
      if (request.path === '/api/terminal/attest/') {
        return { status: 200, body: { ...waiting[0], attested_at: '2026-11-29T12:00:00Z' } };
      }
      return terminalApi(request);
    });
    renderApp('/terminal/screen');
    fireEvent.click(await screen.findByRole('button', { name: 'Attest a round I marked' }));
    const number = await screen.findByRole('textbox', { name: 'Your membership number' });
    fireEvent.change(number, { target: { value: 'FD-0099' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show the rounds I mark' }));
    expect(
      await screen.findByText(
        'No golfer of this club has that membership number: 4 tries left before the terminal makes you wait.',
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your membership number' }), { target: { value: 'FD-0012' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show the rounds I mark' }));
    expect(await screen.findByText('Cara Dunn, 2026-11-28: 86 strokes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Attest' }));
    expect(await screen.findByText('You attested Cara Dunn’s round: it counts for their handicap.')).toBeTruthy();
    expect(screen.getByText('No round you mark waits for your attest.')).toBeTruthy();
  });
});
