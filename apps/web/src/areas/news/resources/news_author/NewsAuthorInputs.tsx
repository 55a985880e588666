import { ImageInput } from '../../../../layout/crud/ImageInput';
import { RecordTextInput } from '../../../../layout/crud/RecordInputs';

const photoLabels = {
  title: 'fairway.news.editor.photo',
  preview: 'fairway.news.editor.photo_preview',
  none: 'fairway.news.editor.photo_none',
  choose: 'fairway.image.choose',
  remove: 'fairway.news.editor.photo_remove',
  hint: 'fairway.news.editor.photo_hint',
};

export function NewsAuthorInputs() {
  return (
    <>
      <RecordTextInput source="name" />
      <RecordTextInput source="bio" multiline minRows={3} />
      <ImageInput source="photo_id" previewSource="photo_url" labels={photoLabels} />
    </>
  );
}
