import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectAccessible, logIn, newPage, phone, saveScreenshot } from './browser.js';
import { type Journey, journeyOnBuiltApp } from './journey.js';

/**
 * Every screen that is built, on a desktop in the light theme and on a phone in the dark one: it draws its heading,
 * with nothing left loading, it fits the window's width (nothing cut at the right, no list's column behind a sideways
 * scroll), axe finds no serious or critical issue, and it is saved as
 * `e2e/screenshots/tour-{size}-{theme}-{screen}.png` for a person to look at. The demo's super admin sees every
 * signed-in screen, in the demo club. Each theme and each size is drawn once; the other two pairings would repeat
 * both (decision 0042). The two are files of their own, `tour-desktop` and `tour-phone`, so that they run at
 * the same time.
 */
export const tourVariants = {
  desktop: { size: 'desktop', viewport: { width: 1440, height: 900 }, theme: 'light' },
  phone: { size: 'phone', viewport: phone, theme: 'dark' },
} as const;

type TourVariant = (typeof tourVariants)[keyof typeof tourVariants];

const publicScreens = [
  ['login', '/auth/log-in'],
  ['about', '/about'],
  ['privacy-policy', '/privacy-policy'],
  ['thank-you', '/thank-you'],
  ['registered-clubs', '/golf-courses'],
  ['club-registration', '/golf-course-registration'],
  ['set-password-bad-link', '/set-password?token=not-a-real-token'],
  ['confirm-email-bad-link', '/confirm-email?token=not-a-real-token'],
  ['user-registration', '/golf-course/1/user-registration'],
  ['verify-email', '/verify-email/00000000-0000-4000-8000-000000000000'],
  ['resend-otp', '/resend-otp'],
  ['forgot-password', '/forgot-password'],
  ['public-news', '/golf-course/1/news'],
  ['public-article', '/golf-course/1/news/1'],
  [
    'user-registration-set-password-bad-link',
    '/user-registration/00000000-0000-4000-8000-000000000000/set-password/?token=not-a-real-token',
  ],
] as const;

/** The API resource whose first record's form the tour opens, and that form's path. */
const recordForms = [
  ['golf-course-hole', 'golf_course_holes', '/golf_course_hole'],
  ['hole-point', 'hole_intermediate_points', '/golf_course_holes_periphery'],
  ['tee-set', 'hole_categories', '/settings/hole_category'],
  ['hole-detail', 'hole_details', '/settings/hole_detail'],
  ['mail', 'mail_outbox', '/mail-outbox'],
  ['prize-type', 'prize_types', '/prize_type'],
  ['score-term', 'score_terms', '/score_term'],
  ['country', 'countries', '/settings/countries'],
  ['state', 'states', '/settings/states'],
  ['city', 'cities', '/settings/cities'],
  ['user-type', 'user_type', '/settings/user-type'],
  ['member', 'members', '/member'],
  ['admin-user', 'users', '/admin-users'],
  ['event-manager', 'event_manager', '/event-managers'],
  ['tournament', 'tournaments', '/tournament'],
  ['tournament-master', 'tournament_masters', '/tournament-master'],
  ['member-payment', 'member_payment', '/member-payments'],
  ['member-type-charge', 'member_types_head_mapping', '/member-types-head-map'],
  ['news-article', 'news_article', '/news-article'],
  ['news-article-page', 'news_feed', '/news'],
] as const;

const signedInScreens = [
  ['choose-club', '/select-golf-course'],
  ['dashboard', '/dashboard'],
  ['change-password', '/reset-password'],
  ['profile', '/profile'],
  ['golf-courses', '/golf_course'],
  ['golf-course', '/golf_course/1'],
  ['golf-course-new', '/golf_course/create'],
  ['holes', '/golf_course_hole'],
  ['course-card', '/golf_course_hole/card'],
  ['hole-points', '/golf_course_holes_periphery'],
  ['tee-sets', '/settings/hole_categories'],
  ['hole-details', '/settings/hole_details'],
  ['any-club-tee-sets', '/hole_category'],
  ['any-club-hole-details', '/hole_detail'],
  ['any-club-holes', '/hole_detail/golf_course_hole'],
  ['any-club-hole-points', '/hole_detail/golf_course_holes_periphery'],
  ['unapproved-clubs', '/Unapproved-golf-courses'],
  ['mail-outbox', '/mail-outbox'],
  ['users', '/users'],
  ['prize-types', '/prize_type'],
  ['score-terms', '/score_term'],
  ['countries', '/settings/countries'],
  ['country-new', '/settings/countries/create'],
  ['states', '/settings/states'],
  ['cities', '/settings/cities'],
  ['user-types', '/settings/user-types'],
  ['members', '/member'],
  ['member-new', '/member/create'],
  ['non-golf-course-members', '/non-golf-course-members'],
  ['user-registrations', '/user-registrations'],
  ['unapproved-users', '/unapproved-users'],
  ['join-golf-courses', '/join-golf-courses'],
  ['users-set-password', '/users/set-password/2'],
  ['admin-users', '/admin-users'],
  ['admin-user-new', '/admin-users/create'],
  ['event-managers', '/event-managers'],
  ['tournaments', '/tournament'],
  ['tournament-new', '/tournament/create'],
  ['tournament-masters', '/tournament-master'],
  ['tournament-prizes', '/tournament/prizes'],
  ['tournament-results', '/tournament-results'],
  ['tournament-score-details', '/tournament-score-details'],
  ['tournament-winner-history', '/tournament-winner-history'],
  ['accounts-head', '/accounts-head'],
  ['lockers', '/lockers-master'],
  ['member-lockers', '/member-lockers-map'],
  ['member-payments', '/member-payments'],
  ['member-payment-new', '/member-payments/create'],
  ['members-billing', '/members-billing'],
  ['member-account-statements', '/member-account-statements'],
  ['active-rounds', '/active_round'],
  ['leaderboard', '/leaderboard'],
  ['leader-board-detail', '/leader-board-detail'],
  ['team-position', '/team-position'],
  ['active-longest-drives', '/active-longest-drive'],
  ['active-nearest-to-pin', '/active-nearest-to-pin'],
  ['active-nearest-central', '/active-nearest-central'],
  ['player-rounds', '/player-rounds'],
  ['individual-rounds', '/individual_round'],
  ['members-handicap-performance', '/members-handicap-performance'],
  ['news', '/news'],
  ['news-articles', '/news-article'],
  ['news-comments', '/news-comment'],
  ['not-found', '/no-such-page'],
] as const;

/** The first record's id of an API resource in the demo club, read with the page's own session. */
async function firstId(journey: Journey, page: Page, resource: string): Promise<number> {
  const state = JSON.parse((await page.evaluate(() => localStorage.getItem('golfAPP_userState'))) ?? '{}');
  const response = await fetch(`${journey.server.url}/api/${resource}/?page_size=1`, {
    headers: { authorization: `Token ${state.auth_token}`, 'x-golf-course': String(state.active_golf_course_id) },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { results: { id: number }[] };
  return body.results[0]!.id;
}

/**
 * What a person sees amiss in the page's layout:
 * - it does not fit the window's width: the page is laid out wider (cut at the right on a phone), or a list's table
 *   scrolls sideways (a column hidden behind the scroll); a member's addresses wider than a phone scroll inside their
 *   own box below the form, and count for neither;
 * - a tab cut by the edge of its row of tabs ("HANDICAP IN");
 * - a switch over the edge of the card or panel it sits on (its thumb half off the card on a phone);
 * - a frame around it: the body's default margin, glaring around a dark page;
 * - the single-line fields of one form at different heights.
 */
function layoutFaultsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wider = (element: Element) => element.scrollWidth - element.clientWidth;
    const pageOver = wider(document.documentElement);
    const tables = Array.from(document.querySelectorAll('.RaDatagrid-tableWrapper'))
      .map(wider)
      .filter((over) => over > 0);
    const cutTabs = Array.from(document.querySelectorAll('[role="tablist"]')).flatMap((tabList) => {
      const row = tabList.getBoundingClientRect();
      return Array.from(tabList.querySelectorAll('[role="tab"]')).filter((tab) => {
        const box = tab.getBoundingClientRect();
        return box.left < row.left - 0.5 || box.right > row.right + 0.5;
      });
    });
    const switchesOverEdge = Array.from(document.querySelectorAll('.MuiSwitch-root')).filter((control) => {
      const card = control.closest('.MuiPaper-root');
      if (card === null) return false;
      const box = control.getBoundingClientRect();
      const edges = card.getBoundingClientRect();
      return box.left < edges.left - 0.5 || box.right > edges.right + 0.5;
    });
    const frame = getComputedStyle(document.body).margin;
    const formHeights = Array.from(document.querySelectorAll('form')).flatMap((form) => {
      const fields = Array.from(form.querySelectorAll('.MuiOutlinedInput-root:not(.MuiInputBase-multiline)'));
      const heights = new Set(fields.map((field) => Math.round(field.getBoundingClientRect().height)));
      heights.delete(0);
      return heights.size > 1 ? [[...heights].join(' px, ')] : [];
    });
    return [
      ...(pageOver > 0 ? [`the page is ${pageOver} px wider than the window`] : []),
      ...tables.map((over) => `a list's table scrolls sideways by ${over} px`),
      ...cutTabs.map((tab) => `the tab ${tab.textContent} is cut by the edge of its row`),
      ...switchesOverEdge.map(
        (control) => `the switch "${control.closest('label')?.textContent}" is over its card's edge`,
      ),
      ...(frame !== '0px' ? [`a frame of ${frame} around the page`] : []),
      ...formHeights.map((heights) => `fields of one form ${heights} px high`),
    ];
  });
}

interface Place {
  x: number;
  y: number;
}

/**
 * Goes to a signed-in screen inside the app, as its menu does, rather than loading the app again for each: a second a
 * screen on this machine. The screen left behind has its heading marked, so that the wait below is for the new one's.
 * Each address loaded on its own is the server's and the router's part, tested there; the public screens are still
 * loaded from their addresses.
 */
async function goInsideTheApp(page: Page, path: string) {
  await page.evaluate((address) => {
    document.querySelectorAll('h1').forEach((heading) => (heading.dataset.left = heading.textContent ?? ''));
    history.pushState(null, '', address);
    dispatchEvent(new PopStateEvent('popstate'));
    scrollTo(0, 0);
  }, path);
}

/** The screen's own heading shows (not one of the screen left behind, unless it changed its words) and nothing loads. */
async function screenDrawn(page: Page): Promise<boolean> {
  const headingShown = await page.evaluate(() => {
    const heading = document.querySelector('h1');
    if (heading === null || heading.getBoundingClientRect().height === 0) return false;
    return heading.dataset.left === undefined || heading.dataset.left !== heading.textContent;
  });
  return headingShown && (await page.getByRole('progressbar').count()) === 0;
}

/**
 * Opens the screen, waits until its heading shows and nothing is loading, then checks and saves it; answers where its
 * heading starts.
 */
async function visit(
  page: Page,
  [name, path]: readonly [string, string],
  { size, theme }: { size: string; theme: string },
  faults: string[],
  { inside = false } = {},
): Promise<Place> {
  if (inside) await goInsideTheApp(page, path);
  else await page.goto(path);
  await expect
    .poll(() => screenDrawn(page), {
      timeout: 15_000,
      message: `${name} (${path}) draws its heading and finishes loading`,
    })
    .toBe(true);
  for (const fault of await layoutFaultsOf(page)) faults.push(`${name} (${path}) on a ${size}: ${fault}`);
  const heading = (await page.locator('h1').first().boundingBox())!;
  await expectAccessible(page, `${name} (${size}, ${theme})`);
  await saveScreenshot(page, `tour-${size}-${theme}-${name}`);
  return { x: Math.round(heading.x), y: Math.round(heading.y) };
}

/**
 * A signed-in page's heading starts where the dashboard's does; one beside a button (a list's Add) is centred on it,
 * a few pixels lower.
 */
function headingOutOfPlace(place: Place, dashboard: Place): boolean {
  return place.x !== dashboard.x || Math.abs(place.y - dashboard.y) > 4;
}

/** The tour in one size and theme: every screen of `publicScreens`, `signedInScreens` and `recordForms`. */
export function tourEveryScreen({ size, viewport, theme }: TourVariant) {
  const journey = journeyOnBuiltApp();
  it('shows, fits the width, is laid out as the others, passes axe and is saved', async () => {
    const page = await newPage(journey.browser, journey.server.url, viewport);
    const faults: string[] = [];
    await page.addInitScript((mode) => localStorage.setItem('app_theme', mode), theme);
    for (const screen of publicScreens) await visit(page, screen, { size, theme }, faults);
    // A club registers, so that the super admin has a mail in the outbox to open.
    const registration = await fetch(`${journey.server.url}/api/golf_courses/registration/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Tour ${theme} ${size} Golf Club`,
        contact_name: 'Terry Tour',
        contact_email: `terry.${theme}.${size}@tour.example`,
        holes_count: 18,
      }),
    });
    expect(registration.status).toBe(202);

    await logIn(page, 'super@demo.fairway.golf');
    await page.waitForURL('**/select-golf-course');
    await page.getByText('Fairway Demo Golf Club').click();
    await page.waitForURL('**/dashboard');
    // The club choice's heading is gone, so that the first screen's wait cannot take it for its own.
    await page.getByRole('heading', { level: 1, name: 'Fairway Demo Golf Club' }).waitFor();
    const headings = new Map<string, Place>();
    const inside = { inside: true };
    for (const screen of signedInScreens) {
      headings.set(screen[0], await visit(page, screen, { size, theme }, faults, inside));
    }
    for (const [name, resource, recordPath] of recordForms) {
      const path = `${recordPath}/${await firstId(journey, page, resource)}`;
      headings.set(name, await visit(page, [name, path], { size, theme }, faults, inside));
    }
    await page.context().close();
    const dashboard = headings.get('dashboard')!;
    for (const [name, place] of headings) {
      if (headingOutOfPlace(place, dashboard)) {
        faults.push(
          `${name} on a ${size}: heading at ${place.x}, ${place.y}; the dashboard's at ${dashboard.x}, ${dashboard.y}`,
        );
      }
    }
    expect(faults).toEqual([]);
  }, 600_000);
}
