import { publicArticlePage, publicNewsPage } from '@fairway/contract';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ClubDatesProvider } from '../../../../layout/club/clubDates';
import { toDateFormat } from '../../../../layout/club/formatClubDate';
import { Spinner } from '../../../../layout/Spinner';
import { HttpError } from '../../../../providers/httpClient';
import { fetchPublicArticle, fetchPublicNews, type PublicNews } from '../../providers/newsApi';
import { useSession } from '../../../../providers/session';
import { ArticleView } from './ArticleView';
import { FeedArticleCard } from './FeedArticleCard';

type Loaded<T> = { answer: T } | { missing: true } | { failure: string };

/** What a public page reads, once per address: not found for a 404 or an address that names no record. */
function usePublic<T>(load: (() => Promise<T>) | null, key: string): Loaded<T> | undefined {
  const [loaded, setLoaded] = useState<{ key: string; value: Loaded<T> } | undefined>(undefined);
  useEffect(() => {
    let current = true;
    if (load === null) return;
    load().then(
      (answer) => current && setLoaded({ key, value: { answer } }),
      (error: unknown) =>
        current &&
        setLoaded({
          key,
          value:
            error instanceof HttpError && error.status === 404
              ? { missing: true }
              : { failure: error instanceof Error ? error.message : String(error) },
        }),
    );
    return () => {
      current = false;
    };
    // `key` names what `load` reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (load === null) return { missing: true };
  return loaded?.key === key ? loaded.value : undefined;
}

const positive = (value: string | undefined) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

type Club = PublicNews['golf_course'];

/** The club's name and logo above its public news, on the club's clock and in its date format. */
function ClubNews({ club, children }: { club: Club; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <ClubDatesProvider settings={{ timeZone: club.time_zone, dateFormat: toDateFormat(club.date_format) }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        {club.logo_url ? <Avatar src={club.logo_url} alt="" variant="rounded" /> : null}
        <Link component={RouterLink} to={publicNewsPage(club.id)} variant="subtitle1" underline="hover">
          {translate('fairway.news.public.club_news', { club: club.name })}
        </Link>
      </Stack>
      {children}
    </ClubDatesProvider>
  );
}

/** Why there is nothing to show: not published for the public (or never), or the server could not say. */
function Missing({ loaded }: { loaded: { missing: true } | { failure: string } }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <Typography variant="h5" component="h1">
        {translate('fairway.news.public.missing_title')}
      </Typography>
      {'missing' in loaded ? (
        <Typography>{translate('fairway.news.public.missing')}</Typography>
      ) : (
        <Alert severity="warning">{loaded.failure}</Alert>
      )}
    </Stack>
  );
}

/** Someone signed in to the club is offered the members' page, with the comments; anyone else, to sign in. */
function MembersWay({ golfCourseId, to }: { golfCourseId: number; to: string }) {
  const translate = useTranslate();
  const session = useSession();
  if (session.auth_token !== null && session.active_golf_course_id === golfCourseId)
    return (
      <Button component={RouterLink} to={to} variant="contained">
        {translate('fairway.news.public.in_club')}
      </Button>
    );
  if (session.auth_token !== null) return null;
  return (
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
      <Typography color="text.secondary">{translate('fairway.news.public.members_comment')}</Typography>
      <Button component={RouterLink} to="/auth/log-in" variant="outlined">
        {translate('fairway.public.sign_in')}
      </Button>
    </Stack>
  );
}

/**
 * `/golf-course/{golf_course_id}/news`: a club's latest public articles for anyone, signed in or not, where its RSS
 * feed's channel links to.
 */
export function PublicNewsPage() {
  const translate = useTranslate();
  const golfCourseId = positive(useParams().golfCourseId);
  const loaded = usePublic(golfCourseId ? () => fetchPublicNews(golfCourseId) : null, String(golfCourseId));
  if (loaded === undefined) return <Spinner />;
  if (!('answer' in loaded)) return <Missing loaded={loaded} />;
  const { golf_course: club, results } = loaded.answer;
  return (
    <ClubNews club={club}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('fairway.news.public.latest')}
      </Typography>
      {results.length === 0 ? (
        <Typography color="text.secondary">{translate('fairway.news.feed.empty')}</Typography>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mb: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {results.map((article) => (
          <FeedArticleCard key={article.id} article={article} to={publicArticlePage(club.id, article.id)} />
        ))}
      </Box>
      <MembersWay golfCourseId={club.id} to="/news" />
    </ClubNews>
  );
}

/**
 * `/golf-course/{golf_course_id}/news/{id}`: a club's public article for anyone, signed in or not, where its RSS feed's
 * items link to: under the club's name, its dates on the club's clock.
 */
export function PublicArticlePage() {
  const params = useParams();
  const golfCourseId = positive(params.golfCourseId);
  const id = positive(params.id);
  const loaded = usePublic(
    golfCourseId && id ? () => fetchPublicArticle(golfCourseId, id) : null,
    `${golfCourseId}/${id}`,
  );
  if (loaded === undefined) return <Spinner />;
  if (!('answer' in loaded)) return <Missing loaded={loaded} />;
  const article = loaded.answer;
  return (
    <ClubNews club={article.golf_course}>
      <ArticleView
        title={article.title}
        summary={article.summary}
        body={article.body}
        coverImageUrl={article.cover_image_url}
        categoryName={article.category_name}
        authorName={article.author_name}
        publishedAt={article.published_at}
        tags={article.tags}
      />
      <Box sx={{ mt: 3 }}>
        <MembersWay golfCourseId={article.golf_course.id} to={`/news/${article.id}`} />
      </Box>
    </ClubNews>
  );
}
