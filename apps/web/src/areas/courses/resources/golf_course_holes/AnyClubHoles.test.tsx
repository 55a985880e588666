import { Role } from '@fairway/contract';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeAnswer, type FakeRequest } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

const stamps = { created_at: '2026-03-01T09:30:00Z', created_by: 1, updated_at: '2026-03-02T16:05:00Z', updated_by: 1 };
const hole = (id: number, golfCourseId: number, name: string) => ({
  id,
  golf_course_id: golfCourseId,
  number: 1,
  name,
  par: 4,
  stroke_index: 7,
  stroke_index_ladies: 9,
  ...stamps,
});
const holesOf: Record<string, object[]> = {
  '1': [hole(11, 1, 'Demo Opener')],
  '2': [hole(21, 2, 'Pines Opener')],
};
const pointsOf: Record<string, object[]> = {
  '1': [],
  '2': [
    {
      id: 31,
      golf_course_id: 2,
      hole_id: 21,
      hole_number: 1,
      kind: 'hazard',
      label: 'Pines pond',
      latitude: 51.5,
      longitude: -0.1,
      sort_order: 1,
      ...stamps,
    },
  ],
};
const courses = [
  { id: 1, name: 'Fairway Demo Golf Club' },
  { id: 2, name: 'Pending Pines' },
];
const page = (results: object[]) => ({ count: results.length, next: null, previous: null, results });

function signedInAs(roles: number[]) {
  const user = demoUser({ name: 'Pat', courses: [demoClub], roles: () => roles });
  return fakeApi((request: FakeRequest): FakeAnswer | undefined => {
    const course = request.headers.get('X-Golf-Course') ?? '';
    if (request.path === '/api/golf_courses/') return { status: 200, body: page(courses) };
    if (request.path === '/api/golf_course_holes/') return { status: 200, body: page(holesOf[course] ?? []) };
    if (request.path === '/api/hole_intermediate_points/') return { status: 200, body: page(pointsOf[course] ?? []) };
    return user(request);
  });
}

beforeEach(() => {
  localStorage.clear();
  startSession('token');
  chooseGolfCourse(demoClub);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the super admin's holes and periphery of any club", { timeout: 30_000 }, () => {
  it("lists the chosen club's holes, asked for with its X-Golf-Course, without the active club's card", async () => {
    const requests = signedInAs([Role.superAdmin]);
    renderApp('/hole_detail/golf_course_hole');
    await screen.findByText('Demo Opener', {}, { timeout: 5000 });
    expect(screen.queryByText('Course card')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Golf course' }));
    await user.click(await screen.findByRole('option', { name: 'Pending Pines' }));
    await screen.findByText('Pines Opener', {}, { timeout: 5000 });
    expect(screen.queryByText('Demo Opener')).toBeNull();
    const lists = requests.filter((request) => request.path === '/api/golf_course_holes/');
    expect(lists.at(-1)!.headers.get('X-Golf-Course')).toBe('2');
  });

  it("lists the chosen club's hole points", async () => {
    const requests = signedInAs([Role.superAdmin]);
    renderApp('/hole_detail/golf_course_holes_periphery');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Golf course' }, { timeout: 5000 }));
    await user.click(await screen.findByRole('option', { name: 'Pending Pines' }));
    await screen.findByText('Pines pond', {}, { timeout: 5000 });
    const lists = requests.filter((request) => request.path === '/api/hole_intermediate_points/');
    expect(lists.at(-1)!.headers.get('X-Golf-Course')).toBe('2');
  });

  it('is closed to a club admin', async () => {
    signedInAs([Role.admin]);
    renderApp('/hole_detail/golf_course_holes_periphery');
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(heading.textContent).toBe('Not available for your role');
  });
});
