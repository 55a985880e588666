import { newsAuthorInput } from '@fairway/contract';
import { RecordEdit } from '../../../../layout/crud/RecordForm';
import { NewsAuthorInputs } from './NewsAuthorInputs';

export function NewsAuthorEdit() {
  return (
    <RecordEdit schema={newsAuthorInput}>
      <NewsAuthorInputs />
    </RecordEdit>
  );
}
