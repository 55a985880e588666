import { eq } from 'drizzle-orm';
import { loadSharp, prepareImage, type PreparedImage } from '../core/images.js';
import type { Database } from '../db/client.js';
import {
  attachments,
  golfCoursePosts,
  newsArticles,
  newsArticleTags,
  newsAuthors,
  newsCategories,
  newsComments,
  newsTags,
  users,
} from '../db/schema/index.js';

const day = 24 * 3_600_000;

const categories = [
  { name: 'Results', slug: 'results' },
  { name: 'Course notices', slug: 'course-notices' },
  { name: 'Club life', slug: 'club-life' },
] as const;

const tags = [
  'Medal',
  'Stableford',
  'Club championship',
  'Juniors',
  'Seniors',
  'Ladies',
  'Greens',
  'Weather',
  'AGM',
  'Social',
  'Rules',
  'Fourball',
].map((name) => ({ name, slug: name.toLowerCase().replaceAll(' ', '-') }));

type DemoArticle = {
  title: string;
  summary: string;
  paragraphs: string[];
  category: (typeof categories)[number]['slug'];
  tags: string[];
  author: 0 | 1;
  /** Days before the seed; negative: scheduled that many days ahead. */
  daysAgo: number;
  status?: 'draft' | 'published';
  isPublic?: boolean;
  colour: string;
};

const articles: DemoArticle[] = [
  {
    title: 'Club championship: Duncan Fraser wins by two',
    summary: 'A closing 71 on a blustery Sunday settled a championship that went down to the 17th.',
    paragraphs: [
      'Duncan Fraser held his nerve over the closing holes to win the club championship by two shots.',
      'Rohan Mehta, who led after the first day, took second place with Tom Whitlock third.',
    ],
    category: 'results',
    tags: ['club-championship', 'medal'],
    author: 0,
    daysAgo: 1,
    isPublic: true,
    colour: '#2e7d32',
  },
  {
    title: 'Spring Stableford: 42 points for Claire Dunbar',
    summary: 'Claire Dunbar won the Spring Stableford with 42 points, three clear of the field.',
    paragraphs: ['Claire Dunbar scored 42 points to take the Spring Stableford.', 'Aisha Kapoor was second on 39.'],
    category: 'results',
    tags: ['stableford', 'ladies'],
    author: 0,
    daysAgo: 4,
    isPublic: true,
    colour: '#1565c0',
  },
  {
    title: 'Greens hollow-tined next Monday',
    summary: 'The greens are hollow-tined on Monday morning; the course opens at 13:00.',
    paragraphs: [
      'Our greenkeepers hollow-tine and top-dress the greens on Monday morning.',
      'Temporary greens are not in play; the course opens at 13:00.',
    ],
    category: 'course-notices',
    tags: ['greens'],
    author: 1,
    daysAgo: 6,
    isPublic: true,
    colour: '#558b2f',
  },
  {
    title: 'Annual general meeting: the date and the agenda',
    summary: 'The AGM is held in the clubhouse on the first Friday of next month at 19:30.',
    paragraphs: [
      'Every member is welcome at the annual general meeting in the clubhouse.',
      'On the agenda: the accounts, the election of the committee and next year’s subscriptions.',
    ],
    category: 'club-life',
    tags: ['agm'],
    author: 0,
    daysAgo: 8,
    colour: '#6a1b9a',
  },
  {
    title: 'Seniors’ fourball: Reid and Whitlock take the trophy',
    summary: 'Callum Reid and Tom Whitlock won the seniors’ fourball with 45 points.',
    paragraphs: ['Callum Reid and Tom Whitlock combined well for 45 points.'],
    category: 'results',
    tags: ['seniors', 'fourball', 'stableford'],
    author: 0,
    daysAgo: 11,
    colour: '#ef6c00',
  },
  {
    title: 'Junior open: a record field of 64',
    summary: 'Sixty-four juniors played the junior open, the largest field in the club’s history.',
    paragraphs: ['Sixty-four juniors from eleven clubs played the junior open.', 'Meera Iyer won the girls’ prize.'],
    category: 'results',
    tags: ['juniors'],
    author: 0,
    daysAgo: 14,
    isPublic: true,
    colour: '#00838f',
  },
  {
    title: 'Winter rules from the first of November',
    summary: 'Preferred lies on closely mown areas through the green until the end of March.',
    paragraphs: [
      'From the first of November preferred lies apply on closely mown areas through the green.',
      'Place the ball within one scorecard length, not nearer the hole.',
    ],
    category: 'course-notices',
    tags: ['rules', 'weather'],
    author: 1,
    daysAgo: 17,
    colour: '#455a64',
  },
  {
    title: 'Ladies’ medal: Aisha Kapoor’s net 68',
    summary: 'Aisha Kapoor returned a net 68 to win the monthly ladies’ medal.',
    paragraphs: ['Aisha Kapoor won the monthly ladies’ medal with a net 68.'],
    category: 'results',
    tags: ['ladies', 'medal'],
    author: 0,
    daysAgo: 20,
    colour: '#ad1457',
  },
  {
    title: 'Summer party on the terrace',
    summary: 'Music, a barbecue and the presentation of the season’s trophies.',
    paragraphs: ['Join us on the terrace for music, a barbecue and the season’s trophies.'],
    category: 'club-life',
    tags: ['social'],
    author: 0,
    daysAgo: 24,
    colour: '#f9a825',
  },
  {
    title: 'Storm damage on the 14th: temporary tee in use',
    summary: 'A fallen oak closed the 14th tee; a temporary tee is in use until it is cleared.',
    paragraphs: ['A fallen oak has closed the 14th tee.', 'Play from the temporary tee marked with blue posts.'],
    category: 'course-notices',
    tags: ['weather'],
    author: 1,
    daysAgo: 28,
    colour: '#37474f',
  },
  {
    title: 'Autumn foursomes: the draw',
    summary: 'The draw for the autumn foursomes is out: the first round is played next week.',
    paragraphs: ['The draw for the autumn foursomes is on the board in the locker room.'],
    category: 'club-life',
    tags: ['fourball', 'social'],
    author: 0,
    daysAgo: -7,
    colour: '#283593',
  },
  {
    title: 'Captain’s day: the notes so far',
    summary: 'Draft: the captain’s day write-up, waiting for the results.',
    paragraphs: ['The captain’s day write-up, to be finished once the results are in.'],
    category: 'results',
    tags: ['medal'],
    author: 0,
    daysAgo: 0,
    status: 'draft',
    colour: '#4e342e',
  },
];

/** The championship write-up's table of the leading scores: the editor's headings and tables, as members see them. */
const leaderboard =
  '<h2>Leading scores</h2><table><tbody><tr><th>Player</th><th>Rounds</th><th>Total</th></tr>' +
  '<tr><td>Duncan Fraser</td><td>72, 71</td><td>143</td></tr>' +
  '<tr><td>Rohan Mehta</td><td>70, 75</td><td>145</td></tr>' +
  '<tr><td>Tom Whitlock</td><td>74, 73</td><td>147</td></tr></tbody></table>';

/** A cover image for an article: its colour, fairway stripes and a flag, drawn as SVG and re-encoded as the uploads are. */
async function coverImage(colour: string): Promise<PreparedImage> {
  const stripes = Array.from(
    { length: 6 },
    (_, index) => `<rect x="0" y="${200 + index * 28}" width="640" height="14" fill="#ffffff" opacity="0.08"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360">
  <rect width="640" height="360" fill="${colour}"/>
  <ellipse cx="320" cy="360" rx="420" ry="170" fill="#ffffff" opacity="0.15"/>${stripes}
  <line x1="430" y1="90" x2="430" y2="250" stroke="#ffffff" stroke-width="5"/>
  <polygon points="433,90 500,112 433,134" fill="#ffffff"/>
  <ellipse cx="430" cy="252" rx="26" ry="7" fill="#000000" opacity="0.25"/>
</svg>`;
  return prepareImage(await (await loadSharp())(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer());
}

/**
 * The demo club's news: three categories, a dozen tags, two authors, ten published articles with cover images (four
 * of them public), one scheduled and one draft, comments waiting for moderation and two club posts; the second club
 * has one article of its own.
 */
export async function seedDemoNews(tx: Database, clubIds: { demo: number; second: number }) {
  const now = Date.now();
  const userId = async (email: string) =>
    (await tx.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const adminId = await userId('admin@demo.fairway.golf');
  const memberId = await userId('member@demo.fairway.golf');
  const secondAdminId = await userId('admin@second.fairway.golf');

  const categoryIds = new Map<string, number>();
  for (const row of await tx
    .insert(newsCategories)
    .values(categories.map((category) => ({ ...category, golf_course_id: clubIds.demo, created_by: adminId })))
    .returning({ id: newsCategories.id, slug: newsCategories.slug }))
    categoryIds.set(row.slug, row.id);
  const tagIds = new Map<string, number>();
  for (const row of await tx
    .insert(newsTags)
    .values(tags.map((tag) => ({ ...tag, golf_course_id: clubIds.demo, created_by: adminId })))
    .returning({ id: newsTags.id, slug: newsTags.slug }))
    tagIds.set(row.slug, row.id);
  const authorIds = (
    await tx
      .insert(newsAuthors)
      .values([
        { golf_course_id: clubIds.demo, name: 'Alex Admin', bio: 'Club secretary.', user_id: adminId },
        { golf_course_id: clubIds.demo, name: 'Jamie Greenkeeper', bio: 'Head greenkeeper since 2015.' },
      ])
      .returning({ id: newsAuthors.id })
  ).map((row) => row.id);

  const articleIds: number[] = [];
  for (const [index, article] of articles.entries()) {
    const image = await coverImage(article.colour);
    const [cover] = await tx
      .insert(attachments)
      .values({
        owner_id: adminId,
        file_name: `news-cover-${index + 1}.jpg`,
        content_type: image.contentType,
        size: image.data.length,
        width: image.width,
        height: image.height,
        data: image.data,
        created_by: adminId,
      })
      .returning({ id: attachments.id });
    const status = article.status ?? 'published';
    const [stored] = await tx
      .insert(newsArticles)
      .values({
        golf_course_id: clubIds.demo,
        title: article.title,
        slug: article.title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, ''),
        summary: article.summary,
        body: article.paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('') + (index === 0 ? leaderboard : ''),
        cover_image_id: cover!.id,
        category_id: categoryIds.get(article.category)!,
        author_id: authorIds[article.author]!,
        status,
        published_at: status === 'draft' ? null : new Date(now - article.daysAgo * day),
        is_public: article.isPublic ?? false,
        created_by: adminId,
        updated_by: adminId,
      })
      .returning({ id: newsArticles.id });
    articleIds.push(stored!.id);
    await tx
      .insert(newsArticleTags)
      .values(article.tags.map((slug) => ({ article_id: stored!.id, tag_id: tagIds.get(slug)! })));
  }

  await tx.insert(newsComments).values([
    {
      golf_course_id: clubIds.demo,
      article_id: articleIds[0]!,
      user_id: memberId,
      body: 'Great round, Duncan!',
      status: 'approved',
    },
    {
      golf_course_id: clubIds.demo,
      article_id: articleIds[0]!,
      user_id: adminId,
      body: 'Prize-giving is at 18:00 in the clubhouse.',
      status: 'approved',
    },
    {
      golf_course_id: clubIds.demo,
      article_id: articleIds[1]!,
      user_id: memberId,
      body: 'Well played Claire, what a back nine.',
      status: 'pending',
    },
    {
      golf_course_id: clubIds.demo,
      article_id: articleIds[2]!,
      user_id: memberId,
      body: 'Will the practice green be open on Monday?',
      status: 'pending',
    },
    {
      golf_course_id: clubIds.demo,
      article_id: articleIds[3]!,
      user_id: memberId,
      body: 'Can we vote by post this year?',
      status: 'pending',
    },
  ]);

  await tx.insert(golfCoursePosts).values([
    {
      golf_course_id: clubIds.demo,
      title: 'Course closed Monday morning',
      body: 'Greens are being hollow-tined; the course opens at 13:00.',
      pinned: true,
      expires_at: new Date(now + 7 * day),
      created_by: adminId,
    },
    {
      golf_course_id: clubIds.demo,
      title: 'The bar opens at noon this week',
      body: 'The kitchen serves from 12:30.',
      expires_at: new Date(now + 3 * day),
      created_by: adminId,
    },
    {
      golf_course_id: clubIds.demo,
      title: 'Buggies off the course',
      body: 'After heavy rain, no buggies today.',
      expires_at: new Date(now - 2 * day),
      created_by: adminId,
    },
  ]);

  const [secondCategory] = await tx
    .insert(newsCategories)
    .values({ golf_course_id: clubIds.second, name: 'Club news', slug: 'club-news', created_by: secondAdminId })
    .returning({ id: newsCategories.id });
  await tx.insert(newsArticles).values({
    golf_course_id: clubIds.second,
    title: 'Welcome to the new season',
    slug: 'welcome-to-the-new-season',
    summary: 'The nine holes are open every day from 06:00.',
    body: '<p>The nine holes are open every day from 06:00.</p>',
    category_id: secondCategory!.id,
    status: 'published',
    published_at: new Date(now - 2 * day),
    is_public: true,
    created_by: secondAdminId,
  });
}
