import { newsTagInput } from '@fairway/contract';
import { RecordEdit } from '../../../../layout/crud/RecordForm';
import { NewsTagInputs } from './NewsTagInputs';

export function NewsTagEdit() {
  return (
    <RecordEdit schema={newsTagInput}>
      <NewsTagInputs />
    </RecordEdit>
  );
}
