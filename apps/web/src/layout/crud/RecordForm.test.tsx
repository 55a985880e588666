import { fieldLimits } from '@fairway/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { asSuperAdmin } from '../../test/fakeRecords';
import { renderApp, signedInForEachTest } from '../../test/renderApp';

signedInForEachTest();

/** The label of a field as a person reads it, its asterisk included. */
function labelOf(field: RegExp): string {
  const input = screen.getByLabelText(field);
  return document.querySelector(`label[for="${input.id}"]`)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/** The text under a field: its helper text, where the form and the server's 400 put their messages. */
function messageUnder(field: RegExp | HTMLElement): string {
  const input = field instanceof HTMLElement ? field : screen.getByLabelText(field);
  const describedBy = input.getAttribute('aria-describedby');
  // An empty helper text holds a zero-width space, which keeps its line.
  return (describedBy && document.getElementById(describedBy)?.textContent?.replace('\u200b', '').trim()) || '';
}

async function openForm(path: string, heading: string) {
  renderApp(path);
  await screen.findByRole('heading', { name: heading }, { timeout: 5000 });
  await screen.findByRole('button', { name: 'Save' });
  return userEvent.setup();
}

describe('record forms check what the server checks, in its words', { timeout: 20_000 }, () => {
  it('marks the fields the contract requires, and says "Required" when one is left empty', async () => {
    asSuperAdmin();
    const user = await openForm('/settings/countries/create', 'Add Country');
    expect(labelOf(/^Name/)).toBe('Name *');
    expect(labelOf(/^ISO code/)).toBe('ISO code *');
    expect(labelOf(/^Phone code/)).toBe('Phone code');

    await user.click(screen.getByLabelText(/^Name/));
    await user.tab();
    await waitFor(() => expect(messageUnder(/^Name/)).toBe('Required'));
    expect(messageUnder(/^ISO code/)).toBe('');

    await user.type(screen.getByLabelText(/^Name/), 'P');
    await waitFor(() => expect(messageUnder(/^Name/)).toBe(''));
    await user.clear(screen.getByLabelText(/^Name/));
    await waitFor(() => expect(messageUnder(/^Name/)).toBe('Required'));
  });

  it('keeps Save enabled on an untouched form, and says "Required" under every empty required field on Save', async () => {
    const requests = asSuperAdmin();
    const user = await openForm('/settings/countries/create', 'Add Country');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(false);
    await user.click(save);
    await waitFor(() => expect(messageUnder(/^Name/)).toBe('Required'));
    expect(messageUnder(/^ISO code/)).toBe('Required');
    expect(messageUnder(/^Phone code/)).toBe('');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
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
    await waitFor(() => expect(messageUnder(country)).toBe('Required'));
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

describe('record forms lead back to the list and say what happened in Fairway words', { timeout: 20_000 }, () => {
  it('goes back to the list on Cancel, saving nothing', async () => {
    const requests = asSuperAdmin();
    const user = await openForm('/settings/countries/1', 'Edit Country - India');
    await user.type(screen.getByLabelText(/^Name/), ' Republic');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await screen.findByRole('heading', { name: 'Countries' }, { timeout: 5000 });
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);
  });

  it('shows a refused delete in the alert, in the words of the server, and keeps the record open', async () => {
    const detail = 'India is used by 36 states. Mark it inactive instead of deleting it.';
    asSuperAdmin((request) => (request.method === 'DELETE' ? { status: 409, body: { detail } } : undefined));
    const user = await openForm('/settings/countries/1', 'Edit Country - India');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(detail);
    expect(alert.querySelector('[data-testid="WarningIcon"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit Country - India');
  });

  it("shows the server's words for the record as a whole in the alert, and a field's under the field", async () => {
    asSuperAdmin((request) =>
      request.method === 'POST'
        ? {
            status: 400,
            body: { non_field_errors: ['The values given break a rule of this record.'], name: ['Taken.'] },
          }
        : undefined,
    );
    const user = await openForm('/settings/countries/create', 'Add Country');
    await user.type(screen.getByLabelText(/^Name/), 'India');
    await user.type(screen.getByLabelText(/^ISO code/), 'IN');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The values given break a rule of this record.');
    expect(messageUnder(/^Name/)).toBe('Taken.');
  });

  it('says "Country saved" and "State deleted" in the same notification, which closes after 5000 ms', async () => {
    asSuperAdmin();
    const user = await openForm('/settings/countries/1', 'Edit Country - India');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const saved = await screen.findByText('Country saved', {}, { timeout: 5000 });
    const shownAt = Date.now();
    await screen.findByRole('heading', { name: 'Countries' }, { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 4000 - (Date.now() - shownAt)));
    expect(saved.isConnected).toBe(true);
    await waitFor(() => expect(screen.queryByText('Country saved')).toBeNull(), { timeout: 3000 });

    cleanup();
    await openForm('/settings/states/2', 'Edit State - Karnataka, India');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    const deleted = await screen.findByText('State deleted', {}, { timeout: 5000 });
    expect(deleted.closest('.MuiSnackbarContent-root')?.className).toBe(
      saved.closest('.MuiSnackbarContent-root')?.className,
    );
  });
});
