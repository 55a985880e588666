import { Role } from '@fairway/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeRequest } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

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

function signedInAs(roles: number[]) {
  const user = demoUser({ name: 'Morgan Member', courses: [demoClub], roles: () => roles });
  return fakeApi((request: FakeRequest) => {
    if (request.path === '/api/news_feed/') return { status: 200, body: page([feedArticle]) };
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
