import { lockerTypeChargeInput } from '@fairway/contract';
import { RecordCreate } from '../../../../layout/crud/RecordForm';
import { LockerTypeChargesInputs } from './LockerTypeChargesInputs';

export function LockerTypeChargesCreate() {
  return (
    <RecordCreate schema={lockerTypeChargeInput} defaultValues={{ frequency: 'yearly' }}>
      <LockerTypeChargesInputs />
    </RecordCreate>
  );
}
