import { commentStatuses, newsCommentInput } from '@fairway/contract';
import { SelectInput, TextField } from 'react-admin';
import { RecordEdit } from '../../../../layout/crud/RecordForm';
import { RecordTextInput } from '../../../../layout/crud/RecordInputs';

const statusChoices = commentStatuses.map((status) => ({
  id: status,
  name: `fairway.news.comment_statuses.${status}`,
}));

/** One comment: its article and author, its words, and its status (approve or reject it here, one at a time). */
export function NewsCommentEdit() {
  return (
    <RecordEdit schema={newsCommentInput}>
      <TextField source="article_title" />
      <TextField source="user_name" />
      <RecordTextInput source="body" multiline minRows={3} />
      <SelectInput source="status" choices={statusChoices} />
    </RecordEdit>
  );
}
