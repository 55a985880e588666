import { articleStatuses, attachmentFileUrl, newsLimits } from '@fairway/contract';
import { BooleanInput, CheckboxGroupInput, ReferenceArrayInput, SelectInput, useRecordContext } from 'react-admin';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ImageInput } from '../../../../layout/crud/ImageInput';
import { RecordReferenceInput, RecordTextInput } from '../../../../layout/crud/RecordInputs';
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

/** A title as an address: lower-case words joined by hyphens, as the contract's slug takes them. */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, newsLimits.articleSlug);
}

/** A new article's slug follows its title until the writer types a slug of their own. */
function useSlugFromTitle() {
  const record = useRecordContext();
  const { setValue, getFieldState } = useFormContext();
  const title = useWatch({ name: 'title' }) as string | undefined;
  useEffect(() => {
    if (record?.id === undefined && !getFieldState('slug').isDirty) setValue('slug', slugOf(title ?? ''));
  }, [record?.id, title, getFieldState, setValue]);
}

export function NewsArticleInputs() {
  const coverUrl = useCoverUrl();
  useSlugFromTitle();
  return (
    <>
      <RecordTextInput source="title" />
      <RecordTextInput source="slug" />
      <RecordTextInput source="summary" multiline minRows={2} />
      <ImageInput source="cover_image_id" previewSource="cover_image_url" labels={coverLabels} />
      <RecordReferenceInput source="category_id" reference="news_category" />
      <RecordReferenceInput source="author_id" reference="news_author" />
      <ReferenceArrayInput source="tag_ids" reference="news_tag" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
        <CheckboxGroupInput row />
      </ReferenceArrayInput>
      <ArticleBodyInput source="body" />
      <SelectInput source="status" choices={statusChoices} isRequired />
      <ScheduleInput source="published_at" />
      <BooleanInput source="is_public" />
      <ArticlePreview coverImageUrl={coverUrl} />
    </>
  );
}
