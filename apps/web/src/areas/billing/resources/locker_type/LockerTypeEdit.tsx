import { lockerTypeInput } from '@fairway/contract';
import { RecordEdit } from '../../../../layout/crud/RecordForm';
import { LockerTypeInputs } from './LockerTypeInputs';

export function LockerTypeEdit() {
  return (
    <RecordEdit schema={lockerTypeInput}>
      <LockerTypeInputs />
    </RecordEdit>
  );
}
