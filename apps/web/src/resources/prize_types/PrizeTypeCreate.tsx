import { namedTypeInput } from '@fairway/contract';
import { RecordCreate } from '../../layout/crud/RecordForm';
import { PrizeTypeInputs } from './PrizeTypeInputs';

export function PrizeTypeCreate() {
  return (
    <RecordCreate schema={namedTypeInput} defaultValues={{ is_active: true, description: '' }}>
      <PrizeTypeInputs />
    </RecordCreate>
  );
}
