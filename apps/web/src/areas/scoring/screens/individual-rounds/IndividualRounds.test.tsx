import { Role } from '@fairway/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeRequest } from '../../../../test/fakeApi';
import { phoneWidth, renderApp } from '../../../../test/renderApp';

const played = {
  id: 40,
  created_at: '2026-11-28T08:02:00Z',
  golf_course_id: 1,
  golf_course_name: 'Fairway Demo Golf Club',
  is_guest: false,
  member_id: 12,
  member_name: 'Morgan Member',
  play_date: '2026-11-20',
  hole_category_id: 2,
  hole_category_name: 'White',
  holes: 18,
  nine: null,
  status: 'active',
  player_round_group_id: 77,
  course_handicap: 15,
  playing_handicap: 15,
  thru: 6,
  gross: 27,
  for_handicap: false,
  start_time: null,
  marker_member_id: null,
  marker_name: null,
  attested_at: null,
  penalty_reason: null,
};

const markersRound = {
  ...played,
  id: 50,
  member_id: 14,
  member_name: 'Ben Carter',
  status: 'completed',
  thru: 18,
  gross: 88,
  for_handicap: true,
  start_time: '08:10',
  marker_member_id: 12,
  marker_name: 'Morgan Member',
  returned_by: '2026-11-21T08:10',
};

let requests: FakeRequest[];
beforeEach(() => {
  localStorage.clear();
  startSession('token');
  chooseGolfCourse(demoClub);
  requests = fakeApi((request) => {
    if (request.path === '/api/player_rounds_individual/' && request.method === 'GET') {
      return { status: 200, body: { count: 1, next: null, previous: null, results: [played] } };
    }
    if (request.path === '/api/player_rounds_individual/' && request.method === 'POST') {
      return { status: 201, body: { ...played, id: 41, player_round_group_id: 78, holes: 9, nine: 'back', thru: 0 } };
    }
    if (request.path === '/api/player_rounds_individual/40/complete/') {
      return {
        status: 409,
        body: { detail: '12 holes have no score yet: a round is completed once every hole has one.' },
      };
    }
    if (request.path === '/api/golf_courses/registered/') {
      return {
        status: 200,
        body: [
          { id: 1, name: 'Fairway Demo Golf Club', city_name: 'St Andrews', logo: null, date_format: 'DD/MM/YYYY' },
          { id: 2, name: 'Second Demo Golf Club', city_name: 'Pune', logo: null, date_format: 'DD-MM-YYYY' },
        ],
      };
    }
    if (request.path === '/api/player_rounds_individual/guest_tee_sets/') {
      return request.search.get('golf_course_id') === '2'
        ? { status: 200, body: [{ id: 9, name: 'Yellow', colour: '#ffeb3b', gender: 'M' }] }
        : { status: 404, body: { detail: 'Not found.' } };
    }
    if (request.path === '/api/player_rounds_individual/register_or_create_player_round_as_guest/') {
      return {
        status: 201,
        body: {
          ...played,
          id: 42,
          golf_course_id: 2,
          golf_course_name: 'Second Demo Golf Club',
          is_guest: true,
          hole_category_id: 9,
          hole_category_name: 'Yellow',
          player_round_group_id: 79,
          thru: 0,
        },
      };
    }
    if (request.path === '/api/player_rounds_individual/general_play/markers/') {
      return { status: 200, body: [{ id: 14, name: 'Ben Carter', handicap_index: 12.4 }] };
    }
    if (request.path === '/api/player_rounds_individual/general_play/' && request.method === 'POST') {
      return {
        status: 201,
        body: {
          ...played,
          id: 43,
          thru: 0,
          for_handicap: true,
          start_time: '09:30',
          marker_member_id: 14,
          marker_name: 'Ben Carter',
        },
      };
    }
    if (request.path === '/api/player_rounds_individual/general_play/attest_requests/') {
      const attested = requests.some((each) => each.path.endsWith('/50/attest/'));
      return { status: 200, body: attested ? [] : [markersRound] };
    }
    if (request.path === '/api/player_rounds_individual/general_play/50/attest/') {
      return { status: 200, body: { ...markersRound, attested_at: '2026-11-20T13:00:00Z' } };
    }
    if (request.path === '/api/hole_categories/') {
      return {
        status: 200,
        body: {
          count: 2,
          next: null,
          previous: null,
          results: [
            { id: 2, name: 'White' },
            { id: 3, name: 'Red' },
          ],
        },
      };
    }
    return demoUser({ name: 'Morgan Member', courses: [demoClub], roles: () => [Role.member] })(request);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a golfer's individual rounds", () => {
  it('lists a round with its progress, a link to its scoring page, and says why it cannot be completed yet', async () => {
    renderApp('/individual_round', { width: phoneWidth });
    const card = within(await screen.findByRole('article', { name: 'Fairway Demo Golf Club 20/11/2026' }));
    card.getByText('Thru 6 of 18 · 27 strokes · playing handicap 15');
    expect(card.getByRole('link', { name: 'Score it' }).getAttribute('href')).toBe(
      '/player_round_group_scores/Fairway%20Demo%20Golf%20Club/77',
    );
    fireEvent.click(card.getByRole('button', { name: 'Complete the round' }));
    await screen.findByText('12 holes have no score yet: a round is completed once every hole has one.');
  });

  it('starts a round on the chosen tee set and nine, and opens its scoring page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderApp('/individual_round', { width: phoneWidth });
    const start = within(await screen.findByRole('region', { name: 'Start a round' }));
    fireEvent.mouseDown(start.getByRole('combobox', { name: 'Tee set' }));
    fireEvent.click(await screen.findByRole('option', { name: 'White' }));
    fireEvent.click(start.getByRole('button', { name: 'Back nine' }));
    fireEvent.click(start.getByRole('button', { name: 'Start and score' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/player_round_group_scores/Fairway%20Demo%20Golf%20Club/78'),
    );
    const posted = requests.find(
      (request) => request.method === 'POST' && request.path === '/api/player_rounds_individual/',
    );
    expect(posted?.body).toEqual({ hole_category_id: 2, holes: 9, nine: 'back' });
  });

  it("starts a round as a guest at another club on one of that club's tee sets, and opens its scoring page", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderApp('/individual_round', { width: phoneWidth });
    const start = within(await screen.findByRole('region', { name: 'Start a round' }));
    fireEvent.click(start.getByRole('button', { name: 'As a guest elsewhere' }));
    fireEvent.mouseDown(start.getByRole('combobox', { name: 'Club played' }));
    const clubs = await screen.findAllByRole('option');
    // The club the golfer is at is not one they play as a guest.
    expect(clubs.map((club) => club.textContent)).toEqual(['Second Demo Golf Club · Pune']);
    fireEvent.click(clubs[0]!);
    fireEvent.mouseDown(start.getByRole('combobox', { name: 'Tee set' }));
    const teeSets = await screen.findAllByRole('option');
    expect(teeSets.map((teeSet) => teeSet.textContent)).toEqual(['Yellow']);
    fireEvent.click(teeSets[0]!);
    fireEvent.click(start.getByRole('button', { name: 'Start as a guest and score' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/player_round_group_scores/Second%20Demo%20Golf%20Club/79'),
    );
    const posted = requests.find(
      (request) =>
        request.path === '/api/player_rounds_individual/register_or_create_player_round_as_guest/' &&
        request.method === 'POST',
    );
    expect(posted?.body).toEqual({ golf_course_id: 2, hole_category_id: 9, holes: 18, nine: null });
  });

  it('registers a round for handicap before starting it, with its day, start time, holes and marker', async () => {
    renderApp('/individual_round', { width: phoneWidth });
    const form = within(await screen.findByRole('region', { name: 'Register a round for handicap' }));
    fireEvent.mouseDown(form.getByRole('combobox', { name: 'Tee set' }));
    fireEvent.click(await screen.findByRole('option', { name: 'White' }));
    fireEvent.change(form.getByLabelText('Day'), { target: { value: '2026-11-29' } });
    fireEvent.change(form.getByLabelText('Start time'), { target: { value: '09:30' } });
    const register = form.getByRole('button', { name: 'Register' });
    expect((register as HTMLButtonElement).disabled).toBe(true);
    fireEvent.mouseDown(form.getByRole('combobox', { name: 'Marker' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ben Carter · 12.4' }));
    fireEvent.click(register);
    await waitFor(() =>
      expect(
        requests.find(
          (request) => request.method === 'POST' && request.path === '/api/player_rounds_individual/general_play/',
        )?.body,
      ).toEqual({
        hole_category_id: 2,
        play_date: '2026-11-29',
        start_time: '09:30',
        holes: 18,
        nine: null,
        marker_member_id: 14,
      }),
    );
  });

  it('lists the cards the golfer marks waiting for their attest, and attests one', async () => {
    renderApp('/individual_round', { width: phoneWidth });
    const waiting = within(await screen.findByRole('region', { name: 'Cards to attest as marker' }));
    const card = within(waiting.getByRole('article', { name: 'Ben Carter' }));
    card.getByText('20/11/2026 08:10 · White · 88 strokes');
    fireEvent.click(card.getByRole('button', { name: 'Attest' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cards to attest as marker' })).toBeNull());
    expect(
      requests.some(
        (request) =>
          request.method === 'POST' && request.path === '/api/player_rounds_individual/general_play/50/attest/',
      ),
    ).toBe(true);
  });
});
