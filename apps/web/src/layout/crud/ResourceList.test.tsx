import { Role } from '@fairway/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoClub, demoUser, fakeApi, type FakeRequest } from '../../test/fakeApi';
import { desktopWidth, phoneWidth, renderApp, signedInForEachTest } from '../../test/renderApp';

signedInForEachTest();

const prizeType = { id: 3, name: 'Longest drive', description: '', is_active: true };

/** A super admin's prize types: none at all, or none matching a search while one exists. */
function prizeTypesApi({ any }: { any: boolean }) {
  return fakeApi((request: FakeRequest) => {
    if (request.path === '/api/prize_types/') {
      const results = any && !request.search.get('search') ? [prizeType] : [];
      return { status: 200, body: { count: results.length, next: null, previous: null, results } };
    }
    return demoUser({ name: 'Super Admin', courses: [demoClub], roles: () => [Role.superAdmin] })(request);
  });
}

const searched = `/prize_type?filter=${encodeURIComponent(JSON.stringify({ q: 'no such prize' }))}`;

describe.each([
  ['desktop', desktopWidth],
  ['phone', phoneWidth],
])('an empty list on a %s', (_size, width) => {
  it('names the resource when there are no records', async () => {
    prizeTypesApi({ any: false });
    renderApp('/prize_type', { width });
    await screen.findByText('No Prize Types found', {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('says the filters hide every record and clears them, showing the records again', async () => {
    prizeTypesApi({ any: true });
    renderApp(searched, { width });
    await screen.findByText('No Prize Types found using the current filters.', { exact: false }, { timeout: 5000 });
    const clearFilters = screen.getByRole('button', { name: 'Clear filters' });
    expect(clearFilters.textContent).toBe('Clear filters');
    fireEvent.click(clearFilters);
    await screen.findByText('Longest drive', {}, { timeout: 5000 });
  });
});
