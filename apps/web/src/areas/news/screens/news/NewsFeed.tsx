import type { golfCoursePostRecord } from '@fairway/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { useActiveClub } from '../../../../layout/club/useActiveClub';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { Spinner } from '../../../../layout/Spinner';
import { fetchFeed, newsRssUrl } from '../../providers/newsApi';
import { FeedArticleCard } from './FeedArticleCard';

type Post = z.output<typeof golfCoursePostRecord>;

const PAGE_SIZE = 12;

/** The club's current posts, pinned first: short notices above the articles. */
function Posts() {
  const { data: posts } = useGetList<Post>('golf_course_posts', {
    filter: { current: true },
    pagination: { page: 1, perPage: 10 },
    sort: { field: '', order: 'ASC' },
  });
  if (!posts || posts.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      {posts.map((post) => (
        <Alert key={post.id} severity={post.pinned ? 'warning' : 'info'} variant="outlined">
          <AlertTitle sx={{ fontWeight: 600 }}>{post.title}</AlertTitle>
          {post.body}
        </Alert>
      ))}
    </Stack>
  );
}

/**
 * `/news`: the members' feed of the active club, for every role: its current posts, then its published articles,
 * newest first, narrowed by category.
 */
export function NewsFeed() {
  const translate = useTranslate();
  const club = useActiveClub();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const { data: categories } = useGetList('news_category', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'name', order: 'ASC' },
  });
  const feed = useInfiniteQuery({
    queryKey: ['news_feed', categoryId],
    queryFn: ({ pageParam }) =>
      fetchFeed({
        page: String(pageParam),
        page_size: String(PAGE_SIZE),
        ...(categoryId ? { category_id: String(categoryId) } : {}),
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
  });
  const articles = feed.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <Box>
      <PageHeading
        actions={
          club ? (
            <Link href={newsRssUrl(club.id)} variant="body2" target="_blank" rel="noopener noreferrer">
              {translate('fairway.news.feed.rss')}
            </Link>
          ) : null
        }
      >
        {translate('fairway.menu.news-feed')}
      </PageHeading>
      <Posts />
      {categories && categories.length > 0 ? (
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}
          role="group"
          aria-label={translate('resources.news_article.fields.category_id')}
        >
          <Chip
            label={translate('fairway.news.feed.all_categories')}
            color={categoryId === null ? 'primary' : 'default'}
            variant={categoryId === null ? 'filled' : 'outlined'}
            onClick={() => setCategoryId(null)}
            aria-pressed={categoryId === null}
          />
          {categories.map((category) => (
            <Chip
              key={category.id}
              label={String(category.name)}
              color={categoryId === category.id ? 'primary' : 'default'}
              variant={categoryId === category.id ? 'filled' : 'outlined'}
              onClick={() => setCategoryId(category.id as number)}
              aria-pressed={categoryId === category.id}
            />
          ))}
        </Stack>
      ) : null}
      {feed.isPending ? <Spinner /> : null}
      {feed.isError ? <Alert severity="error">{feed.error.message}</Alert> : null}
      {feed.isSuccess && articles.length === 0 ? (
        <Typography color="text.secondary">{translate('fairway.news.feed.empty')}</Typography>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {articles.map((article) => (
          <FeedArticleCard key={article.id} article={article} />
        ))}
      </Box>
      {feed.hasNextPage ? (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={() => void feed.fetchNextPage()} disabled={feed.isFetchingNextPage}>
            {translate('ra.navigation.next')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
