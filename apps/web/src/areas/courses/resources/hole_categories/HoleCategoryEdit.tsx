import { holeCategoryInput } from '@fairway/contract';
import { RecordEdit } from '../../../../layout/crud/RecordForm';
import { HoleCategoryInputs } from './HoleCategoryInputs';

export function HoleCategoryEdit() {
  return (
    <RecordEdit schema={holeCategoryInput}>
      <HoleCategoryInputs />
    </RecordEdit>
  );
}
