import { lockerTypeInput } from '@fairway/contract';
import { RecordCreate } from '../../../../layout/crud/RecordForm';
import { LockerTypeInputs } from './LockerTypeInputs';

export function LockerTypeCreate() {
  return (
    <RecordCreate schema={lockerTypeInput}>
      <LockerTypeInputs />
    </RecordCreate>
  );
}
