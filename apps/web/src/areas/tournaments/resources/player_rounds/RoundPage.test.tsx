import { Role } from '@fairway/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeAnswer, type FakeRequest } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

const round = {
  id: 7,
  golf_course_id: 1,
  tournament_id: 3,
  tournament_name: 'Autumn Stableford',
  round_number: 1,
  play_date: '2027-01-09',
  player_round_section_id: null,
  player_round_section_name: null,
  start_type: 'tee_times',
  status: 'active',
  groups_count: 2,
  players_count: 5,
  created_at: '2026-11-01T09:00:00Z',
  updated_at: '2026-11-01T09:00:00Z',
};
const player = (member_id: number, name: string, position: number) => ({
  member_id,
  name,
  gender: 'M',
  hole_category_name: 'White',
  playing_handicap: 10 + member_id,
  team_id: null,
  position,
});
const group = (id: number, number: number, start: string, players: ReturnType<typeof player>[]) => ({
  id,
  golf_course_id: 1,
  player_round_id: 7,
  number,
  tee_time: start,
  starting_hole: 1,
  starting_hole_suffix: '',
  start,
  scorer_user_id: null,
  players,
  created_at: '2026-11-01T09:00:00Z',
  updated_at: '2026-11-01T09:00:00Z',
});
const groups = [
  group(21, 1, '08:00', [
    player(1, 'Ann Able', 1),
    player(2, 'Ben Baker', 2),
    player(3, 'Cat Cole', 3),
    player(4, 'Dan Dunn', 4),
  ]),
  group(22, 2, '08:10', [player(5, 'Eve Ennis', 1)]),
];

let requests: FakeRequest[];
let drawnGroups: typeof groups;
let moveAnswer: FakeAnswer;
let statusAnswers: FakeAnswer[];
beforeEach(() => {
  localStorage.clear();
  startSession('token');
  chooseGolfCourse(demoClub);
  statusAnswers = [];
  drawnGroups = groups;
  moveAnswer = { status: 200, body: groups };
  requests = fakeApi((request) => {
    if (request.path === '/api/player_rounds/7/') return { status: 200, body: round };
    if (request.path === '/api/player_round_groups/of_round/') return { status: 200, body: drawnGroups };
    if (request.path === '/api/player_rounds/change_player_round_status/') return statusAnswers.shift();
    if (request.path === '/api/group_members/update_members_in_group/') return moveAnswer;
    return demoUser({ name: 'Alex Admin', courses: [demoClub], roles: () => [Role.admin] })(request);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * The tee sheet laid out as a browser would: groups side by side 300 px apart, their players 50 px apart down each.
 * happy-dom lays nothing out, and the keyboard moves a player towards the group whose box is to the right.
 */
function layOutTeeSheet() {
  const boxOf = (element: Element): DOMRect => {
    const groupCard = element.closest('[role="group"]');
    const card = element.closest<HTMLElement>('[data-player]');
    // The card under the pointer while dragging sits outside the groups: it starts where the dragged player is.
    if (!groupCard && card) {
      const original = document.querySelector(`[role="group"] [data-player="${card.dataset.player}"]`);
      return original ? boxOf(original) : new DOMRect(0, 0, 0, 0);
    }
    const column = groupCard ? Array.from(document.querySelectorAll('[role="group"]')).indexOf(groupCard) : -1;
    if (!groupCard || column === -1) return new DOMRect(0, 0, 0, 0);
    if (element === groupCard) return new DOMRect(column * 300, 100, 260, 400);
    const row = Array.from(groupCard.querySelectorAll('[data-player]')).indexOf(card!);
    return row === -1 ? new DOMRect(0, 0, 0, 0) : new DOMRect(column * 300 + 10, 150 + row * 50, 240, 40);
  };
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return boxOf(this);
  });
}

const missing =
  '2 players miss scores: Ann Able (group 1), Eve Ennis (group 2). Confirm to complete the round all the same.';

describe("a round's page", () => {
  it('completes a round whose players miss scores only once the organiser has read who and chosen to complete all the same', async () => {
    statusAnswers = [
      { status: 409, body: { detail: missing } },
      { status: 200, body: { ...round, status: 'completed' } },
    ];
    renderApp('/active_round/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Complete the round' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Complete round 1?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Complete the round' }));

    dialog = within(await screen.findByRole('dialog', { name: 'Players miss scores' }));
    dialog.getByText(missing);
    const tries = () => requests.filter((request) => request.path === '/api/player_rounds/change_player_round_status/');
    expect(tries().map((request) => request.body)).toEqual([{ player_round_id: 7, status: 'completed' }]);
    fireEvent.click(dialog.getByRole('button', { name: 'Complete all the same' }));
    await waitFor(() => expect(tries()).toHaveLength(2));
    expect(tries()[1]!.body).toEqual({ player_round_id: 7, status: 'completed', confirm_missing_scores: true });
    await screen.findByText('The round is Completed.');
  });

  it('sends nothing when the organiser cancels the missing scores dialog', async () => {
    statusAnswers = [{ status: 409, body: { detail: missing } }];
    renderApp('/active_round/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Complete the round' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Complete round 1?' })).getByRole('button', {
        name: 'Complete the round',
      }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Players miss scores' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('names the cards not attested when a round is completed, and completes it only once the organiser confirms', async () => {
    const unattested =
      '2 cards are not attested by the player: Ann Able (group 1), Eve Ennis (group 2). Confirm to complete the round all the same.';
    statusAnswers = [
      { status: 409, body: { detail: missing } },
      { status: 409, body: { detail: unattested } },
      { status: 200, body: { ...round, status: 'completed' } },
    ];
    renderApp('/active_round/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Complete the round' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Complete round 1?' })).getByRole('button', {
        name: 'Complete the round',
      }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Players miss scores' })).getByRole('button', {
        name: 'Complete all the same',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Cards not attested' }));
    dialog.getByText(unattested);
    const tries = () => requests.filter((request) => request.path === '/api/player_rounds/change_player_round_status/');
    expect(tries()).toHaveLength(2);
    fireEvent.click(dialog.getByRole('button', { name: 'Complete all the same' }));
    await waitFor(() => expect(tries()).toHaveLength(3));
    expect(tries()[2]!.body).toEqual({
      player_round_id: 7,
      status: 'completed',
      confirm_missing_scores: true,
      confirm_unattested_cards: true,
    });
    await screen.findByText('The round is Completed.');
  });

  it('leaves the round in play when the organiser cancels the dialog naming the cards not attested', async () => {
    statusAnswers = [
      {
        status: 409,
        body: {
          detail:
            '1 card is not attested by the player: Ann Able (group 1). Confirm to complete the round all the same.',
        },
      },
    ];
    renderApp('/active_round/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Complete the round' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Complete round 1?' })).getByRole('button', {
        name: 'Complete the round',
      }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cards not attested' })).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(screen.queryByText('The round is Completed.')).toBeNull();
  });

  it('moves a player by keyboard, and a refused move says why in words and puts the player back', async () => {
    moveAnswer = { status: 400, body: { groups: ['Group 2 would have 5 players: at most 4.'] } };
    renderApp('/active_round/7');
    const eve = await screen.findByRole('button', { name: /Eve Ennis/ });
    layOutTeeSheet();
    const groupOne = screen.getByRole('group', { name: /08:00/ });
    const groupTwo = screen.getByRole('group', { name: /08:10/ });
    const ann = within(groupOne).getByRole('button', { name: /Ann Able/ });

    ann.focus();
    // The keyboard sensor listens for the moves once the drag has started, on a later turn; so does the measuring.
    const aTurn = () => new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.keyDown(ann, { code: 'Space', key: ' ' });
    await aTurn();
    fireEvent.keyDown(ann, { code: 'ArrowRight', key: 'ArrowRight' });
    await aTurn();
    // Screen readers hear where the player is, in the words the tee sheet announces.
    expect(document.querySelector('[aria-live="assertive"]')?.textContent).toBe('Ann Able is over group 2.');
    fireEvent.keyDown(ann, { code: 'Space', key: ' ' });

    await waitFor(() =>
      expect(requests.find((request) => request.path === '/api/group_members/update_members_in_group/')?.body).toEqual({
        player_round_id: 7,
        groups: [
          { group_id: 21, member_ids: [2, 3, 4] },
          { group_id: 22, member_ids: [1, 5] },
        ],
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Not moved: Group 2 would have 5 players: at most 4.',
    );
    // Back as the server has it: Ann in group 1, Eve alone in group 2.
    await waitFor(() => expect(within(groupOne).queryByRole('button', { name: /Ann Able/ })).not.toBeNull());
    expect(
      within(groupTwo)
        .getAllByRole('button')
        .map((card) => card.dataset.player),
    ).toEqual([eve.dataset.player]);
  });

  it('swaps two players of full groups when one is dropped on the other by keyboard, and says who swapped', async () => {
    const fullSecond = [
      player(5, 'Eve Ennis', 1),
      player(6, 'Fay Ford', 2),
      player(7, 'Gus Gray', 3),
      player(8, 'Hal Hunt', 4),
    ];
    drawnGroups = [groups[0]!, group(22, 2, '08:10', fullSecond)];
    const [ann, ben, cat, dan] = groups[0]!.players;
    moveAnswer = {
      status: 200,
      body: [
        group(21, 1, '08:00', [{ ...fullSecond[0]!, position: 1 }, ben!, cat!, dan!]),
        group(22, 2, '08:10', [{ ...ann!, position: 1 }, ...fullSecond.slice(1)]),
      ],
    };
    renderApp('/active_round/7');
    const annCard = await screen.findByRole('button', { name: /Ann Able/ });
    layOutTeeSheet();

    annCard.focus();
    const aTurn = () => new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.keyDown(annCard, { code: 'Space', key: ' ' });
    await aTurn();
    fireEvent.keyDown(annCard, { code: 'ArrowRight', key: 'ArrowRight' });
    await aTurn();
    expect(document.querySelector('[aria-live="assertive"]')?.textContent).toBe(
      'Ann Able is over Eve Ennis of group 2: dropped here, they swap places.',
    );
    fireEvent.keyDown(annCard, { code: 'Space', key: ' ' });

    await waitFor(() =>
      expect(requests.find((request) => request.path === '/api/group_members/update_members_in_group/')?.body).toEqual({
        player_round_id: 7,
        groups: [
          { group_id: 21, member_ids: [5, 2, 3, 4] },
          { group_id: 22, member_ids: [1, 6, 7, 8] },
        ],
      }),
    );
    await screen.findByText('Ann Able and Eve Ennis swapped places.');
    const groupTwo = screen.getByRole('group', { name: /08:10/ });
    await waitFor(() => expect(within(groupTwo).queryByRole('button', { name: /Ann Able/ })).not.toBeNull());
  });
});
