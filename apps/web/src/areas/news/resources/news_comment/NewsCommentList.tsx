import { commentStatuses } from '@fairway/contract';
import { SelectInput, TextField, useTranslate, type RaRecord } from 'react-admin';
import { ClubDateField } from '../../../../layout/club/ClubDateField';
import { ResourceList } from '../../../../layout/crud/ResourceList';
import { CommentStatusField, type NewsComment } from './CommentStatusField';
import { ModerationButtons } from './ModerationButtons';
import { SelectField } from './SelectField';
import { TrustSwitch } from './TrustSwitch';

const statusFilter = (
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    emptyText="fairway.filter.any"
    choices={commentStatuses.map((status) => ({ id: status, name: `fairway.news.comment_statuses.${status}` }))}
  />
);

/** `/news-comment`: the moderation queue. Tick comments and approve or reject them together, or open one. */
export function NewsCommentList() {
  const translate = useTranslate();
  return (
    <ResourceList
      filters={[statusFilter]}
      header={
        <>
          <TrustSwitch />
          <ModerationButtons />
        </>
      }
      columnWidths={{ select: '4rem', status: '8rem', user_name: '10rem', article_title: '14rem' }}
      csvText={{
        status: (record: RaRecord) => translate(`fairway.news.comment_statuses.${(record as NewsComment).status}`),
      }}
    >
      <SelectField source="select" />
      <TextField source="body" sortable={false} />
      <TextField source="user_name" sortable={false} />
      <TextField source="article_title" />
      <CommentStatusField source="status" />
      <ClubDateField source="created_at" withTime />
    </ResourceList>
  );
}
