import { fieldLimits } from '@fairway/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../providers/session';
import { asSuperAdmin } from '../../test/fakeRecords';
import { renderApp } from '../../test/renderApp';

beforeEach(() => {
  localStorage.clear();
  startSession('token');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The text under a field: its helper text, where the form and the server's 400 put their messages. */
function messageUnder(field: RegExp | HTMLElement): string {
  const input = field instanceof HTMLElement ? field : screen.getByLabelText(field);
  const describedBy = input.getAttribute('aria-describedby');
  return (describedBy && document.getElementById(describedBy)?.textContent?.trim()) || '';
}

async function openForm(path: string, heading: string) {
  renderApp(path);
  await screen.findByRole('heading', { name: heading }, { timeout: 5000 });
  await screen.findByRole('button', { name: 'Save' });
  return userEvent.setup();
}

describe('record forms check what the server checks, in its words', () => {
  it('says a field left out is required, and a field emptied may not be blank', async () => {
    asSuperAdmin();
    const user = await openForm('/settings/countries/create', 'Add Country');
    await user.type(screen.getByLabelText(/^Phone code/), '+44');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageUnder(/^Name/)).toBe('This field is required.'));
    expect(messageUnder(/^ISO code/)).toBe('This field is required.');

    await user.type(screen.getByLabelText(/^Name/), 'P');
    await user.clear(screen.getByLabelText(/^Name/));
    await waitFor(() => expect(messageUnder(/^Name/)).toBe('This field may not be blank.'));
  });

  it("says a name is too long at the contract's limit, which the input also keeps to", async () => {
    asSuperAdmin();
    await openForm('/settings/countries/create', 'Add Country');
    const name = screen.getByLabelText(/^Name/);
    expect(name.getAttribute('maxlength')).toBe(String(fieldLimits.name));
    fireEvent.change(name, { target: { value: 'x'.repeat(fieldLimits.name + 1) } });
    fireEvent.blur(name);
    await waitFor(() =>
      expect(messageUnder(/^Name/)).toBe(`Ensure this field has no more than ${fieldLimits.name} characters.`),
    );
  });

  it('shows the messages the contract writes for a pattern', async () => {
    asSuperAdmin();
    const user = await openForm('/settings/countries/create', 'Add Country');
    await user.type(screen.getByLabelText(/^ISO code/), 'I1');
    await user.type(screen.getByLabelText(/^Phone code/), '44');
    await user.tab();
    await waitFor(() => expect(messageUnder(/^ISO code/)).toBe('Enter the two-letter ISO 3166 code.'));
    expect(messageUnder(/^Phone code/)).toBe('Enter a dialling code such as +44, or leave it blank.');
  });

  it('sends what the schema gives back: trimmed, in capitals, and only the fields a client writes', async () => {
    const requests = asSuperAdmin();
    const user = await openForm('/settings/countries/create', 'Add Country');
    await user.type(screen.getByLabelText(/^Name/), '  Portugal ');
    await user.type(screen.getByLabelText(/^ISO code/), 'pt');
    await user.type(screen.getByLabelText(/^Phone code/), '+351');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Countries' }, { timeout: 5000 });
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({
      path: '/api/countries/',
      body: { name: 'Portugal', iso_code: 'PT', phone_code: '+351', is_active: true },
    });
  });

  it(`takes a description of up to ${fieldLimits.description} characters, as the server does`, async () => {
    const requests = asSuperAdmin();
    const user = await openForm('/settings/user-type/create', 'Add User Type');
    const description = screen.getByLabelText(/^Description/);
    expect(description.getAttribute('maxlength')).toBe(String(fieldLimits.description));
    fireEvent.change(description, { target: { value: 'd'.repeat(fieldLimits.description + 1) } });
    fireEvent.blur(description);
    await waitFor(() =>
      expect(messageUnder(/^Description/)).toBe(
        `Ensure this field has no more than ${fieldLimits.description} characters.`,
      ),
    );

    await user.type(screen.getByLabelText(/^Name/), 'Committee');
    fireEvent.change(description, { target: { value: 'd'.repeat(fieldLimits.description) } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'User Types' }, { timeout: 5000 });
    const created = requests.find((request) => request.method === 'POST');
    expect((created?.body as { description: string }).description).toHaveLength(fieldLimits.description);
  });

  it('says a reference left unchosen is required', async () => {
    asSuperAdmin();
    const user = await openForm('/settings/states/create', 'Add State');
    await user.type(screen.getByLabelText(/^Name/), 'Goa');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const country = screen.getByRole('combobox', { name: /^Country/ });
    await waitFor(() => expect(messageUnder(country)).toBe('This field is required.'));
  });

  it("clears an optional text with an empty value, which the server's schema takes", async () => {
    const requests = asSuperAdmin();
    const user = await openForm('/settings/countries/1', 'Edit Country - India');
    await user.clear(screen.getByLabelText(/^Phone code/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Countries' }, { timeout: 5000 });
    expect(requests.find((request) => request.method === 'PATCH')).toMatchObject({
      path: '/api/countries/1/',
      body: { phone_code: '' },
    });
  });

  it("puts the server's 400 under its field", async () => {
    const message = 'The hole-in-one term has no strokes to par: leave it empty.';
    asSuperAdmin((request) =>
      request.method === 'POST' ? { status: 400, body: { strokes_to_par: [message] } } : undefined,
    );
    const user = await openForm('/score_term/create', 'Add Score Term');
    await user.type(screen.getByLabelText(/^Name/), 'Ace');
    await user.type(screen.getByLabelText(/^Strokes to par/), '-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageUnder(/^Strokes to par/)).toBe(message));
    // The form stays open with what was typed, for the user to correct.
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Add Score Term',
    ]);
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Ace');
    expect((screen.getByLabelText(/^Strokes to par/) as HTMLInputElement).value).toBe('-1');
  });
});
