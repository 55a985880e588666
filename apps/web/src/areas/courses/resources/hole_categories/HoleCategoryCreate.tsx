import { holeCategoryInput } from '@fairway/contract';
import { RecordCreate } from '../../../../layout/crud/RecordForm';
import { HoleCategoryInputs } from './HoleCategoryInputs';

export function HoleCategoryCreate() {
  return (
    <RecordCreate schema={holeCategoryInput} defaultValues={{ colour: '#ffffff', gender: 'any', sort_order: 0 }}>
      <HoleCategoryInputs />
    </RecordCreate>
  );
}
