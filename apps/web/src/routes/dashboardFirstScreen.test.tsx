import { Role } from '@fairway/contract';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FirstScreen } from '../layout/FirstScreen';
import { endDashboardFirstScreen } from '../layout/firstScreenDashboard';
import { askDashboardQuestionsEarly } from '../layout/dashboardQuestions';
import { askForSignedInDataEarly } from '../providers/api';
import { chooseGolfCourse, DASHBOARD_QUESTIONS_KEY, startSession } from '../providers/session';
import { fakeBoard } from '../test/fakeBoards';
import { demoClub, demoUser, fakeApi, type FakeRequest, ownProfile } from '../test/fakeApi';
import { renderApp, signedInForEachTest } from '../test/renderApp';
import { dashboardFaces, drawDashboardFirstScreen } from './dashboardFirstScreen';
import { dashboardCards } from './routeTable';

signedInForEachTest();
afterEach(endDashboardFirstScreen);

const latestArticle = { id: 7, title: 'Greens hollow-tined next Monday', published_at: '2026-03-03T16:05:00Z' };

/** What a member's cards ask, as the dashboard noted it at their last visit. */
const memberQuestions = [
  '/api/users/current/profile/',
  '/api/player_rounds/my_rounds/',
  '/api/competitions/',
  '/api/bookings/?mine=true&status=booked',
  '/api/tournaments/detailed_leaderboard_for_all/',
  '/api/news_feed/?page_size=3',
];

function memberApi(refuse?: string) {
  return fakeApi((request: FakeRequest) => {
    if (request.path === refuse) return { status: 500, body: { detail: 'Server error.' } };
    switch (request.path) {
      case '/api/users/current/profile/':
        return { status: 200, body: ownProfile };
      case '/api/player_rounds/my_rounds/':
      case '/api/competitions/':
        return { status: 200, body: [] };
      case '/api/bookings/':
        return { status: 200, body: { count: 0, next: null, previous: null, results: [] } };
      case '/api/tournaments/detailed_leaderboard_for_all/':
        return { status: 200, body: [fakeBoard()] };
      case '/api/news_feed/':
        return { status: 200, body: { count: 1, next: null, previous: null, results: [latestArticle] } };
      default:
        return demoUser({ name: 'Morgan Member', courses: [demoClub], roles: () => [Role.member] })(request);
    }
  });
}

/** A visit opening on the dashboard, as main.tsx starts it: the early questions, then the first screen's dashboard. */
async function openDashboard(questions: string[]) {
  window.history.replaceState(null, '', '/dashboard');
  // A session of its own: what was asked early in another test is not this visit's.
  startSession(crypto.randomUUID());
  chooseGolfCourse(demoClub);
  localStorage.setItem(DASHBOARD_QUESTIONS_KEY, JSON.stringify({ golf_course_id: demoClub.id, paths: questions }));
  askForSignedInDataEarly();
  await drawDashboardFirstScreen(askDashboardQuestionsEarly());
}

describe("the first screen's dashboard", () => {
  it("shows a member's welcome, their club's facts and every card of theirs with the early answers' figures", async () => {
    memberApi();
    await openDashboard(memberQuestions);
    render(<FirstScreen />);
    screen.getByRole('heading', { level: 1, name: 'Fairway Demo Golf Club' });
    screen.getByText('Welcome, Morgan Member');
    const club = screen.getByRole('heading', { level: 2, name: 'Your club' }).parentElement!;
    within(club).getByText('Member');
    within(club).getByText('DD/MM/YYYY');
    within(club).getByText('GBP');
    within(club).getByText('yards');
    const index = screen.getByRole('link', { name: /Your Handicap Index/ });
    expect(index.textContent).toBe('Your Handicap Index12.4Low Handicap Index (last 12 months): 10.1');
    expect(index.getAttribute('href')).toBe('/profile');
    const board = screen.getByRole('link', { name: /Live board/ });
    expect(board.textContent).toContain('Leading: Ann Able -3 (Thru 4)');
    expect(board.getAttribute('href')).toBe('/leader-board-detail?tournament=3');
    expect(screen.getByRole('link', { name: 'Latest news' }).getAttribute('href')).toBe('/news');
    expect(screen.getByRole('link', { name: latestArticle.title }).getAttribute('href')).toBe('/news/7');
    screen.getByText('03/03/2026');
    // Nothing to show: no round, tee time or event open for entry ahead.
    expect(screen.queryByText('Your next round')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("draws no card when one of the role's cards was not asked early: all or none", async () => {
    memberApi();
    await openDashboard(memberQuestions.filter((question) => !question.startsWith('/api/news_feed/')));
    render(<FirstScreen />);
    expect(screen.queryByRole('link')).toBeNull();
    screen.getByRole('progressbar', { name: 'Loading Fairway' });
  });

  it("draws no card when one of the early answers is a refusal, which the dashboard's card reports", async () => {
    memberApi('/api/competitions/');
    await openDashboard(memberQuestions);
    render(<FirstScreen />);
    expect(screen.queryByRole('link')).toBeNull();
    screen.getByRole('progressbar', { name: 'Loading Fairway' });
  });

  it("gives way to the dashboard's own cards, from the same answers, asked once", async () => {
    const requests = memberApi();
    await openDashboard(memberQuestions);
    renderApp('/dashboard');
    await screen.findByRole('region', { name: 'Your screens' }, { timeout: 10_000 });
    expect(document.querySelector('.fairway-first-card')).toBeNull();
    const index = screen.getByRole('link', { name: /Your Handicap Index/ });
    expect(index.closest('.MuiCard-root')).not.toBeNull();
    expect(index.textContent).toBe('Your Handicap Index12.4Low Handicap Index (last 12 months): 10.1');
    for (const question of memberQuestions) {
      const path = question.split('?')[0];
      expect(
        requests.filter((request) => request.path === path),
        path,
      ).toHaveLength(1);
    }
  });

  it("knows every dashboard card, with the dashboard's roles and in its order", () => {
    expect(dashboardFaces.map(({ id, roles }) => ({ id, roles }))).toEqual(
      dashboardCards.map(({ id, roles }) => ({ id, roles })),
    );
  });
});
