import { Role } from '@fairway/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeRequest } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

/**
 * Forms validate in one voice, the app's: the browser's own bubble ("Value must be less than or equal to 18.") never
 * covers the contract's message, on the record forms, the dialogs, the public pages and the login page.
 */

let requests: FakeRequest[];
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const messageUnder = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

describe("a record's form", () => {
  beforeEach(() => {
    localStorage.clear();
    startSession('token');
    requests = fakeApi((request) =>
      request.path === '/api/golf_course_holes/' && request.method === 'GET'
        ? { status: 200, body: { count: 0, next: null, previous: null, results: [] } }
        : demoUser({ name: 'Demo Admin', courses: [demoClub], roles: () => [Role.admin] })(request),
    );
    chooseGolfCourse(demoClub);
  });

  it("says a stroke index over 18 is too big in the app's words alone, the browser's check being off", async () => {
    renderApp('/golf_course_hole/create');
    const strokeIndex = await screen.findByLabelText<HTMLInputElement>(/^Stroke index/, {}, { timeout: 5000 });
    // The input tells the keyboard and the screen reader its bounds ...
    expect(strokeIndex.getAttribute('max')).toBe('18');
    // ... and the form leaves saying what is wrong to the app.
    expect(strokeIndex.form!.noValidate).toBe(true);
    fireEvent.change(strokeIndex, { target: { value: '19' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageUnder(strokeIndex)).toBe('Ensure this value is less than or equal to 18.'));
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });
});

describe('the public forms', () => {
  beforeEach(() => {
    localStorage.clear();
    requests = fakeApi(() => ({ status: 401, body: { detail: 'Authentication credentials were not provided.' } }));
  });

  it("leave checking a club's registration to the app", async () => {
    renderApp('/golf-course-registration');
    const email = await screen.findByLabelText<HTMLInputElement>(/^Your e-?mail/i, {}, { timeout: 5000 });
    expect(email.form!.noValidate).toBe(true);
  });

  it('say on the login page, not in a bubble, that the email and password are needed', async () => {
    renderApp('/auth/log-in');
    const signIn = await screen.findByRole('button', { name: 'Sign in' }, { timeout: 5000 });
    expect((signIn as HTMLButtonElement).form!.noValidate).toBe(true);
    fireEvent.click(signIn);
    await screen.findByText('Enter your email and password.');
    expect(requests.some((request) => request.path.startsWith('/auth/token/login'))).toBe(false);
  });
});
