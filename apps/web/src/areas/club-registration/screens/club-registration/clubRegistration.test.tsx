import { phoneNumberMessages } from '@fairway/contract';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Typing a whole form key by key takes more than the default 5 s on a busy 2-core machine.
describe('the public club registration', { timeout: 20_000 }, () => {
  it('sends the club and its contact, then thanks the visitor', async () => {
    const requests = fakeApi((request) =>
      request.path === '/api/golf_courses/registration/'
        ? { status: 202, body: { detail: 'Thank you: your registration waits for approval.' } }
        : undefined,
    );
    const user = userEvent.setup();
    renderApp('/golf-course-registration');
    await user.type(await screen.findByLabelText(/Club's name/, {}, { timeout: 5000 }), 'Heathland Golf Club');
    await user.type(screen.getByLabelText(/Your name/), 'Jo Heath');
    await user.type(screen.getByLabelText(/Your e-mail/), 'jo@heathland.example');
    await user.click(screen.getByRole('button', { name: 'Send the registration' }));
    await screen.findByRole('heading', { name: 'Thank you' }, { timeout: 5000 });
    // What happens next to a club: no code to enter, which only golfers are mailed.
    const nextSteps = screen.getByRole('region', { name: 'Next steps' });
    expect(nextSteps.textContent).toContain("Fairway's administrators review your club's registration.");
    expect(nextSteps.textContent).toContain('the contact you named is mailed a link to set a password');
    expect(document.body.textContent).not.toMatch(/code/i);
    const sent = requests.find((request) => request.method === 'POST');
    expect(sent?.body).toMatchObject({
      name: 'Heathland Golf Club',
      contact_name: 'Jo Heath',
      contact_email: 'jo@heathland.example',
      holes_count: 18,
    });
    expect(sent?.body).not.toHaveProperty('fax');
  });

  it('refuses words as a phone, and asks for the country code of a national number, sending nothing', async () => {
    const requests = fakeApi(() => undefined);
    const user = userEvent.setup();
    renderApp('/golf-course-registration');
    const phone = await screen.findByLabelText(/Club's phone/, {}, { timeout: 5000 });
    const contactPhone = screen.getByLabelText(/Your phone/);
    await user.type(phone, 'abc');
    await user.type(contactPhone, '01334 472112');
    await user.click(screen.getByRole('button', { name: 'Send the registration' }));
    await screen.findByText(phoneNumberMessages.invalid);
    screen.getByText(phoneNumberMessages.withCountryCode);
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal under its field", async () => {
    fakeApi((request) =>
      request.method === 'POST'
        ? { status: 400, body: { contact_email: ['Ensure this field has no more than 254 characters.'] } }
        : undefined,
    );
    const user = userEvent.setup();
    renderApp('/golf-course-registration');
    await user.type(await screen.findByLabelText(/Club's name/, {}, { timeout: 5000 }), 'Heathland Golf Club');
    await user.type(screen.getByLabelText(/Your name/), 'Jo Heath');
    await user.type(screen.getByLabelText(/Your e-mail/), 'jo@heathland.example');
    await user.click(screen.getByRole('button', { name: 'Send the registration' }));
    await screen.findByText('Ensure this field has no more than 254 characters.', {}, { timeout: 5000 });
  });
});

describe('the set-password page of a mailed link', () => {
  const choose = async (password: string) => {
    const user = userEvent.setup();
    renderApp('/set-password?token=the-secret');
    const [first, second] = await screen.findAllByLabelText(/password/i, {}, { timeout: 5000 });
    await user.type(first!, password);
    await user.type(second!, password);
    await user.click(screen.getByRole('button', { name: 'Set my password' }));
  };

  it('sets the password with the token of the link, then offers to sign in', async () => {
    const requests = fakeApi((request) =>
      request.path === '/api/user_registration/set_password/'
        ? { status: 200, body: { email: 'jo@heathland.example' } }
        : undefined,
    );
    await choose('heathland-1');
    await screen.findByText(/Sign in with jo@heathland.example/, {}, { timeout: 5000 });
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      token: 'the-secret',
      new_password: 'heathland-1',
    });
  });

  it('says so when the link was used or has expired', async () => {
    fakeApi((request) =>
      request.method === 'POST'
        ? { status: 400, body: { token: ['This link has expired or has already been used. Ask for a new one.'] } }
        : undefined,
    );
    await choose('heathland-1');
    await screen.findByText(
      'This link has expired or has already been used. Ask for a new one.',
      {},
      { timeout: 5000 },
    );
  });
});
