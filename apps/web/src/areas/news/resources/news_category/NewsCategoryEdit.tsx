import { newsCategoryInput } from '@fairway/contract';
import { RecordEdit } from '../../../../layout/crud/RecordForm';
import { NewsCategoryInputs } from './NewsCategoryInputs';

export function NewsCategoryEdit() {
  return (
    <RecordEdit schema={newsCategoryInput}>
      <NewsCategoryInputs />
    </RecordEdit>
  );
}
