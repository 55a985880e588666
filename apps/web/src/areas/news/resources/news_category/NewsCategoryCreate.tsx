import { newsCategoryInput } from '@fairway/contract';
import { RecordCreate } from '../../../../layout/crud/RecordForm';
import { NewsCategoryInputs } from './NewsCategoryInputs';

export function NewsCategoryCreate() {
  return (
    <RecordCreate schema={newsCategoryInput}>
      <NewsCategoryInputs />
    </RecordCreate>
  );
}
