import { phoneNumberMessages, Role } from '@fairway/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeRequest } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

const user = (id: number, name: string, phone: string) => ({
  id,
  email: `${name.toLowerCase()}@demo.fairway.golf`,
  first_name: name,
  last_name: 'Golfer',
  user_name: `${name} Golfer`,
  phone,
  is_active: true,
  email_verified: true,
  user_type_id: null,
  last_login_at: null,
  created_at: '2026-01-02T09:00:00Z',
  updated_at: '2026-01-02T09:00:00Z',
  roles: [{ golf_course_id: 1, golf_course_name: 'Fairway Demo Golf Club', role: Role.user }],
});
const ann = user(7, 'Ann', '+441334472112');
const ravi = user(8, 'Ravi', '+919812345678');

let requests: FakeRequest[];
beforeEach(() => {
  localStorage.clear();
  startSession('token');
  chooseGolfCourse(demoClub);
  requests = fakeApi((request) => {
    if (request.path === '/api/users/' && request.method === 'GET') {
      return { status: 200, body: { count: 2, next: null, previous: null, results: [ann, ravi] } };
    }
    if (request.path === '/api/users/7/' && request.method === 'GET') return { status: 200, body: ann };
    if (request.path === '/api/users/7/' && request.method === 'PATCH') return { status: 200, body: ann };
    return demoUser({ name: 'Alex Admin', courses: [demoClub], roles: () => [Role.admin] })(request);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const messageUnder = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

describe("users' phone numbers in a club of the United Kingdom", () => {
  it("lists a British number in the national format, another country's with its country code", async () => {
    renderApp('/admin-users');
    const annRow = (await screen.findByText(ann.email, {}, { timeout: 5000 })).closest('tr')!;
    within(annRow).getByText('01334 472112');
    within(screen.getByText(ravi.email).closest('tr')!).getByText('+91 98123 45678');
  });

  it('shows the stored number as the club writes it, refuses words and numbers the country does not have', async () => {
    renderApp('/admin-users/7');
    const phone = await screen.findByLabelText<HTMLInputElement>('Phone', {}, { timeout: 5000 });
    await waitFor(() => expect(phone.value).toBe('01334 472112'));

    fireEvent.change(phone, { target: { value: 'not a phone' } });
    await waitFor(() => expect(messageUnder(phone)).toBe(phoneNumberMessages.invalid));
    fireEvent.change(phone, { target: { value: '0999 99' } });
    await waitFor(() => expect(messageUnder(phone)).toBe(phoneNumberMessages.invalid));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);

    fireEvent.change(phone, { target: { value: '01334 472113' } });
    // An input without a message keeps its line with a zero-width space.
    await waitFor(() => expect(messageUnder(phone)).toBe('\u200b'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PATCH')?.body).toMatchObject({ phone: '01334 472113' }),
    );
  });
});
