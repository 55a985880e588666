import { articleStatuses, attachmentFileUrl } from '@fairway/contract';
import { AutocompleteArrayInput, BooleanInput, ReferenceArrayInput, SelectInput, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ImageInput } from '../../layout/crud/ImageInput';
import { RecordReferenceInput, RecordTextInput } from '../../layout/crud/RecordInputs';
import { ArticleBodyInput } from './ArticleBodyInput';
import { ArticlePreview } from './ArticlePreview';
import { ScheduleInput } from './ScheduleInput';

const coverLabels = {
  title: 'fairway.news.editor.cover',
  preview: 'fairway.news.editor.cover_preview',
  none: 'fairway.news.editor.cover_none',
  choose: 'fairway.image.choose',
  remove: 'fairway.news.editor.cover_remove',
  hint: 'fairway.news.editor.cover_hint',
};

const statusChoices = articleStatuses.map((status) => ({ id: status, name: `fairway.news.statuses.${status}` }));

/** The cover's address for the preview: the record's, until the form holds another image (an upload's id). */
function useCoverUrl(): string | null {
  const record = useRecordContext<{ cover_image_id?: number | null; cover_image_url?: string | null }>();
  const coverId = useWatch({ name: 'cover_image_id' }) as number | null | undefined;
  if (!coverId) return null;
  if (record?.cover_image_id === coverId) return record.cover_image_url ?? null;
  return attachmentFileUrl(coverId);
}

export function NewsArticleInputs() {
  const coverUrl = useCoverUrl();
  return (
    <>
      <RecordTextInput source="title" />
      <RecordTextInput source="slug" />
      <RecordTextInput source="summary" multiline minRows={2} />
      <ImageInput source="cover_image_id" previewSource="cover_image_url" labels={coverLabels} />
      <RecordReferenceInput source="category_id" reference="news_category" />
      <RecordReferenceInput source="author_id" reference="news_author" />
      <ReferenceArrayInput source="tag_ids" reference="news_tag" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteArrayInput fullWidth />
      </ReferenceArrayInput>
      <ArticleBodyInput source="body" />
      <SelectInput source="status" choices={statusChoices} />
      <ScheduleInput source="published_at" />
      <BooleanInput source="is_public" />
      <ArticlePreview coverImageUrl={coverUrl} />
    </>
  );
}
