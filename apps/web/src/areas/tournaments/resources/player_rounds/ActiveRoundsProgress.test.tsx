import { Role } from '@fairway/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseGolfCourse } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi } from '../../../../test/fakeApi';
import { activeRound } from '../../../../test/fakeBoards';
import { phoneWidth, renderApp, signedInForEachTest } from '../../../../test/renderApp';

signedInForEachTest();

describe('Active Rounds: the rounds in play', () => {
  it("shows each group's holes played and cards signed, its scores opening as a page of their own", async () => {
    chooseGolfCourse(demoClub);
    fakeApi((request) => {
      if (request.path === '/api/player_rounds/active_rounds/') {
        const players = ['Ann Able', 'Ben Baker'];
        return {
          status: 200,
          body: [
            {
              ...activeRound,
              title: 'Monthly Medal / Round 1',
              groups: [
                { group_id: 21, group_number: 1, start: '08:00', players, thru: 18, cards_signed: 2 },
                { group_id: 22, group_number: 2, start: '08:10', players, thru: 9, cards_signed: 0 },
              ],
            },
          ],
        };
      }
      if (request.path === '/api/player_rounds/') {
        return { status: 200, body: { count: 1, next: null, previous: null, results: [activeRound] } };
      }
      return demoUser({ name: 'Eve Organiser', courses: [demoClub], roles: () => [Role.eventManager] })(request);
    });
    renderApp('/active_round', { width: phoneWidth });
    const round = within(await screen.findByRole('article', { name: 'Monthly Medal / Round 1' }));
    const [first, second] = round.getAllByRole('listitem');
    expect(first!.textContent).toBe('Group 1Starts 08:00Ann Able, Ben BakerFinished2 of 2 cards signed');
    expect(second!.textContent).toBe('Group 2Starts 08:10Ann Able, Ben BakerThru 9 of 180 of 2 cards signed');
    expect(round.getByRole('link', { name: 'Group 2' }).getAttribute('href')).toBe(
      '/player_round_group_scores/Monthly%20Medal%20%2F%20Round%201/22',
    );
  });
});
