import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../providers/session';
import { fakeApi, type FakeRequest } from '../test/fakeApi';
import { cardFixture } from './cardFixture';
import { distancePath } from './distancePath';
import { ScoringApp } from './ScoringApp';
import type { PhoneContest } from './scoringContract';
import { memoryScoreQueueStore } from './scoreQueueStore';

type Kind = PhoneContest['kind'];
type Unit = PhoneContest['unit'];

const contestOf = (id: number, kind: Kind, unit: Unit, holeNumber: number): PhoneContest => ({
  id,
  created_at: '2026-11-28T08:00:00.000Z',
  created_by: 1,
  updated_at: '2026-11-28T08:00:00.000Z',
  updated_by: 1,
  golf_course_id: 1,
  player_round_id: 1,
  tournament_id: 4,
  tournament_name: 'Autumn Medal',
  round_number: 1,
  round_status: 'active',
  kind,
  hole_number: holeNumber,
  hole_id: 100 + holeNumber,
  par: kind === 'nearest_to_pin' ? 3 : 5,
  gender: null,
  category: '',
  unit,
  prize_type_id: null,
  prize_type_name: null,
  is_active: true,
});

const drive = contestOf(7, 'longest_drive', 'yards', 4);
const pin = contestOf(8, 'nearest_to_pin', 'feet_and_inches', 3);
const centre = contestOf(9, 'nearest_to_centre', 'metres', 9);
const paths = {
  longest_drive: [
    '/api/active_longest_drive/',
    '/api/get_members_list_longest_drive/',
    '/api/save_longest_drive_distance/',
  ],
  nearest_to_pin: [
    '/api/active_nearest_to_pin/',
    '/api/get_members_list_nearest_pin/',
    '/api/save_nearest_to_pin_distance/',
  ],
  nearest_to_centre: [
    '/api/active_nearest_central/',
    '/api/get_members_list_nearest_cetere/',
    '/api/save_nearest_central_distance/',
  ],
} as const;

const groups = [
  {
    group_id: 3,
    number: 2,
    tee_time: '09:10',
    players: [
      { member_id: 12, name: 'Ann Baker', gender: 'F', category: '' },
      { member_id: 13, name: 'Bob Carter', gender: 'M', category: '' },
    ],
  },
  {
    group_id: 4,
    number: 3,
    tee_time: '09:20',
    players: [{ member_id: 20, name: 'Zoe Young', gender: 'F', category: '' }],
  },
];

let offline: boolean;
let requests: FakeRequest[];

/** What the server answers for a measurement: the distance read back in the contest's unit. */
function savedAnswer(contest: PhoneContest, body: Record<string, unknown>) {
  const distance =
    body.not_in_contention === true
      ? null
      : body.feet !== undefined
        ? {
            millimetres: 1397,
            unit: contest.unit,
            feet: body.feet,
            inches: body.inches,
            text: `${body.feet} ft ${body.inches} in`,
          }
        : body.latitude !== undefined
          ? { millimetres: 12_300, unit: contest.unit, value: 12.3, text: '12.3 m' }
          : {
              millimetres: 1,
              unit: contest.unit,
              value: body.distance,
              text: `${Number(body.distance).toFixed(1)} yd`,
            };
  const name = groups.flatMap((group) => group.players).find((player) => player.member_id === body.member_id)!.name;
  return {
    measurement: {
      id: 50,
      contest_id: contest.id,
      member_id: body.member_id,
      member_name: name,
      in_contention: distance !== null,
      distance,
      latitude: body.latitude ?? null,
      longitude: body.longitude ?? null,
      accuracy_metres: body.accuracy_metres ?? null,
      client_key: body.client_key,
      measured_by_user_id: 5,
      measured_by_name: 'Una User',
      measured_at: '2026-11-28T10:42:00.000Z',
    },
    repeated: false,
  };
}

function serve() {
  requests = fakeApi((request) => {
    for (const contest of [drive, pin, centre]) {
      const [active, players, save] = paths[contest.kind];
      if (request.path === active) return { status: 200, body: [{ contest, measured: 0, leaders: [] }] };
      if (request.path === players) return { status: 200, body: { contest, groups } };
      if (request.path === save)
        return { status: 200, body: savedAnswer(contest, request.body as Record<string, unknown>) };
    }
    if (request.path === '/api/scores/group_card/') return { status: 200, body: cardFixture() };
    return undefined;
  });
  const fetchWithSignal = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
    offline ? Promise.reject(new TypeError('Failed to fetch')) : fetchWithSignal(input, init),
  );
}

const saves = (kind: Kind) =>
  requests
    .filter((request) => request.path === paths[kind][2])
    .map((request) => request.body as Record<string, unknown>);

function open(contest: PhoneContest, groupId?: number) {
  const [pathname, search = ''] = distancePath(contest, groupId).split('?');
  render(<ScoringApp store={memoryScoreQueueStore()} pathname={pathname!} search={search ? `?${search}` : ''} />);
}

beforeEach(() => {
  localStorage.clear();
  startSession('marshal-token');
  chooseGolfCourse({ id: 1, name: 'Fairway Demo Golf Club' });
  offline = false;
  serve();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the page at the hole', () => {
  it("lists the group's players, takes a drive in yards to one decimal, and refuses a mistyped one", async () => {
    open(drive, 3);
    await screen.findByRole('heading', { name: /Longest drive · hole 4/ });
    expect(screen.getByText(/Autumn Medal · round 1 · in yards/)).toBeTruthy();
    const players = screen.getByRole('group', { name: 'Group 2' });
    expect(
      within(players)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Ann Baker', 'Bob Carter']);
    // Another group's player is not this group's to measure.
    expect(screen.queryByText('Zoe Young')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Ann Baker' }));
    const figure = screen.getByRole('textbox', { name: 'Distance in yards' });
    fireEvent.change(figure, { target: { value: '600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('No more than 546.8 yd: check the figure.');
    fireEvent.change(figure, { target: { value: '275,34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toMatch(/to one decimal at most/);
    expect(saves('longest_drive')).toEqual([]);

    fireEvent.change(figure, { target: { value: '275,3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/Ann Baker: 275.3 yd/);
    expect(saves('longest_drive')).toEqual([
      { contest_id: 7, member_id: 12, client_key: expect.stringMatching(/^[0-9a-f-]{36}$/), distance: 275.3 },
    ]);
    // Measured: no longer among the players to measure.
    expect(within(screen.getByRole('group', { name: 'Group 2' })).getAllByRole('button')).toHaveLength(1);
    expect(screen.getByTestId('unsent-count').textContent).toBe('0');
  });

  it('keeps the pin in feet and inches while there is no signal, and sends it once when the signal returns', async () => {
    open(pin, 3);
    await screen.findByRole('heading', { name: /Nearest the pin · hole 3/ });
    offline = true;
    fireEvent.click(screen.getByRole('button', { name: 'Ann Baker' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Feet' }), { target: { value: '4' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Inches' }), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('waiting to send');
    expect(screen.getByText(/Ann Baker: 4 ft 7 in/)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('unsent-count').textContent).toBe('1'));
    expect(screen.getByText(/No signal/)).toBeTruthy();
    // Bob's ball missed the green.
    fireEvent.click(screen.getByRole('button', { name: 'Bob Carter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Not in contention' }));
    await waitFor(() => expect(screen.getByTestId('unsent-count').textContent).toBe('2'));
    expect(saves('nearest_to_pin')).toEqual([]);

    offline = false;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.getByTestId('unsent-count').textContent).toBe('0'));
    const sent = saves('nearest_to_pin');
    expect(sent).toMatchObject([
      { contest_id: 8, member_id: 12, feet: 4, inches: 7 },
      { contest_id: 8, member_id: 13, not_in_contention: true },
    ]);
    expect(new Set(sent.map((body) => body.client_key)).size).toBe(2);
    expect(screen.getByText(/Ann Baker: 4 ft 7 in/).textContent).toMatch(/saved/);
    expect(screen.getByText(/Bob Carter: Not in contention/)).toBeTruthy();
    expect(screen.getByText('Everyone in this group has been measured.')).toBeTruthy();
  });

  it("measures the centre line from the phone's position, with its accuracy, and shows every group without one", async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (found: PositionCallback) =>
          found({ coords: { latitude: 51.5012, longitude: -0.1415, accuracy: 4.6 } } as GeolocationPosition),
      },
    });
    open(centre);
    await screen.findByRole('heading', { name: /Nearest the centre line · hole 9/ });
    expect(screen.getByRole('group', { name: 'Group 3' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zoe Young' }));
    fireEvent.click(screen.getByRole('button', { name: 'Use my position' }));
    await screen.findByText(/Position found, accurate to ± 5 m/);
    fireEvent.click(screen.getByRole('button', { name: 'Save my position' }));
    await screen.findByText(/Zoe Young: 12.3 m \(± 5 m\)/);
    expect(saves('nearest_to_centre')).toMatchObject([
      { contest_id: 9, member_id: 20, latitude: 51.5012, longitude: -0.1415, accuracy_metres: 4.6 },
    ]);
  });

  it("links the scoring page's hole to its contest's page, for that group", async () => {
    render(<ScoringApp store={memoryScoreQueueStore()} pathname="/player_round_group_scores/Autumn%20Medal/3" />);
    await screen.findByRole('heading', { name: 'Hole 10' });
    expect(screen.queryByRole('link', { name: /measure/ })).toBeNull();
    // The group starts on the 10th: back round to the 3rd, the pin's hole.
    for (let move = 0; move < 11; move += 1) fireEvent.click(screen.getByRole('button', { name: 'Next hole' }));
    await screen.findByRole('heading', { name: 'Hole 3' });
    expect(screen.getByRole('link', { name: 'Nearest the pin: measure' }).getAttribute('href')).toBe(
      '/active_member_distance/nearest_to_pin/1/103/3?group=3',
    );
  });
});
