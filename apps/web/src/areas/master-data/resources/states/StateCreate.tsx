import { stateInput } from '@fairway/contract';
import { RecordCreate } from '../../../../layout/crud/RecordForm';
import { StateInputs } from './StateInputs';

export function StateCreate() {
  return (
    <RecordCreate schema={stateInput} defaultValues={{ is_active: true, code: '' }}>
      <StateInputs />
    </RecordCreate>
  );
}
