import { Role } from '@fairway/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeAnswer, type FakeRequest } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

const arjun = { id: 42, first_name: 'Arjun', last_name: 'Mehta', handicap_index: 8.5, home_clubs: 'Second Club' };
const ADD_PATH = '/api/golf_course_members/add_existing_member_to_golf_course/';

let requests: FakeRequest[];
let addAnswer: FakeAnswer;
beforeEach(() => {
  localStorage.clear();
  startSession('token');
  chooseGolfCourse(demoClub);
  addAnswer = { status: 201, body: {} };
  requests = fakeApi((request) => {
    if (request.path === '/api/members/non_golf_course_members/') {
      return { status: 200, body: { count: 1, next: null, previous: null, results: [arjun] } };
    }
    if (request.path === ADD_PATH) return addAnswer;
    return demoUser({ name: 'Ada Admin', courses: [demoClub], roles: () => [Role.admin] })(request);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openAddToClub() {
  renderApp('/non-golf-course-members');
  const row = (await screen.findByText('Mehta, Arjun', {}, { timeout: 5000 })).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: 'Add to this club' }));
  return screen.findByRole('dialog', { name: /Arjun Mehta/ });
}

const adds = () => requests.filter((request) => request.path === ADD_PATH);

describe('bringing a golfer of another club into this one', { timeout: 20_000 }, () => {
  it('posts the golfer of the row with the membership typed to the declared endpoint', async () => {
    const dialog = await openAddToClub();
    fireEvent.change(within(dialog).getByLabelText(/Membership number/), { target: { value: 'M-042' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to this club' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(adds().map((request) => [request.method, request.body])).toEqual([
      ['POST', { member_id: 42, membership_number: 'M-042', is_guest: false, joined_on: null }],
    ]);
  });

  it('takes the day they joined as the club writes dates, DD/MM/YYYY, and posts it as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const dialog = await openAddToClub();
    const joined = within(dialog).getByRole('group', { name: /Joined/ });
    expect(joined.firstElementChild?.textContent).toBe('DD/MM/YYYY');
    await user.click(within(joined).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('01032019');
    expect(joined.firstElementChild?.textContent).toBe('01/03/2019');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to this club' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(adds().map((request) => request.body)).toEqual([expect.objectContaining({ joined_on: '2019-03-01' })]);
  });

  it('shows a refused membership number under its field, and a refusal of the golfer in the alert', async () => {
    addAnswer = {
      status: 400,
      body: {
        membership_number: ['This membership number is taken in this club.'],
        member_id: ['This golfer is already tied to this club.'],
      },
    };
    const dialog = await openAddToClub();
    fireEvent.change(within(dialog).getByLabelText(/Membership number/), { target: { value: 'M-001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to this club' }));
    const number = within(dialog).getByLabelText(/Membership number/);
    await waitFor(() =>
      expect(document.getElementById(number.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'This membership number is taken in this club.',
      ),
    );
    expect(within(dialog).getByRole('alert').textContent).toBe('Member: This golfer is already tied to this club.');
    expect(screen.getByRole('dialog', { name: /Arjun Mehta/ })).toBe(dialog);
  });
});
