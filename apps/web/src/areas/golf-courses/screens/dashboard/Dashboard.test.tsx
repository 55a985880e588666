import { Role } from '@fairway/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { askDashboardQuestionsEarly, noteDashboardQuestions } from '../../../../layout/dashboardQuestions';
import { logout } from '../../../../providers/authProvider';
import { httpClient } from '../../../../providers/httpClient';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, ownProfile, secondClub } from '../../../../test/fakeApi';
import { renderApp, signedInForEachTest } from '../../../../test/renderApp';
import { isBuilt } from '../../../../routes/routeTable';
import { activeRound, fakeBoard } from '../../../../test/fakeBoards';

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

  it('names the spinner of a figure still on its way, for a screen reader', async () => {
    fakeApi(superAdmin);
    const answered = globalThis.fetch;
    // The users' count is asked and never answered: its figure stays on its way.
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
      new URL(input, window.location.origin).pathname === '/api/users/' ? new Promise(() => {}) : answered(input, init),
    );
    renderApp('/dashboard');
    const overview = await screen.findByRole('region', { name: 'Fairway at a glance' }, { timeout: 5000 });
    expect(await within(overview).findByRole('progressbar', { name: 'Loading' })).toBeTruthy();
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

  it("shows a guest of the club as the club's guest", async () => {
    const guestClub = { ...secondClub, is_guest: true, is_member: false };
    chooseGolfCourse(guestClub);
    fakeApi(demoUser({ name: 'Morgan Member', courses: [demoClub, guestClub], roles: () => [Role.member] }));
    renderApp('/dashboard');
    const club = await screen.findByRole('region', { name: 'Your club' }, { timeout: 5000 });
    within(club).getByText('Guest');
    expect(within(club).queryByText('Member')).toBeNull();
  });
});

/** The dashboard's shortcut tiles, once the person's roles are known: the screens they lead to, by name and address. */
async function tilesOf(roles: number[]) {
  chooseGolfCourse(demoClub);
  fakeApi((request) =>
    request.path === '/api/users/current/profile/'
      ? { status: 200, body: { ...ownProfile, member: null } }
      : demoUser({ name: 'Demo Person', courses: [demoClub, secondClub], roles: () => roles })(request),
  );
  renderApp('/dashboard');
  const club = await screen.findByRole('region', { name: 'Your club' }, { timeout: 5000 });
  await within(club).findByText(translateRole(roles[0]!));
  const shortcuts = await screen.findByRole('region', { name: 'Your screens' }, { timeout: 5000 });
  return within(shortcuts)
    .queryAllByRole('link')
    .map((link) => `${link.textContent} ${link.getAttribute('href')}`);
}

const translateRole = (role: number) =>
  ({ [Role.admin]: 'Admin', [Role.user]: 'User', [Role.superAdmin]: 'Super Admin', [Role.member]: 'Member' })[role] ??
  'Event Manager';

describe("the dashboard's shortcuts", () => {
  it("lead an admin to the club's first eight screens in the menu's order", async () => {
    expect(await tilesOf([Role.admin])).toEqual([
      'Club News /news',
      'MY Performance /my-performance',
      'Tournament /tournament',
      'Tournament Results /tournament-results',
      'Tournament Result history /tournament-winner-history',
      'Order of Merit /order-of-merit',
      'Members /member',
      'Active Rounds /active_round',
    ]);
  });

  it("offer a member the club's news, the leader boards, the competitions to enter, the results and winners and their own rounds", async () => {
    expect(await tilesOf([Role.member])).toEqual([
      'Club News /news',
      'Leader Board /leaderboard',
      'Leader Board Detail /leader-board-detail',
      'Competitions /competitions',
      'Tournament Results /tournament-results',
      'Tournament Result history /tournament-winner-history',
      'Order of Merit /order-of-merit',
      'Individual Rounds /individual_round',
    ]);
  });

  it("offer a user the club's news, the side contests they measure and the tee sheet", async () => {
    expect(await tilesOf([Role.user])).toEqual([
      'Club News /news',
      'Active Longest Drives /active-longest-drive',
      'Active Nearest Central /active-nearest-central',
      'Active Nearest To Pin /active-nearest-to-pin',
      'Tee Sheet /tee-sheet',
    ]);
  });

  it.each([
    ['the super admin', [Role.superAdmin]],
    ['an event manager', [Role.eventManager]],
    ['an admin who is also a member', [Role.admin, Role.member]],
  ])('lead %s only to built screens', async (_name, roles) => {
    const tiles = await tilesOf(roles);
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) expect(isBuilt(tile.split(' ').at(-1)!), tile).toBe(true);
  });
});

describe("the dashboard's cards", () => {
  it('show a golfer their own Handicap Index, opening My Profile', async () => {
    chooseGolfCourse(demoClub);
    fakeApi((request) =>
      request.path === '/api/users/current/profile/'
        ? { status: 200, body: ownProfile }
        : demoUser({ name: 'Morgan Member', courses: [demoClub, secondClub], roles: () => [Role.member] })(request),
    );
    renderApp('/dashboard');
    const card = await screen.findByRole('link', { name: /Your Handicap Index/ }, { timeout: 10_000 });
    expect(card.textContent).toBe('Your Handicap Index12.4Low Handicap Index (last 12 months): 10.1');
    expect(card.getAttribute('href')).toBe('/profile');
  });

  it('are asked for at the next visit that opens on the dashboard as it first paints, and not asked again as they draw', async () => {
    chooseGolfCourse(demoClub);
    const requests = fakeApi((request) =>
      request.path === '/api/users/current/profile/'
        ? { status: 200, body: ownProfile }
        : demoUser({ name: 'Morgan Member', courses: [demoClub, secondClub], roles: () => [Role.member] })(request),
    );
    renderApp('/dashboard');
    await screen.findByRole('link', { name: /Your Handicap Index/ }, { timeout: 5000 });
    // Shown once every card has its answer, when what they asked is kept.
    await screen.findByRole('heading', { name: 'Your screens' });
    requests.length = 0;
    // The next visit, in a session of its own: what it asks early is for it alone.
    startSession('next-visit');
    chooseGolfCourse(demoClub);
    askDashboardQuestionsEarly();
    expect(requests.map((request) => request.path)).toContain('/api/users/current/profile/');
    expect((await httpClient('/api/users/current/profile/')).json).toEqual(ownProfile);
    expect(requests.filter((request) => request.path === '/api/users/current/profile/')).toHaveLength(1);
  });

  it("are forgotten at logout, so the next person on the browser is not asked the last one's records", async () => {
    chooseGolfCourse(demoClub);
    const requests = fakeApi((request) =>
      request.path === '/api/users/current/profile/'
        ? { status: 200, body: ownProfile }
        : demoUser({ name: 'Morgan Member', courses: [demoClub, secondClub], roles: () => [Role.member] })(request),
    );
    const questions = noteDashboardQuestions();
    await httpClient('/api/users/current/profile/');
    questions.remember();
    expect(localStorage.getItem('fairway_dashboard_questions')).toContain('/api/users/current/profile/');
    await logout();
    requests.length = 0;
    startSession('next-person');
    chooseGolfCourse(demoClub);
    askDashboardQuestionsEarly();
    expect(requests).toEqual([]);
  });

  it('show nothing of a Handicap Index to a person who is no golfer', async () => {
    expect(await tilesOf([Role.user])).not.toContain(expect.stringMatching(/Handicap/));
    expect(screen.queryByText('Your Handicap Index')).toBeNull();
  });
});

describe("the dashboard's live cards", () => {
  it("show a member the live board of the tournament in play, its leader, opening the board's detail", async () => {
    chooseGolfCourse(demoClub);
    fakeApi((request) => {
      if (request.path === '/api/tournaments/detailed_leaderboard_for_all/')
        return { status: 200, body: [fakeBoard()] };
      if (request.path === '/api/users/current/profile/') return { status: 200, body: { ...ownProfile, member: null } };
      return demoUser({ name: 'Morgan Member', courses: [demoClub], roles: () => [Role.member] })(request);
    });
    renderApp('/dashboard');
    const card = await screen.findByRole('link', { name: /Live board/ }, { timeout: 5000 });
    expect(card.textContent).toContain('Monthly Medal');
    expect(card.textContent).toContain('Leading: Ann Able -3 (Thru 4)');
    expect(card.getAttribute('href')).toBe('/leader-board-detail?tournament=3');
  });

  it("show an organiser the rounds in play with their groups' progress, opening Active Rounds", async () => {
    chooseGolfCourse(demoClub);
    const group = { group_id: 21, group_number: 1, start: '08:00', players: ['Ann Able', 'Ben Baker'] };
    fakeApi((request) => {
      if (request.path === '/api/player_rounds/active_rounds/') {
        return {
          status: 200,
          body: [
            {
              ...activeRound,
              groups: [
                { ...group, thru: 7, cards_signed: 0 },
                { ...group, group_id: 22, group_number: 2, thru: 4, cards_signed: 1 },
              ],
            },
          ],
        };
      }
      return demoUser({ name: 'Eve Organiser', courses: [demoClub], roles: () => [Role.eventManager] })(request);
    });
    renderApp('/dashboard');
    const card = await screen.findByRole('link', { name: /Rounds in play/ }, { timeout: 5000 });
    expect(card.textContent).toContain('Monthly Medal');
    expect(card.textContent).toContain('Thru 4 of 18 · 1 of 4 cards signed');
    expect(card.getAttribute('href')).toBe('/active_round');
  });

  it('hold back themselves and the shortcuts under them until every card has its answer, so that nothing moves down', async () => {
    chooseGolfCourse(demoClub);
    const group = { group_id: 21, group_number: 1, start: '08:00', players: ['Ann Able'], thru: 4, cards_signed: 0 };
    fakeApi((request) =>
      request.path === '/api/player_rounds/active_rounds/'
        ? { status: 200, body: [{ ...activeRound, groups: [group] }] }
        : demoUser({ name: 'Eve Organiser', courses: [demoClub], roles: () => [Role.eventManager] })(request),
    );
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const serverFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (input.includes('/api/player_rounds/active_rounds/')) await answered;
      return serverFetch(input, init);
    });
    renderApp('/dashboard');
    await screen.findByRole('region', { name: 'Your club' }, { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('region', { name: 'Your screens' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Rounds in play/ })).toBeNull();

    answer();
    const shortcuts = await screen.findByRole('region', { name: 'Your screens' }, { timeout: 5000 });
    const card = screen.getByRole('link', { name: /Rounds in play/ });
    expect(card.compareDocumentPosition(shortcuts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
