import { RecordEdit } from '../../layout/crud/RecordForm';
import { StateInputs } from './StateInputs';

export function StateEdit() {
  return (
    <RecordEdit resource="states" listPath="/settings/states">
      <StateInputs />
    </RecordEdit>
  );
}
