import { Role } from '@fairway/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseGolfCourse } from '../../providers/session';
import { demoClub, demoUser, fakeApi, secondClub } from '../../test/fakeApi';
import { renderApp, signedInForEachTest } from '../../test/renderApp';

signedInForEachTest();

const superAdmin = demoUser({ name: 'Sam Super', courses: [demoClub, secondClub], roles: () => [Role.superAdmin] });

describe('the dashboard', () => {
  it("shows the super admin without a club the installation's figures and the way to choose a club", async () => {
    const requests = fakeApi((request) =>
      request.path === '/api/users/'
        ? { status: 200, body: { count: 6, next: null, previous: null, results: [] } }
        : superAdmin(request),
    );
    renderApp('/dashboard');
    const overview = await screen.findByRole('region', { name: 'Fairway at a glance' }, { timeout: 5000 });
    await within(overview).findByText('6');
    expect(within(overview).getByRole('link', { name: /Golf clubs/ }).textContent).toContain('2');
    expect(screen.getAllByRole('link', { name: 'Select Golf Course' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Your club' })).toBeNull();
    // Only the screens that need no club are offered.
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryByText('Members')).toBeNull();
    within(menu).getByText('Super Admin');
    expect(requests.find((request) => request.path === '/api/users/')?.search.get('page_size')).toBe('1');
  });

  it("shows a club's person their role, the club's clock and its units, and one logo", async () => {
    chooseGolfCourse(demoClub);
    fakeApi(demoUser({ name: 'Alex Admin', courses: [demoClub], roles: () => [Role.admin] }));
    renderApp('/dashboard');
    const club = await screen.findByRole('region', { name: 'Your club' }, { timeout: 5000 });
    within(club).getByText('Admin');
    within(club).getByText('DD/MM/YYYY');
    within(club).getByText('GBP');
    within(club).getByText('yards');
    expect(screen.queryByRole('region', { name: 'Fairway at a glance' })).toBeNull();
    expect(document.querySelectorAll('svg[viewBox="0 0 48 48"]')).toHaveLength(1);
  });
});
