import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cities } from '../../areas/master-data/resources/cities';
import { scoreTerms } from '../../areas/master-data/resources/score_terms';
import { states } from '../../areas/master-data/resources/states';
import { users } from '../../areas/users/resources/users';
import { asSuperAdmin } from '../../test/fakeRecords';
import type { FakeRequest } from '../../test/fakeApi';
import { phoneWidth, renderApp, signedInForEachTest } from '../../test/renderApp';

signedInForEachTest();

const listRequestOf = (requests: FakeRequest[], resource: string) =>
  requests.find((request) => request.path === `/api/${resource}/` && request.search.has('page'));

describe("the list, the forms and the delete dialog read the resource's declaration", { timeout: 20_000 }, () => {
  it('lists a resource at its list path, adds at its record path, and leaves the order to the server', async () => {
    const requests = asSuperAdmin();
    renderApp(states.listPath);
    await screen.findByRole('heading', { name: 'States' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Add State' }).getAttribute('href')).toBe(`${states.recordPath}/create`);
    await screen.findByText('Karnataka');
    expect(listRequestOf(requests, states.name)?.search.has('ordering')).toBe(false);
  });

  it('asks for the order it declares, which is the one the server sorts by', async () => {
    const requests = asSuperAdmin();
    renderApp(scoreTerms.listPath);
    await screen.findByText('Birdie', {}, { timeout: 5000 });
    expect(listRequestOf(requests, scoreTerms.name)?.search.get('ordering')).toBe(scoreTerms.defaultSort?.field);
  });

  it('names a record as its declaration does in the edit heading and the delete dialog, then goes back to the list', async () => {
    const requests = asSuperAdmin();
    renderApp(states.listPath);
    const user = userEvent.setup();
    await user.click(await screen.findByText('Karnataka', {}, { timeout: 5000 }));
    await screen.findByRole('heading', { name: 'Edit State - Karnataka, India' }, { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are You Sure?' });
    expect(dialog.textContent).toContain('You want to Delete : Karnataka, India');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { name: 'States' }, { timeout: 5000 });
    expect(requests.some((request) => request.method === 'DELETE' && request.path === '/api/states/2/')).toBe(true);
  });

  it('opens a record from the keyboard: its row is in the Tab order, and Enter on it opens it', async () => {
    asSuperAdmin();
    renderApp(states.listPath);
    const user = userEvent.setup();
    const cell = await screen.findByText('Karnataka', {}, { timeout: 5000 });
    const row = cell.closest('tr')!;
    expect(row.tabIndex).toBe(0);
    row.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Edit State - Karnataka, India' }, { timeout: 5000 });
  });

  it('names a referenced record as its own resource does', async () => {
    asSuperAdmin();
    renderApp(`${cities.recordPath}/5`);
    await screen.findByRole('heading', { name: 'Edit City - Bengaluru, Karnataka' }, { timeout: 5000 });
    const state = screen.getByRole('combobox', { name: /^State/ });
    await waitFor(() => expect((state as HTMLInputElement).value).toBe('Karnataka, India'));
  });

  it('offers no Add button and opens no row of a resource without forms, though its rows highlight on hover', async () => {
    asSuperAdmin();
    renderApp(users.listPath);
    await screen.findByText('ann@demo.fairway.golf', {}, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: /^Add/ })).toBeNull();
    expect(document.querySelector('.RaDatagrid-clickableRow')).toBeNull();
    expect(document.querySelector('tbody tr[tabindex]')).toBeNull();
    const rows = [...document.querySelectorAll('tbody tr')];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.classList.contains('MuiTableRow-hover'))).toBe(true);
  });
});

describe('a list on a phone', () => {
  it('shows a card per record, its declared fields first, each card opening the record', async () => {
    asSuperAdmin();
    renderApp(states.listPath, { width: phoneWidth });
    const cards = await screen.findByRole('list', { name: 'States' }, { timeout: 5000 });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(cards).getByRole('link');
    expect(card.getAttribute('href')).toBe(`${states.recordPath}/2`);
    expect(card.textContent).toBe('KarnatakaCountryIndiaCodeKAActive');
    within(card).getByLabelText('Yes');
  });

  it('folds the filters other than Search into a button, and cards of records without forms are not links', async () => {
    asSuperAdmin();
    renderApp(users.listPath, { width: phoneWidth });
    const cards = await screen.findByRole('list', { name: 'Users' }, { timeout: 5000 });
    // The only link on a user's card is to their password page: the card itself opens no form.
    const links = within(cards)
      .queryAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links.every((href) => href?.startsWith('/users/set-password/'))).toBe(true);
    within(cards).getByText('ann@demo.fairway.golf');
    screen.getByRole('textbox', { name: 'Search' });
    expect(screen.queryByRole('combobox', { name: 'Role' })).toBeNull();
    screen.getByRole('button', { name: /filter/i });
  });
});
