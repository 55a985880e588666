import 'fake-indexeddb/auto';
import type { ScoreEntry } from '@fairway/contract';
import type { StoredScore } from './scoreCard';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../providers/session';
import { fakeApi, type FakeRequest } from '../test/fakeApi';
import { cardFixture } from './cardFixture';
import { ScoringApp } from './ScoringApp';
import { memoryScoreQueueStore, openScoreQueueStore, type ScoreQueueStore } from './scoreQueueStore';
import type { GroupCard } from './scoreCard';

const address = '/player_round_group_scores/Autumn%20Medal/3';

/** The scores the fake server holds, by member and hole, and whether the phone has a signal. */
let stored: Map<string, StoredScore>;
let offline: boolean;
let card: GroupCard;
let requests: FakeRequest[];

const storedScore = (
  entry: Pick<ScoreEntry, 'member_id' | 'hole_number' | 'strokes' | 'drive_member_id'>,
  version: number,
  by = 'Ann Baker',
): StoredScore => ({
  player_round_id: 1,
  member_id: entry.member_id,
  hole_number: entry.hole_number,
  strokes: entry.strokes,
  drive_member_id: entry.drive_member_id ?? null,
  version,
  entered_by_user_id: 5,
  entered_by_name: by,
  entered_at: '2026-11-28T09:41:00Z',
});

function serve() {
  requests = fakeApi((request) => {
    if (request.path === '/api/scores/group_card/') return { status: 200, body: card };
    if (request.path === '/api/scores/save_score/') {
      const results = (request.body as ScoreEntry[]).map((entry) => {
        const key = `${entry.member_id}:${entry.hole_number}`;
        const current = stored.get(key);
        if ((current?.version ?? 0) !== entry.base_version) {
          return {
            client_key: entry.client_key,
            outcome: 'conflict',
            status: 409,
            score: current ?? null,
            detail: 'Changed since.',
            errors: null,
          };
        }
        const score = storedScore(entry, (current?.version ?? 0) + 1);
        stored.set(key, score);
        return { client_key: entry.client_key, outcome: 'saved', status: 200, score, detail: null, errors: null };
      });
      return { status: 200, body: { results } };
    }
    if (request.path === '/api/scores/sign_card/') {
      const { member_id, as } = request.body as { member_id: number; as: 'marker' | 'player' };
      const signature = card.players.find((player) => player.member_id === member_id)!.signature;
      return {
        status: 200,
        body:
          as === 'marker'
            ? { ...signature, marker_user_id: 5, marker_signed_at: '2026-11-28T13:05:00Z', locked: true }
            : { ...signature, player_attested_at: '2026-11-28T13:07:00Z' },
      };
    }
    return undefined;
  });
  const fetchWithSignal = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
    offline ? Promise.reject(new TypeError('Failed to fetch')) : fetchWithSignal(input, init),
  );
}

function open(store: ScoreQueueStore = memoryScoreQueueStore(), pathname = address) {
  render(<ScoringApp store={store} pathname={pathname} />);
  return store;
}

const saves = () =>
  requests
    .filter((request) => request.path === '/api/scores/save_score/')
    .flatMap((request) => request.body as ScoreEntry[]);
const badge = () => screen.getByTestId('unsent-count');

beforeEach(() => {
  localStorage.clear();
  startSession('scorer-token');
  chooseGolfCourse({ id: 1, name: 'Fairway Demo Golf Club' });
  stored = new Map();
  offline = false;
  card = cardFixture();
  serve();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the scoring page', () => {
  it('sends a phone without a session to the login page, which brings it back to this group', () => {
    localStorage.clear();
    open();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/auth/log-in?next=${encodeURIComponent(address)}`,
    );
  });

  it("opens on the group's starting hole with each player at par, and the strokes they receive", async () => {
    open();
    await screen.findByRole('heading', { name: 'Hole 10' });
    screen.getByText(/Par 4 · Stroke index 8 · 1 of 18/);
    expect(screen.getByRole('button', { name: 'Ann Baker: enter par, 4' })).toBeTruthy();
    // Ann Baker (18) receives one on every hole, Dev Evans (27) two on stroke index 8, Cathy Dunn (0) none.
    expect(screen.getAllByRole('img', { name: 'receives one stroke' })).toHaveLength(2);
    screen.getByRole('img', { name: 'receives 2 strokes' });
    const [cardRequest] = requests;
    expect(cardRequest?.search.get('group_id')).toBe('3');
    expect(cardRequest?.headers.get('Authorization')).toBe('Token scorer-token');
    expect(cardRequest?.headers.get('X-Golf-Course')).toBe('1');
  });

  it('sends a score at once and shows the running score to par', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Ann Baker: one more stroke' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({
      player_round_id: 1,
      member_id: 12,
      hole_number: 10,
      strokes: 5,
      base_version: 0,
    });
    expect(saves()[0]?.client_key).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(badge().textContent).toBe('0'));
    screen.getByText('+1 thru 1 · net E');
    screen.getByRole('button', { name: 'Ann Baker: 5 strokes' });
    screen.getByText('Bogey');
  });

  it("shows who holds each hole of a skins game over the field, read again once the phone's scores are in", async () => {
    type Skins = NonNullable<GroupCard['skins']>;
    const skinsWith = (hole10: Partial<Skins['holes'][number]>): Skins => ({
      basis: 'gross',
      ties: 'carry_over',
      holes: card.holes.map((hole) => ({
        hole_number: hole.hole_number,
        status: 'not_played',
        holder_member_id: null,
        tied_member_ids: [],
        score: null,
        played: 0,
        skins_at_stake: 1,
        explanation: '',
        ...(hole.hole_number === 10 ? hole10 : {}),
      })),
      players: [],
      skins_won: 0,
      skins_carried: 0,
      pot_minor: 8_000,
      currency: 'GBP',
    });
    card = cardFixture({
      skins: skinsWith({
        status: 'held',
        holder_member_id: 40,
        score: 4,
        played: 4,
        skins_at_stake: 2,
        explanation: 'Zoe Young holds 2 skins with gross 4, 4 of 12 played.',
      }),
    });
    open();
    await screen.findByRole('heading', { name: 'Hole 10' });
    expect(screen.getByTestId('hole-skins').textContent).toBe(
      'Skins: 2 riding · Zoe Young holds 2 skins with gross 4, 4 of 12 played.',
    );
    // Ann Baker ties the hole: the card read again after her score says so.
    card = {
      ...card,
      skins: skinsWith({
        status: 'tied',
        tied_member_ids: [40, 12],
        score: 4,
        played: 5,
        skins_at_stake: 2,
        explanation: 'Zoe Young, Ann Baker tied on gross 4 so far, 5 of 12 played.',
      }),
    };
    fireEvent.click(screen.getByRole('button', { name: 'Ann Baker: enter par, 4' }));
    await waitFor(() =>
      expect(screen.getByTestId('hole-skins').textContent).toBe(
        'Skins: 2 riding · Zoe Young, Ann Baker tied on gross 4 so far, 5 of 12 played.',
      ),
    );
    expect(requests.filter((request) => request.path === '/api/scores/group_card/')).toHaveLength(2);
  });

  it('keeps scores entered with no signal, counts them, and sends each once when the signal returns', async () => {
    open();
    await screen.findByRole('heading', { name: 'Hole 10' });
    offline = true;
    fireEvent.click(screen.getByRole('button', { name: 'Bob Carter: enter par, 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cathy Dunn: picked up, no score' }));
    await waitFor(() => expect(badge().getAttribute('aria-label')).toBe('2 scores not sent yet'));
    await screen.findByText(/No signal/);
    expect(saves()).toEqual([]);

    offline = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(badge().textContent).toBe('0'));
    expect(saves().map((entry) => [entry.member_id, entry.strokes])).toEqual([
      [13, 4],
      [14, null],
    ]);
    expect(stored.get('14:10')?.strokes).toBeNull();
  });

  it("sends rapid taps on one hole each on the version the phone's own previous tap made, never a conflict", async () => {
    // Each save takes a while to answer, as on a course: taps land while the one before is still travelling.
    const answered = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return answered(input, init);
    });
    // The page's own store, in IndexedDB: its reads and writes take turns with the answers, as on a phone.
    open(await openScoreQueueStore('rapid-taps'));
    const more = await screen.findByRole('button', { name: 'Ann Baker: one more stroke' });
    for (let tap = 0; tap < 16; tap += 1) {
      fireEvent.click(more);
      await act(() => new Promise((resolve) => setTimeout(resolve, tap % 3)));
    }
    await waitFor(() => expect(badge().textContent).toBe('0'));
    expect(stored.get('12:10')?.strokes).toBe(20);
    expect(screen.queryByRole('region', { name: 'Check this score' })).toBeNull();
    screen.getByRole('button', { name: 'Ann Baker: 20 strokes' });
    const versions = saves().map((entry) => entry.base_version);
    expect(versions).toEqual([...versions].sort((first, second) => first - second));
  });

  it("shows a Stableford's points per hole and in total, on the hole and on the card, as @fairway/golf counts them", async () => {
    card = cardFixture({ basis: 'stableford' });
    open();
    // Hole 10: par 4, stroke index 8. Ann Baker (18) receives one: a 5 is a net par, 2 points.
    fireEvent.click(await screen.findByRole('button', { name: 'Ann Baker: one more stroke' }));
    await screen.findByRole('button', { name: 'Ann Baker: 5 strokes, 2 points' });
    screen.getByText('2 points thru 1');
    // Cathy Dunn (0) picks up: no points, and the hole counts as played.
    fireEvent.click(screen.getByRole('button', { name: 'Cathy Dunn: picked up, no score' }));
    await screen.findByText('0 points thru 1');
    // Dev Evans (27) receives two: a par is a net eagle, 4 points.
    fireEvent.click(screen.getByRole('button', { name: 'Dev Evans: enter par, 4' }));
    await screen.findByRole('button', { name: 'Dev Evans: 4 strokes, 4 points' });
    fireEvent.click(screen.getByRole('button', { name: 'Next hole' }));
    // Hole 11: par 3, stroke index 16; Dev Evans receives one: a 3 is a net birdie, 3 points, 7 in all.
    fireEvent.click(await screen.findByRole('button', { name: 'Dev Evans: enter par, 3' }));
    await screen.findByText('7 points thru 2');
    await waitFor(() => expect(badge().textContent).toBe('0'));

    fireEvent.click(screen.getByRole('button', { name: 'Card' }));
    const table = within(screen.getByRole('table'));
    expect(table.getByRole('columnheader', { name: 'Points' })).toBeTruthy();
    const devPoints = table.getByRole('rowheader', { name: 'Dev Evans: points' }).closest('tr')!;
    const cells = [...devPoints.querySelectorAll('td')].map((cell) => cell.textContent);
    // Holes 1 to 9 and Out, then 10 (4) and 11 (3), the rest empty, In 7, then the total.
    expect(cells.slice(0, 10)).toEqual([...Array<string>(9).fill(''), '0']);
    expect(cells.slice(10, 12)).toEqual(['4', '3']);
    expect(cells[19]).toBe('7');
    expect(cells[20]).toBe('7');
    const devRow = table.getByRole('rowheader', { name: 'Dev Evans' }).closest('tr')!;
    expect(devRow.querySelector('td:last-child')?.textContent).toBe('7');
  });

  it('moves between holes round the card with Previous and Next', async () => {
    open();
    await screen.findByRole('heading', { name: 'Hole 10' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous hole' }));
    screen.getByRole('heading', { name: 'Hole 9' });
    fireEvent.click(screen.getByRole('button', { name: 'Next hole' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next hole' }));
    screen.getByRole('heading', { name: 'Hole 11' });
  });

  it("shows a conflict's two values with who entered the stored one, and resends the scorer's on its version", async () => {
    open();
    await screen.findByRole('heading', { name: 'Hole 10' });
    stored.set('12:10', storedScore({ member_id: 12, hole_number: 10, strokes: 6 }, 1, 'Bob Carter'));
    fireEvent.click(screen.getByRole('button', { name: 'Ann Baker: one stroke fewer' }));
    const conflicts = within(await screen.findByRole('region', { name: 'Check this score' }));
    conflicts.getByText(/you entered/);
    conflicts.getByText(/Bob Carter entered/);
    fireEvent.click(conflicts.getByRole('button', { name: 'Keep mine (3)' }));
    await waitFor(() => expect(stored.get('12:10')).toMatchObject({ strokes: 3, version: 2 }));
    expect(saves().at(-1)).toMatchObject({ strokes: 3, base_version: 1 });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Check this score' })).toBeNull());
  });

  it('takes the stored value when the scorer chooses it', async () => {
    open();
    await screen.findByRole('heading', { name: 'Hole 10' });
    stored.set('12:10', storedScore({ member_id: 12, hole_number: 10, strokes: 6 }, 1, 'Bob Carter'));
    fireEvent.click(screen.getByRole('button', { name: 'Ann Baker: one stroke fewer' }));
    fireEvent.click(await screen.findByRole('button', { name: "Use Bob Carter's (6)" }));
    await screen.findByRole('button', { name: 'Ann Baker: 6 strokes' });
    expect(badge().textContent).toBe('0');
    expect(stored.get('12:10')).toMatchObject({ strokes: 6, version: 1 });
  });

  it('opens with no signal from the card kept on the phone', async () => {
    const store = memoryScoreQueueStore();
    await store.keepCard(card);
    offline = true;
    open(store);
    await screen.findByRole('heading', { name: 'Hole 10' });
    await screen.findByText(/No signal: this is the card as this phone last had it/);

    offline = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText(/No signal/)).toBeNull());
  });

  it('shows the card of every hole with totals, and the marker signs a complete card', async () => {
    card = cardFixture({
      players: cardFixture().players.map((player) => ({
        ...player,
        scores:
          player.member_id === 12
            ? cardFixture().holes.map((hole, index) =>
                storedScore(
                  { member_id: 12, hole_number: hole.hole_number, strokes: hole.par + (index === 0 ? 1 : 0) },
                  1,
                ),
              )
            : player.scores,
      })),
    });
    open();
    await screen.findByRole('heading', { name: 'Hole 10' });
    fireEvent.click(screen.getByRole('button', { name: 'Card' }));
    const table = within(screen.getByRole('table'));
    const ann = within(table.getByRole('row', { name: /Ann Baker/ }));
    ann.getByRole('cell', { name: '37' });
    ann.getByRole('cell', { name: '36' });
    ann.getByRole('cell', { name: '73' });
    ann.getByRole('cell', { name: '+1' });
    expect(screen.getByRole('button', { name: "Sign Bob Carter's card" }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: "Sign Ann Baker's card" }));
    await screen.findByText(/Signed by the marker at/);
    expect(requests.at(-1)).toMatchObject({
      path: '/api/scores/sign_card/',
      body: { player_round_id: 1, member_id: 12, as: 'marker' },
    });
  });

  it('lets the signed-in player attest their own card and the marker sign the others, showing each card as it stands', async () => {
    const complete = (memberId: number) =>
      cardFixture().holes.map((hole) =>
        storedScore({ member_id: memberId, hole_number: hole.hole_number, strokes: 4 }, 1),
      );
    const fixture = cardFixture({ own_member_id: 13 });
    card = {
      ...fixture,
      players: fixture.players.map((player) =>
        player.member_id === 12 || player.member_id === 13
          ? { ...player, scores: complete(player.member_id) }
          : player.member_id === 14
            ? {
                ...player,
                scores: complete(14),
                signature: {
                  ...player.signature,
                  marker_user_id: 5,
                  marker_signed_at: '2026-11-28T13:01:00Z',
                  player_attested_at: '2026-11-28T13:02:00Z',
                  locked: true,
                },
              }
            : player,
      ),
    };
    open();
    await screen.findByRole('heading', { name: 'Hole 10' });
    fireEvent.click(screen.getByRole('button', { name: 'Card' }));
    const own = within(screen.getByRole('listitem', { name: 'Bob Carter' }));
    own.getByText('(you)');
    own.getByText('Not attested by the player yet');
    // A player never marks their own card: another player of the group signs as marker.
    expect(own.queryByRole('button', { name: "Sign Bob Carter's card" })).toBeNull();
    const cathy = within(screen.getByRole('listitem', { name: 'Cathy Dunn' }));
    cathy.getByText(/Signed by the marker at/);
    cathy.getByText(/Attested by the player at/);
    expect(cathy.queryByRole('button')).toBeNull();
    const dev = within(screen.getByRole('listitem', { name: 'Dev Evans' }));
    dev.getByText('18 holes to enter');
    expect(dev.getByRole('button', { name: "Sign Dev Evans's card" }).hasAttribute('disabled')).toBe(true);
    expect(dev.queryByRole('button', { name: 'Attest my card' })).toBeNull();

    fireEvent.click(own.getByRole('button', { name: 'Attest my card' }));
    await own.findByText(/Attested by the player at/);
    expect(requests.at(-1)).toMatchObject({
      path: '/api/scores/sign_card/',
      body: { player_round_id: 1, member_id: 13, as: 'player' },
    });
    expect(own.queryByRole('button', { name: 'Attest my card' })).toBeNull();
    own.getByText('Not signed by the marker yet');
  });

  it('lets an organiser attest a card for a golfer without a login once they say why, and sends the reason', async () => {
    const fixture = cardFixture({ is_organiser: true, is_scorer: false });
    card = {
      ...fixture,
      players: fixture.players.map((player) => ({
        ...player,
        scores: fixture.holes.map((hole) =>
          storedScore({ member_id: player.member_id, hole_number: hole.hole_number, strokes: hole.par }, 1),
        ),
      })),
    };
    open();
    await screen.findByRole('heading', { name: 'Hole 10' });
    fireEvent.click(screen.getByRole('button', { name: 'Card' }));
    const dev = within(screen.getByRole('listitem', { name: 'Dev Evans' }));
    const attest = dev.getByRole('button', { name: 'Attest for Dev Evans' });
    expect(attest.hasAttribute('disabled')).toBe(true);
    fireEvent.change(dev.getByRole('textbox', { name: 'Why you attest for Dev Evans' }), {
      target: { value: ' No login: card read back at the desk ' },
    });
    fireEvent.click(attest);
    await dev.findByText(/Attested by the player at/);
    expect(requests.at(-1)).toMatchObject({
      path: '/api/scores/sign_card/',
      body: { player_round_id: 1, member_id: 15, as: 'player', reason: 'No login: card read back at the desk' },
    });
    expect(dev.queryByRole('button', { name: 'Attest for Dev Evans' })).toBeNull();
  });

  it("shows when a card was signed on the club's 24-hour clock, and a marker's signature that attests for the player", async () => {
    const fixture = cardFixture({ club_time_zone: 'Asia/Kolkata' });
    card = {
      ...fixture,
      players: fixture.players.map((player) =>
        player.member_id === 14
          ? {
              ...player,
              signature: {
                ...player.signature,
                marker_user_id: 5,
                marker_signed_at: '2026-11-28T20:12:00Z',
                player_attested_at: '2026-11-28T20:12:00Z',
                attested_by_marker: true,
                locked: true,
              },
            }
          : player,
      ),
    };
    open();
    await screen.findByRole('heading', { name: 'Hole 10' });
    fireEvent.click(screen.getByRole('button', { name: 'Card' }));
    const cathy = within(screen.getByRole('listitem', { name: 'Cathy Dunn' }));
    cathy.getByText('\u2713 Signed by the marker at 01:42');
    cathy.getByText("\u2713 Attested by the marker's signature at 01:42");
  });

  it("keeps a signed card's holes locked on a scorer's phone", async () => {
    card = cardFixture({
      players: cardFixture().players.map((player) =>
        player.member_id === 12
          ? { ...player, signature: { ...player.signature, marker_signed_at: '2026-11-28T13:01:00Z', locked: true } }
          : player,
      ),
    });
    open();
    await screen.findByRole('heading', { name: 'Hole 10' });
    screen.getByText('Card signed: locked');
    expect(screen.getByRole('button', { name: 'Ann Baker: one more stroke' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Bob Carter: one more stroke' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('textbox', { name: 'Reason for the correction' })).toBeNull();
  });

  it('lets an organiser correct a completed round once they say why, and sends the reason with the score', async () => {
    const fixture = cardFixture({ round_status: 'completed', can_score: false, is_organiser: true, is_scorer: false });
    card = {
      ...fixture,
      players: fixture.players.map((player) => ({
        ...player,
        scores: fixture.holes.map((hole) =>
          storedScore({ member_id: player.member_id, hole_number: hole.hole_number, strokes: hole.par }, 1),
        ),
      })),
    };
    for (const score of card.players.flatMap((player) => player.scores)) {
      stored.set(`${score!.member_id}:${score!.hole_number}`, score!);
    }
    open();
    await screen.findByRole('heading', { name: 'Hole 10' });
    const more = screen.getByRole('button', { name: 'Ann Baker: one more stroke' });
    expect(more.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason for the correction' }), {
      target: { value: '  Marker wrote 4 for 5  ' },
    });
    expect(more.hasAttribute('disabled')).toBe(false);
    fireEvent.click(more);
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({
      member_id: 12,
      hole_number: 10,
      strokes: 5,
      base_version: 1,
      reason: 'Marker wrote 4 for 5',
    });
    await screen.findByRole('button', { name: 'Ann Baker: 5 strokes' });
  });

  it('shows a golfer who is no organiser a completed round locked', async () => {
    card = cardFixture({ round_status: 'completed', can_score: false });
    open();
    await screen.findByRole('heading', { name: 'Hole 10' });
    screen.getByText('The round is completed: its scores are locked, and only an organiser corrects them.');
    expect(screen.getByRole('button', { name: 'Ann Baker: enter par, 4' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Reason for the correction' })).toBeNull();
  });

  it('scores a scramble team as one card with the drive used, sent with the score and counted against the minimum, offline too', async () => {
    const [first] = cardFixture().players;
    card = cardFixture({
      players: [
        {
          ...first!,
          name: 'Team 1 (Ann Baker and Bob Carter)',
          playing_handicap: 5,
          drives: {
            minimum: 3,
            players: [
              { member_id: 12, name: 'Ann Baker', drives: 0, short: 3 },
              { member_id: 13, name: 'Bob Carter', drives: 0, short: 3 },
            ],
            holes_left: 18,
            met: false,
            still_possible: true,
            explanation:
              'Drives used: Ann Baker 0, Bob Carter 0; at least 3 each: Ann Baker 3 short and Bob Carter 3 short, 18 holes left.',
          },
        },
      ],
    });
    open();
    await screen.findByRole('heading', { name: 'Hole 10' });
    const drives = () => screen.getByTestId('team-drives').textContent;
    expect(drives()).toBe('At least 3 each: Ann Baker 3 short and Bob Carter 3 short, 18 holes left.');

    // The drive chosen before the score waits for it, then goes with it.
    fireEvent.click(screen.getByRole('button', { name: 'Drive of Bob Carter: 0 used of 3' }));
    expect(screen.getByRole('button', { name: 'Drive of Bob Carter: 0 used of 3' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(saves()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Team 1 (Ann Baker and Bob Carter): enter par, 4' }));
    await waitFor(() => expect(badge().textContent).toBe('0'));
    expect(saves().map((entry) => [entry.member_id, entry.hole_number, entry.strokes, entry.drive_member_id])).toEqual([
      [12, 10, 4, 13],
    ]);
    expect(drives()).toBe('At least 3 each: Ann Baker 3 short and Bob Carter 2 short, 17 holes left.');
    screen.getByRole('button', { name: 'Drive of Bob Carter: 1 used of 3' });

    // Without a signal, a drive changed is queued with the hole's strokes and sent when the signal returns.
    offline = true;
    fireEvent.click(screen.getByRole('button', { name: 'Drive of Ann Baker: 0 used of 3' }));
    await waitFor(() => expect(badge().getAttribute('aria-label')).toBe('1 score not sent yet'));
    await screen.findByText(/No signal/);
    expect(drives()).toBe('At least 3 each: Ann Baker 2 short and Bob Carter 3 short, 17 holes left.');
    // A stroke more keeps the drive just chosen.
    fireEvent.click(screen.getByRole('button', { name: 'Team 1 (Ann Baker and Bob Carter): one more stroke' }));
    await screen.findByRole('button', { name: 'Team 1 (Ann Baker and Bob Carter): 5 strokes' });
    expect(saves()).toHaveLength(1);
    offline = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(badge().textContent).toBe('0'));
    expect(
      saves()
        .slice(1)
        .map((entry) => [entry.strokes, entry.drive_member_id, entry.base_version]),
    ).toEqual([[5, 12, 1]]);
  });
});
