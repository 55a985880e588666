import { newsArticleInput } from '@fairway/contract';
import { RecordEdit } from '../../../../layout/crud/RecordForm';
import { NewsArticleInputs } from './NewsArticleInputs';

export function NewsArticleEdit() {
  return (
    <RecordEdit schema={newsArticleInput}>
      <NewsArticleInputs />
    </RecordEdit>
  );
}
