import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { callsAs, demoClubId, secondClubId, useTestApp, type Who } from './test-app.js';
import { xssCorpus } from './xss-corpus.js';

const t = useTestApp();
const call = callsAs(t);

type Row = Record<string, unknown> & { id: number };

const list = async (resource: string, query = '', who: Who = 'admin', golfCourseId: number = demoClubId) => {
  const answer = await call('GET', `/api/${resource}/?page_size=100&${query}`, who, undefined, golfCourseId);
  expect(answer.statusCode, `${who} lists ${resource}`).toBe(200);
  return answer.json<{ count: number; results: Row[] }>();
};
const firstOf = async (resource: string, query = '') => (await list(resource, query)).results[0]!;

const newArticle = async (fields: Record<string, unknown> = {}, who: Who = 'admin') =>
  call('POST', '/api/news_article/', who, {
    title: 'Test article',
    slug: `test-${Math.random().toString(36).slice(2, 10)}`,
    ...fields,
  });

/** The demo club's records of each news resource, and a change an admin may make to one. */
const resources: { name: string; readers: readonly Who[]; change: Record<string, unknown> }[] = [
  { name: 'news_category', readers: ['member', 'user', 'events'], change: { name: 'Match reports' } },
  { name: 'news_tag', readers: ['member', 'user', 'events'], change: { name: 'Medals' } },
  { name: 'news_author', readers: ['member', 'user', 'events'], change: { bio: 'Club secretary since 2020.' } },
  { name: 'golf_course_posts', readers: ['member', 'user', 'events'], change: { pinned: false } },
  { name: 'news_article', readers: [], change: { summary: 'A new summary.' } },
  { name: 'news_comment', readers: [], change: { status: 'rejected' } },
];

describe('who may read and write the news', () => {
  it("admins and the super admin write every news resource; every role reads categories, tags, authors and posts, only admins articles and comments; another club's ids are not found", async () => {
    for (const resource of resources) {
      const { id } = await firstOf(resource.name);
      const all = `/api/${resource.name}/`;
      const one = `${all}${id}/`;
      for (const who of ['member', 'user', 'events'] as const) {
        const reads = resource.readers.includes(who) ? 200 : 403;
        expect((await call('GET', all, who)).statusCode, `${who} lists ${resource.name}`).toBe(reads);
        expect((await call('GET', one, who)).statusCode, `${who} reads ${resource.name}`).toBe(reads);
        expect((await call('PATCH', one, who, resource.change)).statusCode, `${who} changes ${resource.name}`).toBe(
          403,
        );
        expect((await call('POST', all, who, {})).statusCode, `${who} adds ${resource.name}`).toBe(403);
        expect((await call('DELETE', one, who)).statusCode, `${who} deletes ${resource.name}`).toBe(403);
      }
      expect((await call('GET', all, 'anonymous')).statusCode).toBe(401);
      expect((await call('GET', all, 'secondAdmin')).statusCode, `another club's admin in this club`).toBe(403);
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const answer = await call(method, one, 'secondAdmin', resource.change, secondClubId);
        expect(answer.statusCode, `${method} ${resource.name} from the second club`).toBe(404);
      }
      expect((await call('GET', one)).json()).not.toMatchObject(resource.change);
      for (const who of ['admin', 'super'] as const) {
        const changed = await call('PATCH', one, who, resource.change);
        expect(changed.statusCode, `${who} changes ${resource.name}`).toBe(200);
        expect(changed.json()).toMatchObject(resource.change);
      }
    }
  });

  it("the feed, an article's page and commenting are for every role of the club; moderating and settings for admins", async () => {
    const { results } = await list('news_feed', '', 'member');
    const article = results[0]!;
    const comment = (await firstOf('news_comment', 'status=pending')).id;
    for (const who of ['admin', 'member', 'user', 'events', 'super'] as const) {
      expect((await call('GET', '/api/news_feed/', who)).statusCode, who).toBe(200);
      expect((await call('GET', `/api/news_feed/${article.id}/`, who)).statusCode, who).toBe(200);
    }
    for (const who of ['member', 'user', 'events'] as const) {
      expect(
        (await call('POST', '/api/news_comment/moderate/', who, { ids: [comment], status: 'approved' })).statusCode,
      ).toBe(403);
      expect((await call('GET', '/api/news_settings/', who)).statusCode).toBe(403);
      expect((await call('PUT', '/api/news_settings/', who, { trust_member_comments: true })).statusCode).toBe(403);
    }
    for (const url of ['/api/news_feed/', `/api/news_feed/${article.id}/`]) {
      expect((await call('GET', url, 'anonymous')).statusCode).toBe(401);
      expect((await call('GET', url, 'secondAdmin')).statusCode).toBe(403);
    }
    // Another club's ids, from the second club: its article, its comments.
    expect(
      (await call('GET', `/api/news_feed/${article.id}/`, 'secondAdmin', undefined, secondClubId)).statusCode,
    ).toBe(404);
    const elsewhere = await call(
      'POST',
      `/api/news_feed/${article.id}/comments/`,
      'member',
      { body: 'Hello' },
      secondClubId,
    );
    expect(elsewhere.statusCode).toBe(404);
    const moderated = await call(
      'POST',
      '/api/news_comment/moderate/',
      'secondAdmin',
      { ids: [comment], status: 'approved' },
      secondClubId,
    );
    expect(moderated.statusCode).toBe(404);
    expect((await call('GET', `/api/news_comment/${comment}/`)).json().status).toBe('pending');
  });
});

describe('bad input gets a clear answer and changes nothing', () => {
  it('a slug used twice in the club answers 400 on slug; another club may use it', async () => {
    for (const resource of ['news_category', 'news_tag'] as const) {
      const taken = (await firstOf(resource)).slug;
      const again = await call('POST', `/api/${resource}/`, 'admin', { name: 'Again', slug: taken });
      expect(again.statusCode, resource).toBe(400);
      expect(again.json()).toEqual({ slug: [`A ${resource.replace('_', ' ')} with this slug already exists.`] });
      const elsewhere = await call(
        'POST',
        `/api/${resource}/`,
        'secondAdmin',
        { name: 'Again', slug: taken },
        secondClubId,
      );
      expect(elsewhere.statusCode, `${resource} in the second club`).toBe(201);
    }
    const article = await firstOf('news_article');
    const twice = await newArticle({ slug: article.slug });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ slug: ['A news article with this slug already exists.'] });
    const badSlug = await call('POST', '/api/news_tag/', 'admin', { name: 'Bad', slug: 'Not A Slug!' });
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().slug[0]).toMatch(/lower-case letters/);
  });

  it('an article without a title is refused, published or not, and its status moves one step at a time', async () => {
    const before = (await list('news_article')).count;
    for (const title of [undefined, '', '   ']) {
      const answer = await call('POST', '/api/news_article/', 'admin', {
        title,
        slug: 'untitled',
        status: 'published',
      });
      expect(answer.statusCode).toBe(400);
      expect(Object.keys(answer.json())).toEqual(['title']);
    }
    expect((await list('news_article')).count).toBe(before);
    const draft = (await newArticle()).json<Row>();
    expect(draft).toMatchObject({ status: 'draft', published_at: null });
    const untitled = await call('PATCH', `/api/news_article/${draft.id}/`, 'admin', { title: '', status: 'published' });
    expect(untitled.statusCode).toBe(400);
    const archived = await call('PATCH', `/api/news_article/${draft.id}/`, 'admin', { status: 'archived' });
    expect(archived.statusCode).toBe(400);
    expect(archived.json()).toEqual({
      status: ['An article goes from draft to published to archived: a draft article cannot become archived.'],
    });
    const published = await call('PATCH', `/api/news_article/${draft.id}/`, 'admin', { status: 'published' });
    expect(published.statusCode).toBe(200);
    expect(Date.now() - Date.parse(published.json().published_at)).toBeLessThan(60_000);
    expect((await call('PATCH', `/api/news_article/${draft.id}/`, 'admin', { status: 'archived' })).json().status).toBe(
      'archived',
    );
  });

  it("refuses another club's tag, category, author or image, and a cover that is not the club's upload", async () => {
    const secondCategory = (await list('news_category', '', 'secondAdmin', secondClubId)).results[0]!.id;
    const secondTag = (
      await call('POST', '/api/news_tag/', 'secondAdmin', { name: 'Theirs', slug: 'theirs' }, secondClubId)
    ).json<Row>().id;
    const answer = await newArticle({ category_id: secondCategory, tag_ids: [secondTag], cover_image_id: 999_999 });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      category_id: [`Invalid pk "${secondCategory}" - object does not exist.`],
      tag_ids: [`Invalid pk "${secondTag}" - object does not exist.`],
      cover_image_id: ['Invalid pk "999999" - object does not exist.'],
    });
  });

  it("refuses an author who is another club's user or whose photo is another club's image, and stores nothing", async () => {
    const theirUser = (await call('GET', '/api/users/current/', 'secondAdmin', undefined, secondClubId)).json<{
      user_id: number;
    }>().user_id;
    const theirClub = await call('GET', `/api/golf_courses/${secondClubId}/`, 'secondAdmin', undefined, secondClubId);
    const theirLogo = theirClub.json<{ logo_id: number }>().logo_id;
    expect(theirLogo).toEqual(expect.any(Number));
    const before = (await list('news_author')).count;
    const answer = await call('POST', '/api/news_author/', 'admin', {
      name: 'Borrowed Author',
      user_id: theirUser,
      photo_id: theirLogo,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      photo_id: [`Invalid pk "${theirLogo}" - object does not exist.`],
      user_id: [`Invalid pk "${theirUser}" - object does not exist.`],
    });
    expect((await list('news_author')).count).toBe(before);
  });

  it('a comment of 20,000 characters, an empty one, and one on a draft or a scheduled article are refused', async () => {
    const article = (await list('news_feed', '', 'member')).results[0]!;
    const long = await call('POST', `/api/news_feed/${article.id}/comments/`, 'member', { body: 'x'.repeat(20_000) });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json())).toEqual(['body']);
    const empty = await call('POST', `/api/news_feed/${article.id}/comments/`, 'member', { body: '   ' });
    expect(empty.statusCode).toBe(400);
    const draft = await firstOf('news_article', 'status=draft');
    const onDraft = await call('POST', `/api/news_feed/${draft.id}/comments/`, 'member', { body: 'First!' });
    expect(onDraft.statusCode).toBe(404);
    expect(onDraft.json()).toEqual({ detail: 'Not found.' });
    expect((await call('GET', `/api/news_feed/${draft.id}/`, 'member')).statusCode).toBe(404);
    const byAdmin = await call('POST', '/api/news_comment/', 'admin', { article_id: draft.id, body: 'Note' });
    expect(byAdmin.statusCode).toBe(400);
    expect(byAdmin.json()).toEqual({ article_id: ['Comments are for published articles; this one is a draft.'] });
    const scheduled = (
      await newArticle({ status: 'published', published_at: new Date(Date.now() + 86_400_000).toISOString() })
    ).json<Row>();
    expect(
      (await call('POST', `/api/news_feed/${scheduled.id}/comments/`, 'member', { body: 'Soon' })).statusCode,
    ).toBe(404);
    expect((await list('news_comment', `article_id=${draft.id}`)).count).toBe(0);
  });
});

describe('the body is sanitised before it is stored', () => {
  /** Every element of an HTML fragment, as a parser reads it. */
  const elementsOf = (html: string): Element[] => {
    const found: Element[] = [];
    const walk = (nodes: ChildNode[]) => {
      for (const node of nodes) {
        if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
          found.push(node as Element);
          walk((node as Element).children);
        }
      }
    };
    walk(parseDocument(html).children);
    return found;
  };
  const allowedTags = new Set(
    'h2 h3 h4 p br hr strong b em i u s code pre blockquote ul ol li a img table thead tbody tr th td'.split(' '),
  );

  it('leaves nothing that runs of any vector of the OWASP cheat sheet: no script, handler, style, frame or other scheme', async () => {
    for (const [index, vector] of xssCorpus.entries()) {
      const created = await newArticle({ body: `<p>Before</p>${vector}<p>After</p>` });
      expect(created.statusCode).toBe(201);
      const stored = (await call('GET', `/api/news_article/${created.json().id}/`)).json<{ body: string }>().body;
      const about = `vector ${index + 1}, ${vector}, stored as ${stored}`;
      for (const element of elementsOf(stored)) {
        expect(allowedTags.has(element.name), about).toBe(true);
        for (const [attribute, value] of Object.entries(element.attribs)) {
          expect(attribute, about).not.toMatch(/^on|^style$|^srcdoc$|^xlink/i);
          if (attribute === 'href') expect(value, about).toMatch(/^(https?:|mailto:|tel:)/);
          if (attribute === 'src') expect(value, about).toMatch(/^\/api\/attachments\/\d+\/file\/$/);
        }
        if (element.name === 'a') expect(element.attribs.rel, about).toBe('noopener noreferrer');
      }
      expect(stored, about).toContain('<p>Before</p>');
      expect(stored, about).toContain('<p>After</p>');
      expect(stored, about).not.toMatch(/javascript:|vbscript:|expression\(|data:text/i);
    }
  });

  it("keeps the editor's headings, lists, links, tables and the club's own images", async () => {
    const body =
      '<h1>Title</h1><h3>Sub</h3><p>Text <strong>bold</strong> <em>it</em> <a href="https://example.org/x">link</a></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote>' +
      '<table><tbody><tr><th>Name</th><td colspan="2">Score</td></tr></tbody></table>' +
      '<img src="/api/attachments/1/file/" alt="The logo">';
    const created = (await newArticle({ body })).json<{ body: string }>();
    expect(created.body).toBe(
      '<h2>Title</h2><h3>Sub</h3><p>Text <strong>bold</strong> <em>it</em> <a href="https://example.org/x" rel="noopener noreferrer" target="_blank">link</a></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote>' +
        '<table><tbody><tr><th>Name</th><td colspan="2">Score</td></tr></tbody></table>' +
        '<img src="/api/attachments/1/file/" alt="The logo" />',
    );
  });
});

describe("the members' feed, comments and their moderation", () => {
  it('shows published articles newest first, not drafts, scheduled or archived ones, nor another club’s, and the current posts, pinned first', async () => {
    const feed = (await list('news_feed', '', 'member')).results;
    expect(feed.length).toBe(10);
    // The demo's news: three categories, a dozen tags, two authors, ten published articles with covers, one
    // scheduled, one draft and comments waiting for moderation.
    expect(feed.every((article) => /^\/api\/attachments\/\d+\/file\/$/.test(String(article.cover_image_url)))).toBe(
      true,
    );
    expect([
      (await list('news_category')).count,
      (await list('news_tag')).count,
      (await list('news_author')).count,
    ]).toEqual([3, 12, 2]);
    const scheduled = (await list('news_article', 'status=published')).results.filter(
      (article) => Date.parse(article.published_at as string) > Date.now(),
    );
    expect(scheduled.map((article) => article.title)).toEqual(['Autumn foursomes: the draw']);
    expect((await list('news_comment', 'status=pending')).count).toBeGreaterThan(0);
    const instants = feed.map((article) => Date.parse(article.published_at as string));
    expect(instants).toEqual([...instants].sort((a, b) => b - a));
    const titles = feed.map((article) => article.title);
    expect(titles).not.toContain('Autumn foursomes: the draw');
    expect(titles).not.toContain('Captain’s day: the notes so far');
    expect(titles).not.toContain('Welcome to the new season');
    await call('PATCH', `/api/news_article/${feed[0]!.id}/`, 'admin', { status: 'archived' });
    expect((await list('news_feed', '', 'member')).results.map((article) => article.id)).not.toContain(feed[0]!.id);
    const second = (await list('news_feed', '', 'secondAdmin', secondClubId)).results;
    expect(second.map((article) => article.title)).toEqual(['Welcome to the new season']);
    const posts = (await list('golf_course_posts', 'current=true', 'member')).results;
    expect(posts.map((post) => [post.title, post.pinned])).toEqual([
      ['Course closed Monday morning', true],
      ['The bar opens at noon this week', false],
    ]);
  });

  it('searches title and body and filters by category and tag, in the feed and in the admin list', async () => {
    const results = (await list('news_category')).results;
    const resultsId = results.find((category) => category.slug === 'results')!.id;
    const greens = (await list('news_tag', 'search=greens')).results[0]!.id;
    expect((await list('news_feed', `category_id=${resultsId}`, 'member')).results.length).toBe(5);
    expect((await list('news_feed', `tag_id=${greens}`, 'member')).results.map((a) => a.title)).toEqual([
      'Greens hollow-tined next Monday',
    ]);
    expect((await list('news_feed', 'search=blue posts', 'member')).results.map((a) => a.title)).toEqual([
      'Storm damage on the 14th: temporary tee in use',
    ]);
    expect((await list('news_article', 'status=draft')).results.map((a) => a.title)).toEqual([
      'Captain’s day: the notes so far',
    ]);
    expect((await list('news_article', `tag_id=${greens}&search=hollow`)).count).toBe(1);
    const badFilter = await call('GET', '/api/news_feed/?category_id=abc', 'member');
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json()).toEqual({ category_id: ['Enter a whole number.'] });
  });

  it("a member's comment waits; the admin approves it in bulk; then every reader sees it", async () => {
    const article = (await list('news_feed', '', 'member')).results[0]!;
    const posted = await call('POST', `/api/news_feed/${article.id}/comments/`, 'member', {
      body: '<b>Nice</b> round',
    });
    expect(posted.statusCode).toBe(201);
    const comment = posted.json<Row>();
    expect(comment).toMatchObject({ status: 'pending', body: '<b>Nice</b> round', user_name: 'Morgan Member' });
    const own = (await call('GET', `/api/news_feed/${article.id}/`, 'member')).json<{ comments: Row[] }>().comments;
    expect(own.find((each) => each.id === comment.id)).toMatchObject({ status: 'pending', own: true });
    const others = (await call('GET', `/api/news_feed/${article.id}/`, 'user')).json<{ comments: Row[] }>().comments;
    expect(others.map((each) => each.id)).not.toContain(comment.id);

    const pending = (await list('news_comment', 'status=pending')).results.map((each) => each.id);
    expect(pending).toContain(comment.id);
    const approved = await call('POST', '/api/news_comment/moderate/', 'admin', { ids: pending, status: 'approved' });
    expect(approved.json()).toEqual({ changed: pending.length });
    expect((await list('news_comment', 'status=pending')).count).toBe(0);
    const seen = (await call('GET', `/api/news_feed/${article.id}/`, 'user')).json<{
      comments: Row[];
      comments_count: number;
    }>();
    expect(seen.comments.find((each) => each.id === comment.id)).toMatchObject({
      status: 'approved',
      own: false,
      body: '<b>Nice</b> round',
    });
    expect(seen.comments_count).toBe(seen.comments.length);

    const rejected = await call('POST', '/api/news_comment/moderate/', 'admin', {
      ids: [comment.id],
      status: 'rejected',
    });
    expect(rejected.statusCode).toBe(200);
    const after = (await call('GET', `/api/news_feed/${article.id}/`, 'member')).json<{ comments: Row[] }>().comments;
    expect(after.map((each) => each.id)).not.toContain(comment.id);
  });

  it("an admin's comment shows at once; a member's too once the club trusts its members", async () => {
    const article = (await list('news_feed', '', 'member')).results[1]!;
    const byAdmin = await call('POST', `/api/news_feed/${article.id}/comments/`, 'admin', { body: 'Thanks all' });
    expect(byAdmin.json().status).toBe('approved');
    expect((await call('GET', '/api/news_settings/')).json()).toEqual({ trust_member_comments: false });
    const saved = await call('PUT', '/api/news_settings/', 'admin', { trust_member_comments: true });
    expect(saved.json()).toEqual({ trust_member_comments: true });
    const byMember = await call('POST', `/api/news_feed/${article.id}/comments/`, 'member', { body: 'Trusted' });
    expect(byMember.json().status).toBe('approved');
    const byUser = await call('POST', `/api/news_feed/${article.id}/comments/`, 'user', { body: 'Not a member' });
    expect(byUser.json().status).toBe('pending');
    expect((await call('GET', '/api/news_settings/', 'secondAdmin', undefined, secondClubId)).json()).toEqual({
      trust_member_comments: false,
    });
  });
});

describe('the public RSS feed', () => {
  it("carries a club's public published articles to anyone, and nothing of a draft, a private or another club's", async () => {
    const answer = await t.call({ method: 'GET', url: `/api/news_rss/${demoClubId}/` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const titles = [...answer.body.matchAll(/<item><title>([^<]*)<\/title>/g)].map((match) => match[1]);
    expect(titles).toEqual([
      'Club championship: Duncan Fraser wins by two',
      'Spring Stableford: 42 points for Claire Dunbar',
      'Greens hollow-tined next Monday',
      'Junior open: a record field of 64',
    ]);
    await newArticle({ title: 'Fish & <chips>', status: 'published', is_public: true });
    const escaped = await t.call({ method: 'GET', url: `/api/news_rss/${demoClubId}/` });
    expect(escaped.body).toContain('<item><title>Fish &amp; &lt;chips&gt;</title>');
    expect((await t.call({ method: 'GET', url: '/api/news_rss/999999/' })).statusCode).toBe(404);
    const second = await t.call({ method: 'GET', url: `/api/news_rss/${secondClubId}/` });
    expect(second.body).toContain('Welcome to the new season');
    expect(second.body).not.toContain('Duncan Fraser');
  });
});

describe("a public article, at the RSS feed's link", () => {
  it("shows anyone a club's published public article, and nothing of a draft, a scheduled, an archived, a members-only or another club's", async () => {
    const rss = (await t.call({ method: 'GET', url: `/api/news_rss/${demoClubId}/` })).body;
    const links = [
      ...rss.matchAll(/<item><title>([^<]*)<\/title><link>[^<]*?(\/golf-course\/(\d+)\/news\/(\d+))<\/link>/g),
    ];
    expect(links.map((link) => [link[1], link[3]])).toEqual([
      ['Club championship: Duncan Fraser wins by two', String(demoClubId)],
      ['Spring Stableford: 42 points for Claire Dunbar', String(demoClubId)],
      ['Greens hollow-tined next Monday', String(demoClubId)],
      ['Junior open: a record field of 64', String(demoClubId)],
    ]);
    expect(rss).toMatch(
      new RegExp(`<channel>\\n<title>[^<]*</title>\\n<link>[^<]*/golf-course/${demoClubId}/news</link>`),
    );
    const championship = Number(links[0]![4]);
    const read = (golfCourseId: number, id: number | string) =>
      t.call({ method: 'GET', url: `/api/news_public/${golfCourseId}/${id}/` });
    const answer = await read(demoClubId, championship);
    expect(answer.statusCode).toBe(200);
    const article = answer.json();
    expect(article).toMatchObject({
      id: championship,
      title: 'Club championship: Duncan Fraser wins by two',
      category_name: 'Results',
      golf_course: {
        id: demoClubId,
        name: 'Fairway Demo Golf Club',
        time_zone: 'Europe/London',
        date_format: 'DD/MM/YYYY',
      },
    });
    expect(article.body).toContain('<h2>Leading scores</h2>');
    expect(article.cover_image_url).toMatch(/^\/api\/attachments\/\d+\/file\/$/);
    expect(article.tags.length).toBeGreaterThan(0);
    expect(Object.keys(article)).not.toContain('comments');
    // Signed in makes no difference: a member of another club reads it too.
    expect(
      (await call('GET', `/api/news_public/${demoClubId}/${championship}/`, 'secondAdmin', undefined, secondClubId))
        .statusCode,
    ).toBe(200);

    const membersOnly = (await list('news_feed', '', 'member')).results.find(
      (each) => !links.some((link) => Number(link[4]) === each.id),
    )!;
    const draft = await firstOf('news_article', 'status=draft');
    // Scheduled for 10:00 on the club's clock (London) either side of the clocks going forward on 30 March 2036, as
    // the editor sends it: the instant is stored as sent.
    const scheduled: Row[] = [];
    for (const instant of ['2036-03-29T10:00:00.000Z', '2036-03-30T09:00:00.000Z']) {
      const created = await newArticle({ status: 'published', is_public: true, published_at: instant });
      expect(created.json().published_at).toBe(instant);
      expect((await call('GET', `/api/news_article/${created.json().id}/`)).json().published_at).toBe(instant);
      scheduled.push(created.json<Row>());
    }
    const secondClubs = (await call('GET', `/api/news_rss/${secondClubId}/`, 'anonymous')).body;
    const theirs = Number(/\/golf-course\/\d+\/news\/(\d+)</.exec(secondClubs)![1]);
    expect((await read(secondClubId, theirs)).json().title).toBe('Welcome to the new season');
    for (const [what, golfCourseId, id] of [
      ['members-only', demoClubId, membersOnly.id],
      ['draft', demoClubId, draft.id],
      ['scheduled', demoClubId, scheduled[0]!.id],
      ['scheduled', demoClubId, scheduled[1]!.id],
      ["another club's, by this club", demoClubId, theirs],
      ["this club's, by another club", secondClubId, championship],
      ['of no club', 999_999, championship],
      ['not an id', demoClubId, 'abc'],
    ] as const) {
      const refused = await read(golfCourseId, id);
      expect(refused.statusCode, what).toBe(404);
      expect(refused.json(), what).toEqual({ detail: 'Not found.' });
    }
    // The club's public news, where the channel links to: the same articles, and nothing else.
    const news = (await t.call({ method: 'GET', url: `/api/news_public/${demoClubId}/` })).json();
    expect(news.golf_course.name).toBe('Fairway Demo Golf Club');
    expect(news.results.map((each: Row) => each.title)).toEqual(links.map((link) => link[1]));
    const second = (await t.call({ method: 'GET', url: `/api/news_public/${secondClubId}/` })).json();
    expect(second.results.map((each: Row) => each.id)).toEqual([theirs]);
    expect((await t.call({ method: 'GET', url: '/api/news_public/999999/' })).statusCode).toBe(404);
    await call('PATCH', `/api/news_article/${championship}/`, 'admin', { status: 'archived' });
    expect((await read(demoClubId, championship)).statusCode, 'archived').toBe(404);
    const after = (await t.call({ method: 'GET', url: `/api/news_public/${demoClubId}/` })).json();
    expect(after.results.map((each: Row) => each.id)).not.toContain(championship);
  });
});
