import { RecordCreate } from '../../layout/crud/RecordForm';
import { StateInputs } from './StateInputs';

export function StateCreate() {
  return (
    <RecordCreate resource="states" listPath="/settings/states" defaultValues={{ is_active: true, code: '' }}>
      <StateInputs />
    </RecordCreate>
  );
}
