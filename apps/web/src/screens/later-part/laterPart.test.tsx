import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuItems } from '../../layout/menu/menuItems';
import { menuLeaves } from '../../layout/menu/visibleMenu';
import { fairwayMessages } from '../../providers/messages';
import { routeTable } from '../../routes/routeTable';

const labels = fairwayMessages.fairway.menu as Record<string, string>;
const parts = fairwayMessages.fairway.later.parts;

/**
 * The menu entries whose screen a later part of Fairway builds, and that part. Each later issue removes its own
 * entries from this list as it builds them.
 */
const stillLater: Record<string, string> = {};

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
});
