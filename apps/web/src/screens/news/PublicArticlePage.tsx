import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ClubDatesProvider } from '../../layout/club/clubDates';
import { toDateFormat } from '../../layout/club/formatClubDate';
import { Spinner } from '../../layout/Spinner';
import { HttpError } from '../../providers/httpClient';
import { fetchPublicArticle, type PublicArticle } from '../../providers/newsApi';
import { useSession } from '../../providers/session';
import { ArticleView } from './ArticleView';

type Loaded = { article: PublicArticle } | { missing: true } | { failure: string };

function usePublicArticle(golfCourseId: number, id: number): Loaded | undefined {
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  useEffect(() => {
    let current = true;
    setLoaded(undefined);
    if (!(golfCourseId > 0 && id > 0)) {
      setLoaded({ missing: true });
      return;
    }
    fetchPublicArticle(golfCourseId, id).then(
      (article) => current && setLoaded({ article }),
      (error: unknown) =>
        current &&
        setLoaded(
          error instanceof HttpError && error.status === 404
            ? { missing: true }
            : { failure: error instanceof Error ? error.message : String(error) },
        ),
    );
    return () => {
      current = false;
    };
  }, [golfCourseId, id]);
  return loaded;
}

/**
 * `/golf-course/{golf_course_id}/news/{id}`: a club's public article for anyone, signed in or not, where its RSS feed
 * links to: under the club's name, its dates on the club's clock. Someone signed in to the club is offered its page in
 * the members' news, with the comments; anyone else, to sign in.
 */
export function PublicArticlePage() {
  const translate = useTranslate();
  const params = useParams();
  const golfCourseId = Number(params.golfCourseId);
  const id = Number(params.id);
  const loaded = usePublicArticle(golfCourseId, id);
  const session = useSession();
  const inClub = session.auth_token !== null && session.active_golf_course_id === golfCourseId;
  if (loaded === undefined) return <Spinner />;
  if ('missing' in loaded || 'failure' in loaded)
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
  const { article } = loaded;
  const club = article.golf_course;
  return (
    <ClubDatesProvider settings={{ timeZone: club.time_zone, dateFormat: toDateFormat(club.date_format) }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        {club.logo_url ? <Avatar src={club.logo_url} alt="" variant="rounded" /> : null}
        <Typography variant="subtitle1" component="p" color="text.secondary">
          {translate('fairway.news.public.club_news', { club: club.name })}
        </Typography>
      </Stack>
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
        {inClub ? (
          <Button component={RouterLink} to={`/news/${article.id}`} variant="contained">
            {translate('fairway.news.public.in_club')}
          </Button>
        ) : session.auth_token === null ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography color="text.secondary">{translate('fairway.news.public.members_comment')}</Typography>
            <Button component={RouterLink} to="/auth/log-in" variant="outlined">
              {translate('fairway.public.sign_in')}
            </Button>
          </Stack>
        ) : null}
      </Box>
    </ClubDatesProvider>
  );
}
