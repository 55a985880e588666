import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import { PageHeading } from '../../../../layout/crud/PageHeading';

/** What an article shows its readers: the feed's article page, and the editor's preview of it. */
export interface ArticleViewProps {
  title: string;
  summary: string;
  /** HTML as the server sanitised it (decision 0056); the editor's preview shows the editor's own HTML. */
  body: string;
  coverImageUrl: string | null;
  categoryName: string | null;
  authorName: string | null;
  publishedAt: string | Date | null;
  tags: readonly string[];
  /** Buttons beside the title (the way back to the feed). */
  actions?: ReactNode;
}

/**
 * An article as members read it, on a phone first: the title where every page has its heading, who wrote it and
 * when, the cover across the page, the summary and the body. The body's HTML is the server's sanitised HTML, inserted as it is.
 */
export function ArticleView({
  title,
  summary,
  body,
  coverImageUrl,
  categoryName,
  authorName,
  publishedAt,
  tags,
  actions,
}: ArticleViewProps) {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  return (
    <Box component="article" sx={{ maxWidth: 760 }}>
      <PageHeading actions={actions}>{title}</PageHeading>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {[
          categoryName,
          authorName ? translate('fairway.news.feed.by', { name: authorName }) : null,
          publishedAt ? formatDate(publishedAt, { withTime: true }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {coverImageUrl ? (
        <Box
          component="img"
          src={coverImageUrl}
          alt=""
          sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1, display: 'block', mb: 2 }}
        />
      ) : null}
      {summary ? (
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500, mb: 2 }}>
          {summary}
        </Typography>
      ) : null}
      <Box
        className="article-body"
        sx={{
          typography: 'body1',
          lineHeight: 1.7,
          overflowWrap: 'break-word',
          '& h2': { typography: 'h6', fontSize: '1.3rem', mt: 3, mb: 1 },
          '& h3': { typography: 'subtitle1', fontWeight: 600, fontSize: '1.1rem', mt: 2.5, mb: 1 },
          '& h4': { typography: 'subtitle2', fontWeight: 600, mt: 2, mb: 0.5 },
          '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
          '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto', maxWidth: '100%' },
          '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
          '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
          '& a': { color: 'primary.main' },
        }}
        // The body is the server's sanitised HTML: an allow-list of tags, safe links, Fairway's own images.
        dangerouslySetInnerHTML={{ __html: body }}
      />
      {tags.length > 0 ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
          {tags.map((tag) => (
            <Chip key={tag} label={tag} size="small" variant="outlined" />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
