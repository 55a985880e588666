import { Role } from '@fairway/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeRequest } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

const morgan = { id: 7, user_name: 'Morgan Member', email: 'member@demo.fairway.golf' };
const granted = {
  id: 7,
  email: 'member@demo.fairway.golf',
  first_name: 'Morgan',
  last_name: 'Member',
  user_name: 'Morgan Member',
  phone: '',
  user_type_id: null,
  user_type_name: null,
  is_active: true,
  roles: [{ golf_course_id: 1, golf_course_name: demoClub.name, role: Role.eventManager }],
  created_at: '2026-01-02T09:00:00Z',
  updated_at: '2026-01-02T09:00:00Z',
};

let requests: FakeRequest[];
let grant: { status: number; body: unknown };
beforeEach(() => {
  localStorage.clear();
  startSession('token');
  chooseGolfCourse(demoClub);
  grant = { status: 200, body: granted };
  requests = fakeApi((request) => {
    if (request.path === '/api/event_manager/') {
      return { status: 200, body: { count: 0, next: null, previous: null, results: [] } };
    }
    if (request.path === '/api/event_manager/user_list_non_connected_event_manager/') {
      return { status: 200, body: [morgan] };
    }
    if (request.path === '/api/users/7/roles/' && request.method === 'POST') return grant;
    return demoUser({ name: 'Ada Admin', courses: [demoClub], roles: () => [Role.admin] })(request);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function chooseMorgan() {
  renderApp('/event-managers');
  fireEvent.click(await screen.findByRole('button', { name: 'Make an event manager' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Make an event manager' });
  await within(dialog).findByRole('combobox', { name: /^User/ });
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^User/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Morgan Member (member@demo.fairway.golf)' }));
  return dialog;
}

const grants = () => requests.filter((request) => request.method === 'POST');

describe("making one of the club's users an event manager", { timeout: 20_000 }, () => {
  it('grants the chosen user the event manager role through the declared endpoint, and closes', async () => {
    const dialog = await chooseMorgan();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make event manager' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(grants().map((request) => [request.path, request.body])).toEqual([['/api/users/7/roles/', { role: 10 }]]);
    await screen.findByText('Morgan Member is now an event manager');
  });

  it('says Required and sends nothing until a user is chosen', async () => {
    renderApp('/event-managers');
    fireEvent.click(await screen.findByRole('button', { name: 'Make an event manager' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Make an event manager' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make event manager' }));
    await within(dialog).findByText('Required');
    expect(grants()).toEqual([]);
  });

  it("keeps the dialog open with the server's refusal in its alert", async () => {
    grant = { status: 400, body: { role: ['Morgan Member has left the club.'] } };
    const dialog = await chooseMorgan();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make event manager' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Role: Morgan Member has left the club.');
    expect(screen.getByRole('dialog', { name: 'Make an event manager' })).toBe(dialog);
  });
});
