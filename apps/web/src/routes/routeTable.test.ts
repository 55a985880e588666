import { Role } from '@fairway/contract';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { menuLeaves } from '../layout/menu/visibleMenu';
import { menu, routeAt, routeTable } from './routeTable';

const entryAt = (path: string) => routeTable.find((candidate) => candidate.path === path);

describe('the route table', () => {
  it("finds each page's route as react-router matches it, a page without parameters by its path", () => {
    const pages = routeTable.map((entry) => entry.path.replace(/:[^/]+/g, '7').replace('*', 'a/b'));
    const found = pages.map((page) => routeAt(page)?.path);
    expect(found).toEqual(pages.map((page) => matchRoutes([...routeTable], page)?.[0]?.route.path));
    expect(routeAt('/dashboard')?.path).toBe('/dashboard');
    expect(routeAt('/no-such-page/at-all')).toBeUndefined();
  });

  it('has each path once, so that no screen hides behind an earlier entry of the same path', () => {
    const paths = routeTable.map((entry) => entry.path);
    const repeated = paths.filter((path, index) => paths.indexOf(path) !== index);
    expect(repeated).toEqual([]);
  });

  it('gives every page its screen, and every menu entry a page', () => {
    expect(routeTable.filter((entry) => !entry.screen).map((entry) => entry.path)).toEqual([]);
    expect(
      menuLeaves(menu)
        .filter(({ entry }) => !entryAt(entry.path!))
        .map(({ entry }) => entry.tag),
    ).toEqual([]);
  });

  it("gives each menu entry's page the roles of its menu entry", () => {
    const mismatched = menuLeaves(menu)
      .filter(({ entry }) => entry.roles !== 'all')
      .filter(({ entry }) => {
        const roles = entryAt(entry.path!)?.roles;
        return roles === 'all' || !(entry.roles as readonly number[]).every((role) => roles?.includes(role as never));
      })
      .map(({ entry }) => entry.path);
    expect(mismatched).toEqual([]);
  });

  it('gives a page no menu entry leads to the roles of the menu entries it is reached from', () => {
    expect(entryAt('/tournament/prizes/:id')?.roles).toEqual(entryAt('/tournament')?.roles);
    expect(entryAt('/tournament-results')?.roles).toEqual([Role.admin, Role.eventManager, Role.member]);
    expect(entryAt('/player_round_group_scores/:title/:groupId')?.roles).toEqual(entryAt('/player-rounds')?.roles);
    expect(entryAt('/active_member_distance/:title/:round_id/:hole_id/:hole_number')?.roles).toEqual([
      Role.user,
      Role.eventManager,
    ]);
  });
});
