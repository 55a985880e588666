import { Role } from '@fairway/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeAnswer, type FakeRequest } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

const stamps = { created_at: '2026-03-01T09:30:00Z', created_by: 1, updated_at: '2026-03-02T16:05:00Z', updated_by: 1 };
const teeSetsOf: Record<string, object[]> = {
  '1': [{ id: 11, golf_course_id: 1, name: 'Demo White', colour: '#ffffff', gender: 'M', sort_order: 1, ...stamps }],
  '2': [{ id: 21, golf_course_id: 2, name: 'Pines Blue', colour: '#1565c0', gender: 'any', sort_order: 1, ...stamps }],
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
    if (request.path === '/api/hole_categories/') return { status: 200, body: page(teeSetsOf[course] ?? []) };
    if (request.path === '/api/hole_categories/21/') {
      if (course !== '2') return { status: 404, body: { detail: 'Not found.' } };
      if (request.method === 'PATCH')
        return { status: 200, body: { ...teeSetsOf['2']![0], ...(request.body as object) } };
      return { status: 200, body: teeSetsOf['2']![0] };
    }
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

describe("the super admin's tee sets of any club", { timeout: 30_000 }, () => {
  it('lists the active club first, then the chosen club, asked for with its X-Golf-Course, and edits its tee set', async () => {
    const requests = signedInAs([Role.superAdmin]);
    renderApp('/hole_category');
    await screen.findByText('Demo White', {}, { timeout: 5000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Golf course' }));
    await user.click(await screen.findByRole('option', { name: 'Pending Pines' }));
    await screen.findByText('Pines Blue', {}, { timeout: 5000 });
    expect(screen.queryByText('Demo White')).toBeNull();
    const lists = requests.filter((request) => request.path === '/api/hole_categories/');
    expect(lists.at(-1)!.headers.get('X-Golf-Course')).toBe('2');

    await user.click(screen.getByText('Pines Blue'));
    await screen.findByRole('heading', { name: 'Edit Tee set - Pines Blue' }, { timeout: 5000 });
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Pines Navy');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.find((request) => request.method === 'PATCH')).toBeDefined());
    const patch = requests.find((request) => request.method === 'PATCH')!;
    expect(patch.path).toBe('/api/hole_categories/21/');
    expect(patch.headers.get('X-Golf-Course')).toBe('2');
    expect(patch.body).toEqual({ name: 'Pines Navy' });
  });

  it('is closed to a club admin', async () => {
    signedInAs([Role.admin]);
    renderApp('/hole_category');
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(heading.textContent).toBe('Not available for your role');
    expect(screen.queryByText('Demo White')).toBeNull();
  });
});
