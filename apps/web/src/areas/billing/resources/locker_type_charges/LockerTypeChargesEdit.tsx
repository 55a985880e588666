import { lockerTypeChargeInput } from '@fairway/contract';
import { RecordEdit } from '../../../../layout/crud/RecordForm';
import { LockerTypeChargesInputs } from './LockerTypeChargesInputs';

export function LockerTypeChargesEdit() {
  return (
    <RecordEdit schema={lockerTypeChargeInput}>
      <LockerTypeChargesInputs />
    </RecordEdit>
  );
}
