import { newsArticleInput } from '@fairway/contract';
import { RecordCreate } from '../../../../layout/crud/RecordForm';
import { NewsArticleInputs } from './NewsArticleInputs';

export function NewsArticleCreate() {
  return (
    <RecordCreate
      schema={newsArticleInput}
      defaultValues={{ status: 'draft', is_public: false, tag_ids: [], body: '' }}
    >
      <NewsArticleInputs />
    </RecordCreate>
  );
}
