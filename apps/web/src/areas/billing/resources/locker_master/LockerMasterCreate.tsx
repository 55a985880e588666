import { lockerMasterInput } from '@fairway/contract';
import { RecordCreate } from '../../../../layout/crud/RecordForm';
import { LockerMasterInputs } from './LockerMasterInputs';

export function LockerMasterCreate() {
  return (
    <RecordCreate schema={lockerMasterInput} defaultValues={{ status: 'available' }}>
      <LockerMasterInputs />
    </RecordCreate>
  );
}
