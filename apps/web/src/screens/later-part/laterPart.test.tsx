import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuItems } from '../../layout/menu/menuItems';
import { menuLeaves } from '../../layout/menu/visibleMenu';
import { fairwayMessages } from '../../providers/messages';
import { chooseGolfCourse, startSession } from '../../providers/session';
import { routeTable } from '../../routes/routeTable';
import { demoClub, demoUser, fakeApi } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

const labels = fairwayMessages.fairway.menu as Record<string, string>;
const parts = fairwayMessages.fairway.later.parts;

/**
 * The menu entries whose screen a later part of Fairway builds, and that part. Each later issue removes its own
 * entries from this list as it builds them.
 */
const stillLater = {
  'Leader Board': parts.tournaments,
  'Leader Board Detail': parts.tournaments,
  'MY Performance': parts.members,
  Tournament: parts.tournaments,
  'Tournament Result history': parts.tournaments,
  'Active Rounds': parts.rounds,
  'Individual Rounds': parts.rounds,
  'Player Rounds': parts.rounds,
  'Active Longest Drives': parts.rounds,
  'Active Nearest Central': parts.rounds,
  'Active Nearest To Pin': parts.rounds,
  'Handicap Analysis': parts.members,
  'Settings > Tournament Master': parts.tournaments,
  'Super Admin > Tournament Score Details': parts.tournaments,
  'Admin > Members Performance': parts.members,
  'Admin > Tournament Master': parts.tournaments,
  'Admin > Accounts > Accounts Head': parts.finance,
  'Admin > Accounts > Locker Types': parts.finance,
  'Admin > Accounts > Lockers': parts.finance,
  'Admin > Accounts > Member Types': parts.finance,
  'Admin > Accounts > Member Types Map': parts.finance,
  'Admin > Accounts > Member Types Head Map': parts.finance,
  'Admin > Accounts > Member Lockers': parts.finance,
  'Admin > Accounts > Locker Type Charges': parts.finance,
  'Admin > Accounts > Members Expenses': parts.finance,
  'Admin > Accounts > Members Billing': parts.finance,
  'Admin > Accounts > Member Payments': parts.finance,
  'Admin > Accounts > Member Opening Balances': parts.finance,
  'Admin > Accounts > Member Account Statements': parts.finance,
};

const leaves = menuLeaves(menuItems).map(({ entry, parents }) => ({
  label: [...parents, entry].map((item) => labels[item.tag]).join(' > '),
  route: routeTable.find((route) => route.path === entry.path),
}));

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('menu entries of later parts', () => {
  it('every menu entry leads to a route of the route table', () => {
    expect(leaves.filter((leaf) => !leaf.route).map((leaf) => leaf.label)).toEqual([]);
  });

  it('lists exactly the entries still showing the "later part" page, and their part', () => {
    const later = Object.fromEntries(
      leaves.filter((leaf) => leaf.route?.laterPart).map((leaf) => [leaf.label, parts[leaf.route!.laterPart!]]),
    );
    expect(later).toEqual(stillLater);
  });

  it('shows the page naming the part, never a blank page', async () => {
    startSession('token');
    chooseGolfCourse({ id: 1, name: 'Club 1' });
    fakeApi(demoUser({ name: 'Demo Admin', courses: [demoClub], roles: () => [1] }));
    renderApp('/accounts-head');
    await screen.findByRole('heading', { name: 'Accounts Head' }, { timeout: 5000 });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Accounts Head',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Coming soon']);
    expect(screen.getByText(/^This screen is not ready yet/).textContent).toBe(
      'This screen is not ready yet. It will arrive together with the other screens for membership billing and ' +
        'accounts.',
    );
    // Words of the people who build Fairway, not of the club using it.
    expect(document.body.textContent).not.toMatch(/\b(issue|part|foundation)s?\b/i);
  });
});
