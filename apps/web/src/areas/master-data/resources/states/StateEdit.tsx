import { stateInput } from '@fairway/contract';
import { RecordEdit } from '../../../../layout/crud/RecordForm';
import { StateInputs } from './StateInputs';

export function StateEdit() {
  return (
    <RecordEdit schema={stateInput}>
      <StateInputs />
    </RecordEdit>
  );
}
