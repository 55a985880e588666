import { Role } from '@fairway/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeRequest } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

const organiser = {
  id: 3,
  golf_course_id: 1,
  user_id: 5,
  user_name: 'Evan Events',
  email: 'events@demo.fairway.golf',
  organisation: 'Evan Events Corporate Golf',
  is_active: true,
  roster_size: 1,
  created_at: '2026-01-02T09:00:00Z',
  updated_at: '2026-01-02T09:00:00Z',
};
const priya = {
  id: 1,
  event_manager_id: 3,
  member_id: 12,
  member_name: 'Priya Shah',
  gender: 'F',
  handicap_index: 14.2,
  is_club_member: false,
};
const ines = { ...priya, id: 2, member_id: 13, member_name: 'Ines Moreau', handicap_index: 18.3 };

let requests: FakeRequest[];
let changeAnswer: { status: number; body: unknown };
beforeEach(() => {
  changeAnswer = { status: 200, body: [ines, priya] };
  localStorage.clear();
  startSession('token');
  chooseGolfCourse(demoClub);
  requests = fakeApi((request) => {
    if (request.path === '/api/event_manager/') {
      return { status: 200, body: { count: 1, next: null, previous: null, results: [organiser] } };
    }
    if (request.path === '/api/event_manager/event_manager_member_index/') return { status: 200, body: [priya] };
    if (request.path === '/api/event_manager/ddl_club_members/') return { status: 200, body: [] };
    if (request.path === '/api/event_manager/add_remove_event_manager_member_association/') return changeAnswer;
    return demoUser({ name: 'Evan Events', courses: [demoClub], roles: () => [Role.eventManager] })(request);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("an organiser's own players", () => {
  it('shows each player with their index, and adds a golfer from elsewhere with a declared index', async () => {
    renderApp('/admin-users');
    const row = (await screen.findByText('Priya Shah', {}, { timeout: 5000 })).closest('tr')!;
    within(row).getByText('14.2');
    within(row).getByText('Not a member');
    expect(row.classList.contains('MuiTableRow-hover')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Add golfer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a golfer from elsewhere' }));
    fireEvent.change(dialog.getByLabelText(/First name/), { target: { value: 'Ines' } });
    fireEvent.change(dialog.getByLabelText(/Last name/), { target: { value: 'Moreau' } });
    fireEvent.change(dialog.getByLabelText(/Email/), { target: { value: 'ines@example.org' } });
    fireEvent.change(dialog.getByLabelText(/Handicap Index/), { target: { value: '18.3' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add golfer' }));

    await dialog.findByText('Required');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    // The fields say what is wrong, in the app's words: no notification repeats it in react-admin's.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(/The form is not valid/)).toBeNull();

    fireEvent.mouseDown(dialog.getByRole('combobox', { name: /Gender/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Female' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Add golfer' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    expect(requests.find((request) => request.method === 'POST')!.body).toEqual({
      event_manager_id: 3,
      action: 'add',
      new_golfer: {
        first_name: 'Ines',
        last_name: 'Moreau',
        gender: 'F',
        email: 'ines@example.org',
        handicap_index: 18.3,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const added = (await screen.findByText('Ines Moreau', {}, { timeout: 5000 })).closest('tr')!;
    within(added).getByText('18.3');
  }, 20_000);

  it("shows the server's refusal of the new golfer under the field it names, and keeps the dialog open", async () => {
    changeAnswer = { status: 400, body: { new_golfer: { email: ['This e-mail belongs to a user of another club.'] } } };
    renderApp('/admin-users');
    await screen.findByText('Priya Shah', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Add golfer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a golfer from elsewhere' }));
    fireEvent.change(dialog.getByLabelText(/First name/), { target: { value: 'Ines' } });
    fireEvent.change(dialog.getByLabelText(/Email/), { target: { value: 'ines@example.org' } });
    fireEvent.mouseDown(dialog.getByRole('combobox', { name: /Gender/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Female' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Add golfer' }));
    const email = dialog.getByLabelText(/Email/);
    await waitFor(() =>
      expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'This e-mail belongs to a user of another club.',
      ),
    );
    expect(dialog.queryByRole('alert')).toBeNull();
    screen.getByRole('dialog', { name: 'Add a golfer from elsewhere' });
    expect(screen.queryByText('Ines Moreau')).toBeNull();
  }, 20_000);
});
