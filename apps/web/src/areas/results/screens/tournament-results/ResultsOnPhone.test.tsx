import { Role } from '@fairway/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import type { TournamentResults } from '../../providers/resultsApi';
import { demoClub, demoUser, fakeApi } from '../../../../test/fakeApi';
import { phoneWidth, renderApp } from '../../../../test/renderApp';

const member = demoUser({ name: 'Morgan Member', courses: [demoClub], roles: () => [Role.member] });

const medal: TournamentResults = {
  tournament_id: 5,
  format: 'stroke_play',
  basis: 'both',
  calculated_at: '2026-04-11T17:02:00.000Z',
  published: true,
  hidden_holes: [],
  categories: [
    {
      category: 'Men Net',
      rows: [
        {
          position: 1,
          position_display: '1',
          tied: false,
          member_id: 11,
          team_id: null,
          name: 'Ann Birdie',
          playing_handicap: 18,
          peoria_handicap: null,
          gross: 90,
          net: 72,
          points: null,
          countback: '',
        },
      ],
    },
  ],
  matches: [],
  teams: [],
  skins: null,
  prizes: [],
  corrections: [],
};

beforeEach(() => {
  localStorage.clear();
  startSession('token');
  chooseGolfCourse(demoClub);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('results on a phone', { timeout: 60_000 }, () => {
  it('show Net and Gross as columns, the handicap under the name', async () => {
    fakeApi((request) => {
      if (request.path === '/api/tournaments/published_results/') {
        return {
          status: 200,
          body: [
            {
              tournament_id: 5,
              tournament_name: 'Spring Medal',
              start_date: '2026-04-11',
              format: 'stroke_play',
              tournament_master_id: 2,
              tournament_master_name: 'Spring Medal',
              published_at: '2026-04-11T18:00:00.000Z',
            },
          ],
        };
      }
      if (request.path === '/api/tournaments/5/results/') return { status: 200, body: medal };
      return member(request);
    });
    renderApp('/tournament-results?tournament=5', { width: phoneWidth });
    const table = await screen.findByRole('table', { name: 'Men Net' }, { timeout: 20_000 });
    const rows = within(table)
      .getAllByRole('row')
      .map((line) =>
        within(line)
          .queryAllByRole('columnheader')
          .concat(within(line).queryAllByRole('cell'))
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Pos', 'Player', 'Net', 'Gross'],
      ['1', 'Ann BirdieHC 18', '72', '90'],
    ]);
  });
});
