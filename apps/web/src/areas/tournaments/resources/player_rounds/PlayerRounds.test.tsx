import { Role } from '@fairway/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi } from '../../../../test/fakeApi';
import { phoneWidth, renderApp } from '../../../../test/renderApp';

const drawn = {
  player_round_id: 7,
  tournament_id: 3,
  tournament_name: 'Autumn Stableford',
  round_number: 1,
  play_date: '2027-01-09',
  status: 'scheduled',
  group_id: 21,
  group_number: 2,
  start: '08:10',
  hole_category_name: 'White',
  playing_handicap: -2,
  players: ['Ann Able', 'Morgan Member', 'Ben Baker'],
};

let rounds: unknown[];
beforeEach(() => {
  localStorage.clear();
  startSession('token');
  chooseGolfCourse(demoClub);
  fakeApi((request) => {
    if (request.path === '/api/player_rounds/my_rounds/') return { status: 200, body: rounds };
    return demoUser({ name: 'Morgan Member', courses: [demoClub], roles: () => [Role.member] })(request);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a golfer's own rounds", () => {
  it('shows each round with its start, group, tees, playing handicap and the partners, the golfer left out', async () => {
    rounds = [drawn];
    renderApp('/player-rounds', { width: phoneWidth });
    const card = within(await screen.findByRole('article', { name: 'Autumn Stableford 09/01/2027' }));
    card.getByText('Round 1 · 09/01/2027');
    card.getByText('08:10');
    card.getByText('Group 2');
    card.getByText('White');
    card.getByText('+2');
    card.getByText('Ann Able, Ben Baker');
    card.getByText('Scheduled');
  });

  it('opens the scoring page of a round in play with a whole page load, outside the admin app', async () => {
    rounds = [{ ...drawn, status: 'active' }];
    renderApp('/player-rounds', { width: phoneWidth });
    const card = within(await screen.findByRole('article', { name: 'Autumn Stableford 09/01/2027' }));
    const link = card.getByRole('link', { name: 'Open the scoring page' });
    expect(link.getAttribute('href')).toBe('/player_round_group_scores/Autumn%20Stableford/21');
    // The router takes over a link by cancelling its click; this one is left to the browser.
    expect(fireEvent.click(link)).toBe(true);
  });

  it('offers no scoring page before the round is in play', async () => {
    rounds = [drawn];
    renderApp('/player-rounds', { width: phoneWidth });
    await screen.findByRole('article', { name: 'Autumn Stableford 09/01/2027' });
    expect(screen.queryByRole('link', { name: 'Open the scoring page' })).toBeNull();
  });

  it('says so in words when the golfer has no rounds', async () => {
    rounds = [];
    renderApp('/player-rounds', { width: phoneWidth });
    await screen.findByText(/You have no rounds at this club yet/);
    expect(screen.queryByRole('article')).toBeNull();
  });
});
