import { lockerMasterInput } from '@fairway/contract';
import { RecordEdit } from '../../../../layout/crud/RecordForm';
import { LockerMasterInputs } from './LockerMasterInputs';

export function LockerMasterEdit() {
  return (
    <RecordEdit schema={lockerMasterInput}>
      <LockerMasterInputs />
    </RecordEdit>
  );
}
