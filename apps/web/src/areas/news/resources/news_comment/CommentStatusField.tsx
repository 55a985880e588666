import type { newsCommentRecord } from '@fairway/contract';
import Chip from '@mui/material/Chip';
import { FunctionField, useTranslate } from 'react-admin';
import type { z } from 'zod';

export type NewsComment = z.output<typeof newsCommentRecord>;

const colours = { pending: 'warning', approved: 'success', rejected: 'default' } as const;

/** A comment's status as a chip: Waiting, Approved or Rejected. */
export function CommentStatusField(_props: { source: string; label?: string; sortable?: boolean }) {
  const translate = useTranslate();
  return (
    <FunctionField<NewsComment>
      source="status"
      render={(comment) => (
        <Chip
          size="small"
          variant={comment.status === 'pending' ? 'filled' : 'outlined'}
          color={colours[comment.status]}
          label={translate(`fairway.news.comment_statuses.${comment.status}`)}
        />
      )}
    />
  );
}
