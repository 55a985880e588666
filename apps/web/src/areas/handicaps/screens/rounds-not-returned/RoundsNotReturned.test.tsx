import { Role } from '@fairway/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeRequest } from '../../../../test/fakeApi';
import { phoneWidth, renderApp } from '../../../../test/renderApp';

const overdue = {
  id: 60,
  created_at: '2026-11-20T07:40:00Z',
  golf_course_id: 1,
  golf_course_name: 'Fairway Demo Golf Club',
  is_guest: false,
  member_id: 12,
  member_name: 'Ann Baker',
  play_date: '2026-11-20',
  hole_category_id: 2,
  hole_category_name: 'White',
  holes: 18,
  nine: null,
  status: 'active',
  player_round_group_id: 90,
  course_handicap: 15,
  playing_handicap: 15,
  thru: 11,
  gross: 52,
  for_handicap: true,
  start_time: '08:10',
  marker_member_id: 14,
  marker_name: 'Ben Carter',
  attested_at: null,
  penalty_reason: null,
  returned_by: '2026-11-21T08:10',
};

let requests: FakeRequest[];
function committee(rounds: (typeof overdue)[], roles: number[] = [Role.admin]) {
  localStorage.clear();
  startSession('token');
  chooseGolfCourse(demoClub);
  requests = fakeApi((request) => {
    if (request.path === '/api/player_rounds_individual/general_play/not_returned/') {
      const entered = requests.some((each) => each.path.endsWith('/60/penalty_score/'));
      return { status: 200, body: entered ? [] : rounds };
    }
    if (request.path === '/api/player_rounds_individual/general_play/60/penalty_score/') {
      return {
        status: 201,
        body: { player_round_id: 60, member_id: 12, score_differential: 21.4, ...(request.body as object) },
      };
    }
    return demoUser({ name: 'Casey Admin', courses: [demoClub], roles: () => roles })(request);
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the handicap committee's rounds not returned", () => {
  beforeEach(() => committee([overdue]));

  it('lists an overdue round and enters its penalty score with the reason, showing the differential it made', async () => {
    renderApp('/rounds-not-returned', { width: phoneWidth });
    await screen.findByRole('heading', { name: 'Rounds Not Returned' });
    const card = within(await screen.findByRole('article', { name: 'Ann Baker' }));
    card.getByText('20/11/2026 08:10 · White · 18 holes · marker Ben Carter');
    card.getByText('Card thru 11 · 52 strokes · due back by 21/11/2026 08:10');
    const enter = card.getByRole('button', { name: 'Enter penalty score' });
    expect((enter as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(card.getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Card not returned within 24 hours' },
    });
    fireEvent.click(enter);
    await screen.findByText(
      'Penalty score entered for Ann Baker: differential 21.4, the highest of their last 20 (Card not returned within 24 hours). Their Handicap Index is revised.',
    );
    const posted = requests.find((request) => request.path.endsWith('/60/penalty_score/'));
    expect(posted?.body).toEqual({ basis: 'highest', reason: 'Card not returned within 24 hours' });
    await screen.findByText(/none waits for the committee/);
    expect(screen.queryByRole('article', { name: 'Ann Baker' })).toBeNull();
  });

  it('enters the lowest differential where the committee finds the score withheld', async () => {
    renderApp('/rounds-not-returned');
    const card = within(await screen.findByRole('article', { name: 'Ann Baker' }));
    fireEvent.mouseDown(card.getByRole('combobox', { name: 'Penalty score' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Lowest of last 20 · withheld' }));
    fireEvent.change(card.getByRole('textbox', { name: 'Reason' }), { target: { value: 'Withheld before the Open' } });
    fireEvent.click(card.getByRole('button', { name: 'Enter penalty score' }));
    await screen.findByText(/differential 21\.4, the lowest of their last 20 \(Withheld before the Open\)/);
    expect(requests.find((request) => request.path.endsWith('/60/penalty_score/'))?.body).toEqual({
      basis: 'lowest',
      reason: 'Withheld before the Open',
    });
  });

  it("shows the server's refusal and keeps the round", async () => {
    fakeApi((request) => {
      if (request.path === '/api/player_rounds_individual/general_play/60/penalty_score/') {
        return { status: 409, body: { detail: "The round's time limit to return it has not passed yet." } };
      }
      if (request.path === '/api/player_rounds_individual/general_play/not_returned/') {
        return { status: 200, body: [overdue] };
      }
      return demoUser({ name: 'Casey Admin', courses: [demoClub], roles: () => [Role.admin] })(request);
    });
    renderApp('/rounds-not-returned');
    const card = within(await screen.findByRole('article', { name: 'Ann Baker' }));
    fireEvent.change(card.getByRole('textbox', { name: 'Reason' }), { target: { value: 'Late' } });
    fireEvent.click(card.getByRole('button', { name: 'Enter penalty score' }));
    await card.findByText("The round's time limit to return it has not passed yet.");
    expect(screen.getByRole('article', { name: 'Ann Baker' })).toBeTruthy();
  });
});

describe('rounds not returned, otherwise', () => {
  it('says so when every round was returned in time', async () => {
    committee([]);
    renderApp('/rounds-not-returned');
    await screen.findByText(
      'Every round registered for handicap has been returned in time: none waits for the committee.',
    );
  });

  it("is the admins' menu entry, not a member's", async () => {
    committee([overdue], [Role.member]);
    renderApp('/rounds-not-returned');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ann Baker' })).toBeNull());
    expect(requests.some((request) => request.path.endsWith('/not_returned/'))).toBe(false);
  });
});
