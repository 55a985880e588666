import { newsAuthorInput } from '@fairway/contract';
import { RecordCreate } from '../../../../layout/crud/RecordForm';
import { NewsAuthorInputs } from './NewsAuthorInputs';

export function NewsAuthorCreate() {
  return (
    <RecordCreate schema={newsAuthorInput}>
      <NewsAuthorInputs />
    </RecordCreate>
  );
}
