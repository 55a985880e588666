import type { newsArticleRecord } from '@fairway/contract';
import Chip from '@mui/material/Chip';
import { FunctionField, useTranslate } from 'react-admin';
import type { z } from 'zod';

export type NewsArticle = z.output<typeof newsArticleRecord>;

/** What readers make of an article's status: a published article whose instant is still ahead is scheduled. */
export function shownStatus(article: Pick<NewsArticle, 'status' | 'published_at'>, now = Date.now()) {
  if (article.status === 'published' && article.published_at && new Date(article.published_at).getTime() > now)
    return 'scheduled';
  return article.status;
}

const colours = { draft: 'default', published: 'success', scheduled: 'info', archived: 'warning' } as const;

/** An article's status as a chip: Draft, Published, Scheduled or Archived. */
export function ArticleStatusField(_props: { source: string; label?: string; sortable?: boolean }) {
  const translate = useTranslate();
  return (
    <FunctionField<NewsArticle>
      source="status"
      render={(article) => {
        const status = shownStatus(article);
        return (
          <Chip
            size="small"
            variant={status === 'published' ? 'filled' : 'outlined'}
            color={colours[status]}
            label={translate(`fairway.news.statuses.${status}`)}
          />
        );
      }}
    />
  );
}
