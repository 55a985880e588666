import { Role } from '@fairway/contract';
import { EARTH_RADIUS_METRES } from '@fairway/golf';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

const stamps = {
  golf_course_id: 1,
  created_at: '2026-01-02T09:00:00Z',
  created_by: 1,
  updated_at: '2026-01-02T09:00:00Z',
  updated_by: 1,
};
const metresPerDegree = (EARTH_RADIUS_METRES * Math.PI) / 180;
const hole = { ...stamps, id: 1, number: 1, name: '', par: 4, stroke_index: 7, stroke_index_ladies: null };
/** Hole 1 played due north: fairway centre 200 m out, the green's centre 350 m, or `greenAt` metres. */
const pointsOf = (greenAt: number) =>
  (
    [
      ['tee', 0],
      ['fairway_centre', 200],
      ['green_centre', greenAt],
    ] as const
  ).map(([kind, north], index) => ({
    ...stamps,
    id: index + 1,
    hole_id: 1,
    hole_number: 1,
    kind,
    label: '',
    latitude: 56.3436 + north / metresPerDegree,
    longitude: -2.8059,
    sort_order: index,
  }));

let points = pointsOf(350);
const page = (results: object[]) => ({ count: results.length, next: null, previous: null, results });

beforeEach(() => {
  localStorage.clear();
  startSession('token');
  points = pointsOf(350);
  fakeApi((request) => {
    if (request.path === '/api/hole_intermediate_points/') return { status: 200, body: page(points) };
    if (request.path === '/api/golf_course_holes/') return { status: 200, body: page([hole]) };
    if (request.path === '/api/golf_course_holes/1/') return { status: 200, body: hole };
    return demoUser({ name: 'Demo Admin', courses: [demoClub], roles: () => [Role.admin] })(request);
  });
  chooseGolfCourse(demoClub);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const filteredByHole = `/golf_course_holes_periphery?filter=${encodeURIComponent(JSON.stringify({ hole_id: 1 }))}`;

describe("the hole points' diagram", { timeout: 20_000 }, () => {
  it('asks for a hole while the list shows every hole', async () => {
    renderApp('/golf_course_holes_periphery');
    await screen.findByText('Choose a hole to see its diagram.', {}, { timeout: 5000 });
  });

  it("draws the hole the list is filtered by, with its points' legend and distances in the club's yards", async () => {
    renderApp(filteredByHole);
    const diagram = await screen.findByRole('img', { name: 'Hole 1' }, { timeout: 5000 });
    expect(diagram.querySelectorAll('[data-segment]')).toHaveLength(2);
    expect([...diagram.querySelectorAll('[data-segment] text')].map((text) => text.textContent)).toEqual([
      '219 yd',
      '164 yd',
    ]);
    screen.getByText('Tee to green: 383 yd');
    for (const legend of ['Tee', 'Fairway centre', 'Centre of green', 'Centre line']) {
      expect(screen.getAllByText(legend).length).toBeGreaterThan(0);
    }
  });

  it('makes a green placed 2 km away stand out with its long distance', async () => {
    points = pointsOf(2200);
    renderApp(filteredByHole);
    const diagram = await screen.findByRole('img', { name: 'Hole 1' }, { timeout: 5000 });
    const long = diagram.querySelector('[data-segment="1"]')!;
    expect(long.textContent).toBe('2,187 yd');
    expect(long.querySelector('line')).not.toBeNull();
  });
});
