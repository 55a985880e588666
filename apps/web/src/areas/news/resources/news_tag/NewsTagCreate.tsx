import { newsTagInput } from '@fairway/contract';
import { RecordCreate } from '../../../../layout/crud/RecordForm';
import { NewsTagInputs } from './NewsTagInputs';

export function NewsTagCreate() {
  return (
    <RecordCreate schema={newsTagInput}>
      <NewsTagInputs />
    </RecordCreate>
  );
}
