import { Role } from '@fairway/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TournamentScoreDetails } from '../../providers/resultsApi';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi } from '../../../../test/fakeApi';
import { phoneWidth, renderApp } from '../../../../test/renderApp';

const superAdmin = demoUser({ name: 'Sam Super', courses: [demoClub], roles: () => [Role.superAdmin] });

const tournaments = [
  { id: 7, name: 'November Stableford', status: 'completed', format: 'stableford', start_date: '2026-11-21' },
];

const hole = (number: number, strokes: number | null, received: number) => ({
  number,
  par: 4,
  stroke_index: number,
  strokes,
  received,
  net: strokes === null ? null : strokes - received,
  points: strokes === null ? 0 : Math.max(0, 6 + received - strokes),
  adjusted: strokes === null ? 4 + received : Math.min(strokes, 6 + received),
  estimated: strokes === null,
});

const handicap = (playing: number, workedOut: number) => ({
  handicap_index: 12.4,
  course_rating: 71.2,
  slope_rating: 128,
  rated_par: 72,
  unrounded_course_handicap: 13.246,
  course_handicap: 13,
  playing_handicap: playing,
  worked_out_playing_handicap: workedOut,
  capped_by_maximum: false,
  set_by_organiser: playing !== workedOut,
});

const details: TournamentScoreDetails = {
  tournament_id: 7,
  name: 'November Stableford',
  format: 'stableford',
  allowance_percent: 95,
  maximum_handicap: null,
  players: [
    {
      member_id: 11,
      name: 'Ann Birdie',
      category: 'Men',
      status: 'entered',
      handicap: handicap(13, 13),
      rounds: [
        {
          round_number: 1,
          holes: [hole(1, 5, 1), hole(2, null, 1), hole(3, 9, 0)],
          gross: null,
          net: null,
          points: 2,
          adjusted_gross: 16,
        },
      ],
    },
    {
      member_id: 12,
      name: 'Ben Eagle',
      category: 'Men',
      status: 'entered',
      handicap: handicap(16, 13),
      rounds: [{ round_number: 1, holes: [], gross: null, net: null, points: 0, adjusted_gross: 0 }],
    },
  ],
};

beforeEach(() => {
  localStorage.clear();
  startSession('token');
  chooseGolfCourse(demoClub);
});
afterEach(cleanup);

describe('Tournament Score Details', () => {
  it("opens a player's card hole by hole with the handicap worked out, and finds players by name", async () => {
    fakeApi((request) => {
      if (request.path === '/api/tournaments/' && request.method === 'GET') {
        return { status: 200, body: { count: 1, next: null, previous: null, results: tournaments } };
      }
      if (request.path === '/api/tournaments/7/score_details/') return { status: 200, body: details };
      return superAdmin(request);
    });
    renderApp('/tournament-score-details', { width: phoneWidth });
    await screen.findByText('Stableford; allowance 95 %; maximum playing handicap: none');
    expect(screen.getByText('Men · playing handicap 13 · round 1: – gross, 2 points, 16 adjusted')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Ann Birdie/ }));
    expect(
      await screen.findByText(
        'Index 12.4 × slope 128 / 113 + (course rating 71.2 − par 72) = course handicap 13.2, shown as 13.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('At the allowance of 95 %, the playing handicap is 13.')).toBeTruthy();
    const card = screen.getByRole('table', { name: 'Card of Ann Birdie, round 1' });
    const rows = within(card)
      .getAllByRole('row')
      .map((line) =>
        within(line)
          .queryAllByRole('cell')
          .concat(within(line).queryAllByRole('columnheader'))
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Hole', 'Par', 'SI', 'Strokes', 'Received', 'Net', 'Points', 'Adjusted'],
      ['1', '4', '1', '5', '1', '4', '2', '5'],
      ['2', '4', '2', '–', '1', '–', '0', '5 (net par: not played)'],
      ['3', '4', '3', '9', '0', '9', '0', '6'],
      ['Total', '–', '', '–', '2', '16'],
    ]);

    fireEvent.click(screen.getByRole('button', { name: /Ben Eagle/ }));
    expect(await screen.findByText('Entered with a playing handicap of 16, not the 13 the figures give.')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a player' }), { target: { value: 'eagle' } });
    expect(screen.queryByRole('button', { name: /Ann Birdie/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Ben Eagle/ })).toBeTruthy();
  });
});
