import { Role } from '@fairway/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

const page = (results: object[]) => ({ count: results.length, next: null, previous: null, results });
const audit = {
  golf_course_id: 1,
  created_at: '2026-01-02T09:00:00Z',
  created_by: 1,
  updated_at: '2026-01-02T09:00:00Z',
  updated_by: 1,
};
const answers: Record<string, object> = {
  '/api/golf_course_holes/': page([
    { ...audit, id: 1, number: 1, name: 'Long Acre', par: 4, stroke_index: 5, stroke_index_ladies: 7 },
  ]),
  '/api/hole_categories/': page([{ ...audit, id: 3, name: 'Red', colour: '#d32f2f', gender: 'F', sort_order: 3 }]),
};

beforeEach(() => {
  localStorage.clear();
  startSession('token');
  fakeApi((request) =>
    answers[request.path]
      ? { status: 200, body: answers[request.path] }
      : demoUser({ name: 'Demo Admin', courses: [demoClub], roles: () => [Role.admin] })(request),
  );
  chooseGolfCourse(demoClub);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The list's column headings and the cells of the row holding `text`. */
async function rowOf(text: string) {
  const cell = await screen.findByText(text, {}, { timeout: 5000 });
  const columns = screen.getAllByRole('columnheader').map((header) => header.textContent);
  const cells = within(cell.closest('tr')!)
    .getAllByRole('cell')
    .map((each) => each.textContent);
  return Object.fromEntries(columns.map((column, index) => [column, cells[index]]));
}

describe('the course settings lists', () => {
  it('show the holes in golf words', async () => {
    renderApp('/golf_course_hole');
    expect(await rowOf('Long Acre')).toMatchObject({
      Hole: '1',
      Par: '4',
      'Stroke index': '5',
      "Ladies' stroke index": '7',
    });
  });

  it('show who a tee set is played by', async () => {
    renderApp('/settings/hole_categories');
    expect(await rowOf('Red')).toMatchObject({ Name: 'Red', 'Played by': 'Women', Order: '3' });
  });
});
