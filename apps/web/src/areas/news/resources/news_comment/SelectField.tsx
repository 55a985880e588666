import Checkbox from '@mui/material/Checkbox';
import { FunctionField, useListContext, useTranslate } from 'react-admin';
import type { NewsComment } from './CommentStatusField';

/** A box to tick a comment for Approve or Reject, in its row or on its card; ticking it does not open the comment. */
export function SelectField(_props: { source: string; label?: string; sortable?: boolean }) {
  const translate = useTranslate();
  const { selectedIds, onToggleItem } = useListContext();
  return (
    <FunctionField<NewsComment>
      source="select"
      sortable={false}
      render={(comment) => (
        <Checkbox
          size="small"
          checked={selectedIds.includes(comment.id)}
          onClick={(event) => event.stopPropagation()}
          onChange={() => onToggleItem(comment.id)}
          slotProps={{ input: { 'aria-label': translate('fairway.news.moderation.select', { text: comment.body }) } }}
          sx={{ p: 0.5 }}
        />
      )}
    />
  );
}
