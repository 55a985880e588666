import { Role } from '@fairway/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi } from '../../../../test/fakeApi';
import { phoneWidth, renderApp } from '../../../../test/renderApp';

const admin = demoUser({ name: 'Alex Admin', courses: [demoClub], roles: () => [Role.admin] });

const member = demoUser({ name: 'Morgan Member', courses: [demoClub], roles: () => [Role.member] });

const published = (id: number, name: string, seriesId: number | null, seriesName: string | null) => ({
  tournament_id: id,
  tournament_name: name,
  start_date: '2026-11-07',
  format: 'stroke_play',
  tournament_master_id: seriesId,
  tournament_master_name: seriesName,
  published_at: '2026-11-07T18:00:00.000Z',
});

// The club's published results, latest first: the page lists their series by name and opens on the one with the
// most editions; a one-off tournament has no series.
const publishedResults = [
  published(9, 'Club Championship 2026', 3, 'Club Championship'),
  published(7, 'November Medal', 2, 'Monthly Medal'),
  published(8, 'Charity Day', null, null),
  published(3, 'November Medal 2025', 2, 'Monthly Medal'),
];

const winner = (member_id: number, name: string, position_display: string, net: number | null, gross: number) => ({
  member_id,
  team_id: null,
  name,
  position_display,
  gross,
  net,
  points: null,
});

const medal = {
  tournament_master_id: 2,
  name: 'Monthly Medal',
  editions: [
    {
      year: 2026,
      tournament_id: 7,
      tournament_name: 'November Medal',
      start_date: '2026-11-07',
      format: 'stroke_play',
      basis: 'both',
      categories: [
        { category: 'Net', winners: [winner(12, 'Ann Birdie', '1', 68, 82)] },
        { category: 'Gross', winners: [winner(14, 'Cal Par', 'T1', 70, 75), winner(15, 'Dee Drive', 'T1', 72, 75)] },
      ],
    },
    {
      year: 2025,
      tournament_id: 3,
      tournament_name: 'November Medal 2025',
      start_date: '2025-11-08',
      format: 'stroke_play',
      basis: 'net',
      categories: [{ category: '', winners: [winner(13, 'Ben Eagle', '1', 69, 80)] }],
    },
  ],
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

describe('Tournament Result history', () => {
  it.each([
    ['an admin', admin],
    ['a member', member],
  ])(
    "shows %s the series of most editions' winners by year and category, ties named, and another series on choosing it",
    async (_who, person) => {
      const requests = fakeApi((request) => {
        if (request.path === '/api/tournaments/published_results/') return { status: 200, body: publishedResults };
        if (request.path === '/api/tournament_masters/2/tournament_result_history/')
          return { status: 200, body: medal };
        if (request.path === '/api/tournament_masters/3/tournament_result_history/') {
          return { status: 200, body: { tournament_master_id: 3, name: 'Club Championship', editions: [] } };
        }
        return person(request);
      });
      renderApp('/tournament-winner-history', { width: phoneWidth });
      const table = await screen.findByRole('table', { name: 'Tournament Result history' });
      expect(
        within(table)
          .getAllByRole('row')
          .map((line) =>
            within(line)
              .queryAllByRole('cell')
              .concat(within(line).queryAllByRole('columnheader'))
              .map((cell) => cell.textContent),
          ),
      ).toEqual([
        // On a phone the tournament is under the year, not a column of its own behind a sideways scroll.
        ['Year', 'Category', 'Winner', 'Score'],
        ['2026November Medal', 'Net', 'Ann Birdie', 'net 68, gross 82'],
        ['2026November Medal', 'Gross', 'Cal Par (T1)', 'net 70, gross 75'],
        ['2026November Medal', 'Gross', 'Dee Drive (T1)', 'net 72, gross 75'],
        ['2025November Medal 2025', 'Whole field', 'Ben Eagle', 'net 69, gross 80'],
      ]);

      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Series' }));
      const options = within(await screen.findByRole('listbox')).getAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual(['Club Championship', 'Monthly Medal']);
      fireEvent.click(options[0]!);
      await screen.findByText('No edition of Club Championship has published results yet.');
      expect(requests.map((request) => request.path)).toContain('/api/tournament_masters/3/tournament_result_history/');
      // Nothing only organisers may read: a 403 would end a member's session.
      expect(requests.map((request) => request.path)).not.toContain('/api/tournament_masters/');
    },
  );
});
