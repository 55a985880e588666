import { Role } from '@fairway/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeRequest } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

const uid = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

const priya = {
  id: 7,
  uid,
  golf_course_id: 1,
  kind: 'registration',
  user_id: null,
  member_id: null,
  first_name: 'Priya',
  last_name: 'Patel',
  email: 'priya.patel@example.com',
  phone: '',
  gender: 'F',
  date_of_birth: null,
  declared_handicap_index: 14.2,
  is_guest: false,
  status: 'unapproved',
  verified_at: '2026-03-01T09:33:00Z',
  decided_at: null,
  decided_by_name: null,
  rejection_reason: '',
  created_at: '2026-03-01T09:30:00Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the registration form', () => {
  let sent: FakeRequest[] = [];
  beforeEach(() => {
    sent = [];
    fakeApi((request) => {
      if (request.path === '/api/golf_courses/registered/') {
        return {
          status: 200,
          body: [
            { id: 1, name: 'Fairway Demo Golf Club', city_name: null, logo: null, date_format: 'DD/MM/YYYY' },
            { id: 2, name: 'Lakeside Country Club', city_name: null, logo: null, date_format: 'MM/DD/YYYY' },
          ],
        };
      }
      if (request.path === '/api/user_registration/') {
        sent.push(request);
        return { status: 201, body: { uid, status: 'unverified', detail: 'We mailed a code.' } };
      }
      return undefined;
    });
  });

  it("names the club, checks the fields with the contract's rules, and goes on to the code", async () => {
    const user = userEvent.setup();
    renderApp('/golf-course/1/user-registration');
    await screen.findByText(/Register as a player of Fairway Demo Golf Club/, {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(sent).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Robin');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'robin@birdie.example');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('heading', { name: 'Verify Email' }, { timeout: 15_000 });
    expect(sent.map((request) => request.body)).toEqual([
      expect.objectContaining({ golf_course_id: 1, first_name: 'Robin', email: 'robin@birdie.example' }),
    ]);
    const code = screen.getByRole('textbox', { name: /Code from the e-mail/ });
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect((screen.getByRole('button', { name: 'Send a new code' }) as HTMLButtonElement).disabled).toBe(true);
  }, 40_000);

  /** What a date field shows: its day, month and year sections with their separators, before the calendar button. */
  const shown = (field: HTMLElement) => field.firstElementChild?.textContent;

  /** The club's page with the required fields filled, and its date of birth field. */
  async function openForm(path: string, club: RegExp) {
    const user = userEvent.setup();
    renderApp(path);
    await screen.findByText(club, {}, { timeout: 15_000 });
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Robin');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'robin@birdie.example');
    const dateOfBirth = screen.getByRole('group', { name: /Date of birth/ });
    const typeDate = async (keys: string) => {
      await user.click(
        within(dateOfBirth).getByRole('spinbutton', {
          name: shown(dateOfBirth)?.startsWith('MM') ? 'Month' : 'Day',
        }),
      );
      await user.keyboard(keys);
    };
    return { user, dateOfBirth, typeDate };
  }

  it('takes the date of birth as DD/MM/YYYY for a club that writes dates so, and sends it as YYYY-MM-DD', async () => {
    const { user, dateOfBirth, typeDate } = await openForm(
      '/golf-course/1/user-registration',
      /Fairway Demo Golf Club/,
    );
    expect(shown(dateOfBirth)).toBe('DD/MM/YYYY');
    await typeDate('25111990');
    expect(shown(dateOfBirth)).toBe('25/11/1990');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('heading', { name: 'Verify Email' }, { timeout: 15_000 });
    expect(sent.map((request) => request.body)).toEqual([expect.objectContaining({ date_of_birth: '1990-11-25' })]);
  }, 40_000);

  it('takes it month first for a club that writes MM/DD/YYYY, and still sends YYYY-MM-DD', async () => {
    const { user, dateOfBirth, typeDate } = await openForm('/golf-course/2/user-registration', /Lakeside Country Club/);
    expect(shown(dateOfBirth)).toBe('MM/DD/YYYY');
    await typeDate('11251990');
    expect(shown(dateOfBirth)).toBe('11/25/1990');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('heading', { name: 'Verify Email' }, { timeout: 15_000 });
    expect(sent.map((request) => request.body)).toEqual([expect.objectContaining({ date_of_birth: '1990-11-25' })]);
  }, 40_000);

  it("refuses a half-typed date in the club's words and sends nothing until it is whole", async () => {
    const { user, dateOfBirth, typeDate } = await openForm(
      '/golf-course/1/user-registration',
      /Fairway Demo Golf Club/,
    );
    await typeDate('2511');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const message = document.getElementById(dateOfBirth.getAttribute('aria-describedby') ?? '');
    await waitFor(() => expect(message?.textContent).toBe('Enter a date as DD/MM/YYYY.'));
    expect(sent).toEqual([]);

    await user.click(within(dateOfBirth).getByRole('spinbutton', { name: 'Year' }));
    await user.keyboard('1990');
    await waitFor(() => expect(message?.textContent).not.toContain('Enter a date'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('heading', { name: 'Verify Email' }, { timeout: 15_000 });
    expect(sent.map((request) => request.body)).toEqual([expect.objectContaining({ date_of_birth: '1990-11-25' })]);
  }, 40_000);
});

describe('the code page', () => {
  it("shows the server's refusal of a wrong code on the field", async () => {
    const user = userEvent.setup();
    fakeApi((request) =>
      request.path === '/api/verify_email/'
        ? { status: 400, body: { otp: ['This code is not the one we mailed. 4 tries left.'] } }
        : undefined,
    );
    renderApp(`/verify-email/${uid}`);
    await user.type(await screen.findByRole('textbox', { name: /Code from the e-mail/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm my e-mail' }));
    await screen.findByText('This code is not the one we mailed. 4 tries left.');
  });
});

describe('Unapproved Users', () => {
  let decisions: FakeRequest[] = [];
  beforeEach(() => {
    startSession('token');
    chooseGolfCourse({ id: 1, name: 'Fairway Demo Golf Club' });
    decisions = [];
    const requests = fakeApi((request) => {
      if (request.path === '/api/user_registration/unapproved_user_list/') {
        const decided = requests.some((sent) => sent.method === 'POST');
        return {
          status: 200,
          body: { count: decided ? 0 : 1, next: null, previous: null, results: decided ? [] : [priya] },
        };
      }
      if (request.path === '/api/user_registration/approve_user/') {
        decisions.push(request);
        return { status: 200, body: { ...priya, status: 'approved' } };
      }
      return demoUser({ name: 'Demo Admin', courses: [demoClub], roles: () => [Role.admin] })(request);
    });
  });

  it('approves after a confirmation, and rejects only with a reason', async () => {
    const user = userEvent.setup();
    renderApp('/unapproved-users');
    const row = (await screen.findByText('priya.patel@example.com', {}, { timeout: 15_000 })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    const rejectDialog = await screen.findByRole('dialog', { name: 'Reject the registration of Priya Patel' });
    await user.click(within(rejectDialog).getByRole('button', { name: 'Reject' }));
    within(rejectDialog).getByText('Say why the registration is rejected: the reason is mailed to the person.');
    await user.click(within(rejectDialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 15_000 });
    expect(decisions).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve Priya Patel?' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Priya Patel is approved and is mailed.', {}, { timeout: 15_000 });
    expect(decisions.map((request) => request.body)).toEqual([{ id: 7, decision: 'approve' }]);
  }, 40_000);
});
