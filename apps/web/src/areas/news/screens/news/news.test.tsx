import { publicArticlePage, publicNewsPage, Role } from '@fairway/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, endSession, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeRequest } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

const stamps = { created_at: '2026-03-01T09:30:00Z', created_by: 1, updated_at: '2026-03-02T16:05:00Z', updated_by: 1 };
const page = (results: object[]) => ({ count: results.length, next: null, previous: null, results });

const feedArticle = {
  id: 7,
  title: 'Club championship: Duncan Fraser wins by two',
  slug: 'club-championship',
  summary: 'A closing 71 settled it.',
  cover_image_url: null,
  category_id: 1,
  category_name: 'Results',
  author_name: 'Alex Admin',
  published_at: '2026-03-02T16:05:00Z',
  comments_count: 1,
};
const articlePage = {
  ...feedArticle,
  body: '<h2>The final round</h2><p>Duncan <strong>held on</strong>.</p>',
  author_bio: 'Club secretary.',
  tags: [{ id: 3, name: 'Medal' }],
  comments: [
    {
      id: 1,
      user_name: 'Rohan Mehta',
      body: '<b>Great</b> round',
      status: 'approved',
      own: false,
      created_at: '2026-03-02T18:00:00Z',
    },
  ],
};
const comments = [
  {
    id: 11,
    ...stamps,
    golf_course_id: 1,
    article_id: 7,
    article_title: feedArticle.title,
    user_id: 4,
    user_name: 'Morgan Member',
    body: 'Well played',
    status: 'pending',
  },
  {
    id: 12,
    ...stamps,
    golf_course_id: 1,
    article_id: 7,
    article_title: feedArticle.title,
    user_id: 4,
    user_name: 'Morgan Member',
    body: 'See you at the AGM',
    status: 'pending',
  },
];

const article = {
  id: 7,
  ...stamps,
  golf_course_id: 1,
  title: feedArticle.title,
  slug: 'club-championship',
  summary: feedArticle.summary,
  body: articlePage.body,
  cover_image_id: null,
  cover_image_url: null,
  category_id: null,
  category_name: null,
  author_id: null,
  author_name: null,
  tag_ids: [],
  status: 'published',
  // 10:00 in London on the Saturday before the clocks go forward: GMT, UTC itself.
  published_at: '2026-03-28T10:00:00.000Z',
  is_public: true,
};

function signedInAs(roles: number[], feed: object[] = [feedArticle]) {
  const user = demoUser({ name: 'Morgan Member', courses: [demoClub], roles: () => roles });
  return fakeApi((request: FakeRequest) => {
    if (request.path === '/api/news_feed/') return { status: 200, body: page(feed) };
    if (request.path === '/api/news_feed/7/') return { status: 200, body: articlePage };
    if (request.path === '/api/news_feed/7/comments/')
      return { status: 201, body: { ...comments[0], body: (request.body as { body: string }).body } };
    if (request.path === '/api/news_category/')
      return { status: 200, body: page([{ id: 1, ...stamps, golf_course_id: 1, name: 'Results', slug: 'results' }]) };
    if (request.path === '/api/golf_course_posts/')
      return {
        status: 200,
        body: page([
          {
            id: 2,
            ...stamps,
            golf_course_id: 1,
            title: 'Course closed Monday morning',
            body: 'Open from 13:00.',
            pinned: true,
            expires_at: null,
          },
        ]),
      };
    if (request.path === '/api/news_comment/') return { status: 200, body: page(comments) };
    if (request.path === '/api/news_article/7/')
      return { status: 200, body: { ...article, ...(request.method === 'GET' ? {} : (request.body as object)) } };
    if (['/api/news_author/', '/api/news_tag/'].includes(request.path)) return { status: 200, body: page([]) };
    if (request.path === '/api/news_settings/') return { status: 200, body: { trust_member_comments: false } };
    if (request.path === '/api/golf_course_posts/' && request.method === 'POST')
      return { status: 201, body: { id: 3, ...stamps, golf_course_id: 1, body: '', ...(request.body as object) } };
    if (request.path === '/api/news_comment/moderate/')
      return { status: 200, body: { changed: (request.body as { ids: number[] }).ids.length } };
    return user(request);
  });
}

beforeEach(() => {
  localStorage.clear();
  startSession('token');
  chooseGolfCourse(demoClub);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the members' news", { timeout: 30_000 }, () => {
  it('lists the current posts, then the articles, each opening its page', async () => {
    signedInAs([Role.member]);
    renderApp('/news');
    await screen.findByText('Course closed Monday morning', {}, { timeout: 5000 });
    const link = await screen.findByRole('link', { name: /Club championship: Duncan Fraser wins by two/ });
    expect(link.getAttribute('href')).toBe('/news/7');
    expect(link.textContent).toContain('1 comment');
  });

  it("shows the article's sanitised body, its comments as plain text, and sends a comment", async () => {
    const requests = signedInAs([Role.member]);
    renderApp('/news/7');
    const heading = await screen.findByRole('heading', { name: 'The final round' }, { timeout: 5000 });
    expect(heading.tagName).toBe('H2');
    // A comment is text: its markup is shown as written, never read as HTML.
    expect(await screen.findByText('<b>Great</b> round')).toBeDefined();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Well played');
    await user.click(screen.getByRole('button', { name: 'Send the comment' }));
    await waitFor(() => expect(requests.find((request) => request.method === 'POST')).toBeDefined());
    expect(requests.find((request) => request.method === 'POST')!.body).toEqual({ body: 'Well played' });
    await screen.findByText('Thank you: your comment is shown once a moderator approves it.');
  });
});

describe("the dashboard's latest news", { timeout: 40_000 }, () => {
  it('shows every role of the club its three latest articles, each opening its page', async () => {
    const latest = [7, 6, 5].map((id, index) => ({
      ...feedArticle,
      id,
      title: `Article ${id}`,
      published_at: `2026-03-0${3 - index}T16:05:00Z`,
    }));
    for (const role of [Role.admin, Role.user, Role.member, Role.eventManager]) {
      const requests = signedInAs([role], latest);
      renderApp('/dashboard');
      const heading = await screen.findByRole('link', { name: 'Latest news' }, { timeout: 10_000 });
      const card = heading.closest('.MuiCard-root') as HTMLElement;
      const links = within(card).getAllByRole('link').slice(1);
      expect(
        links.map((link) => [link.textContent, link.getAttribute('href')]),
        String(role),
      ).toEqual([
        ['Article 7', '/news/7'],
        ['Article 6', '/news/6'],
        ['Article 5', '/news/5'],
      ]);
      expect(within(card).getByText('03/03/2026')).toBeDefined();
      expect(requests.find((request) => request.path === '/api/news_feed/')?.search.get('page_size')).toBe('3');
      cleanup();
    }
  });
});

describe('the moderation queue', { timeout: 30_000 }, () => {
  it('approves the ticked comments in one call', async () => {
    const requests = signedInAs([Role.admin]);
    renderApp('/news-comment');
    await screen.findByText('Well played', {}, { timeout: 5000 });
    const user = userEvent.setup();
    const rows = screen.getAllByRole('row');
    const row = rows.find((each) => within(each).queryByText('See you at the AGM'))!;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(requests.find((request) => request.path === '/api/news_comment/moderate/')).toBeDefined(),
    );
    expect(requests.find((request) => request.path === '/api/news_comment/moderate/')!.body).toEqual({
      ids: [12],
      status: 'approved',
    });
    await screen.findByText('1 comment approved');
  });
});

describe("the club's notices", { timeout: 30_000 }, () => {
  it('adds a pinned notice that never expires', async () => {
    const requests = signedInAs([Role.admin]);
    renderApp('/news-posts/create');
    const title = await screen.findByRole('textbox', { name: /^Title/ }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.type(title, 'Course closed on Monday');
    await user.click(screen.getByRole('switch', { name: 'Pinned first' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.find((request) => request.method === 'POST')).toBeDefined());
    expect(requests.find((request) => request.method === 'POST')!.body).toEqual({
      title: 'Course closed on Monday',
      pinned: true,
      expires_at: null,
    });
  });
});

describe('the article editor', { timeout: 40_000 }, () => {
  // The device's clock is New York's: the club's (London) is the one the editor shows and takes.
  const deviceZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    if (deviceZone === undefined) delete process.env.TZ;
    else process.env.TZ = deviceZone;
  });

  it("shows and takes the publication time on the club's clock, either side of the clocks going forward, and previews the article", async () => {
    expect(new Date('2026-03-28T10:00:00Z').getHours()).toBe(6);
    const requests = signedInAs([Role.admin]);
    renderApp('/news-article/7');
    const field = await screen.findByRole('group', { name: /Published/ }, { timeout: 15_000 });
    const box = field.closest('.MuiFormControl-root') as HTMLElement;
    expect(within(box).getByText("The club's time (Europe/London).", { exact: false })).toBeDefined();
    expect(field.firstElementChild?.textContent).toBe('28/03/2026 10:00');
    const user = userEvent.setup();
    await user.click(within(field).getByRole('spinbutton', { name: 'Day' }));
    // The Sunday: London is on summer time (UTC+1), so 10:00 there is 09:00 UTC.
    await user.keyboard('29');
    expect(field.firstElementChild?.textContent).toBe('29/03/2026 10:00');
    // The preview shows the article as members will read it, its time on the club's clock.
    await user.click(screen.getByRole('button', { name: 'Preview as members see it' }));
    const preview = await screen.findByRole('dialog');
    expect(within(preview).getByRole('heading', { level: 1 }).textContent).toBe(feedArticle.title);
    expect(within(preview).getByRole('heading', { level: 2, name: 'The final round' })).toBeDefined();
    expect(within(preview).getByText('29/03/2026 10:00')).toBeDefined();
    await user.click(within(preview).getByRole('button', { name: 'Close the preview' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT' || request.method === 'PATCH')).toBeDefined(),
    );
    const saved = requests.find((request) => request.method === 'PUT' || request.method === 'PATCH')!;
    expect(saved.body).toMatchObject({ published_at: '2026-03-29T09:00:00.000Z' });
  });
});

describe("a public article, at the RSS feed's link", { timeout: 30_000 }, () => {
  const publicArticle = {
    id: 7,
    title: feedArticle.title,
    slug: 'club-championship',
    summary: feedArticle.summary,
    body: articlePage.body,
    cover_image_url: null,
    category_name: 'Results',
    author_name: 'Alex Admin',
    // 09:30 UTC, the day the clocks go forward: 10:30 in London.
    published_at: '2026-03-29T09:30:00.000Z',
    tags: ['Medal'],
    golf_course: {
      id: 1,
      name: 'Fairway Demo Golf Club',
      logo_url: null,
      time_zone: 'Europe/London',
      date_format: 'DD/MM/YYYY',
    },
  };

  it("shows anyone the club's public news and its article without signing in, on the club's clock, and says when there is none", async () => {
    endSession();
    const { body: _body, tags: _tags, golf_course, ...card } = publicArticle;
    const requests = fakeApi((request) =>
      request.path === '/api/news_public/1/7/'
        ? { status: 200, body: publicArticle }
        : request.path === '/api/news_public/1/'
          ? { status: 200, body: { golf_course, results: [card] } }
          : undefined,
    );
    const user = userEvent.setup();
    renderApp(publicNewsPage(1));
    const link = await screen.findByRole('link', { name: new RegExp(feedArticle.title) }, { timeout: 15_000 });
    expect(link.getAttribute('href')).toBe(publicArticlePage(1, 7));
    expect(link.textContent).toContain('29/03/2026');
    await user.click(link);
    await screen.findByRole('heading', { level: 1, name: feedArticle.title }, { timeout: 15_000 });
    expect(screen.getByText('News of Fairway Demo Golf Club')).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'The final round' })).toBeDefined();
    expect(screen.getByText('Results · By Alex Admin · 29/03/2026 10:30')).toBeDefined();
    expect(screen.getByText('Medal')).toBeDefined();
    expect(screen.getAllByRole('link', { name: 'Sign in' }).length).toBeGreaterThan(0);
    // Nobody is signed in: no token travels, none is needed.
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([null, null]);
    cleanup();
    renderApp(publicArticlePage(1, 8));
    await screen.findByRole('heading', { level: 1, name: 'Article not found' }, { timeout: 15_000 });
    expect(screen.queryByText('The final round')).toBeNull();
  });
});
