import { newsLimits } from '@fairway/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { mdiArrowLeft } from '@mdi/js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { MdiIcon } from '../../../../layout/MdiIcon';
import { Spinner } from '../../../../layout/Spinner';
import { HttpError } from '../../../../providers/httpClient';
import { fetchFeedArticle, postComment, type FeedArticlePage } from '../../providers/newsApi';
import { ArticleView } from './ArticleView';

type Comment = FeedArticlePage['comments'][number];

/** The article's comments: the approved ones, and the reader's own still waiting, marked so. */
function Comments({ comments }: { comments: readonly Comment[] }) {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  if (comments.length === 0)
    return <Typography color="text.secondary">{translate('fairway.news.feed.no_comments')}</Typography>;
  return (
    <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {comments.map((comment) => (
        <Paper key={comment.id} component="li" variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
            <Typography variant="subtitle2" component="span">
              {comment.user_name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatDate(comment.created_at, { withTime: true })}
            </Typography>
            {comment.status === 'pending' ? (
              <Chip
                size="small"
                color="warning"
                variant="outlined"
                sx={{ color: 'warningText' }}
                label={translate('fairway.news.feed.waiting')}
              />
            ) : null}
          </Stack>
          {/* Plain text, shown as written: never read as HTML. */}
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word' }}>
            {comment.body}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}

/** The comment box under an article: plain text up to the contract's limit. */
function CommentBox({ articleId }: { articleId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => postComment(articleId, text),
    onSuccess: async (comment) => {
      setText('');
      setError(null);
      notify(comment.status === 'approved' ? 'fairway.news.feed.sent' : 'fairway.news.feed.sent_pending', {
        type: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: ['news_feed_article', articleId] });
    },
    onError: (failure) => {
      const body = failure instanceof HttpError ? (failure.body as { body?: string[] } | null) : null;
      setError(body?.body?.join(' ') ?? failure.message);
    },
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) send.mutate();
      }}
      sx={{ mt: 2 }}
    >
      <TextField
        label={translate('fairway.news.feed.comment_label')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        error={error !== null}
        helperText={error ?? `${translate('fairway.news.feed.comment_hint')} ${text.length} / ${newsLimits.comment}`}
        slotProps={{ htmlInput: { maxLength: newsLimits.comment } }}
      />
      <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={send.isPending || text.trim() === ''}>
        {translate('fairway.news.feed.send')}
      </Button>
    </Box>
  );
}

/** `/news/{id}`: a published article as members read it, its comments and a box to add one. */
export function NewsArticlePage() {
  const translate = useTranslate();
  const id = Number(useParams().id);
  const article = useQuery({
    queryKey: ['news_feed_article', id],
    queryFn: () => fetchFeedArticle(id),
    enabled: Number.isInteger(id) && id > 0,
  });
  const back = (
    <Button component={RouterLink} to="/news" startIcon={<MdiIcon path={mdiArrowLeft} />}>
      {translate('fairway.news.feed.back')}
    </Button>
  );
  return (
    <Box sx={{ maxWidth: 760 }}>
      {article.isPending && article.fetchStatus !== 'idle' ? <Spinner /> : null}
      {article.isError ? (
        <>
          <PageHeading actions={back}>{translate('fairway.menu.news-feed')}</PageHeading>
          <Alert severity="warning">{article.error.message}</Alert>
        </>
      ) : null}
      {article.data ? (
        <>
          <ArticleView
            title={article.data.title}
            summary={article.data.summary}
            body={article.data.body}
            coverImageUrl={article.data.cover_image_url}
            categoryName={article.data.category_name}
            authorName={article.data.author_name}
            publishedAt={article.data.published_at}
            tags={article.data.tags.map((tag) => tag.name)}
            actions={back}
          />
          <Divider sx={{ my: 3 }} />
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {translate('fairway.news.feed.comments', { smart_count: article.data.comments_count })}
          </Typography>
          <Comments comments={article.data.comments} />
          <CommentBox articleId={id} />
        </>
      ) : null}
    </Box>
  );
}
