import { memberLockerInput } from '@fairway/contract';
import { RecordCreate } from '../../../../layout/crud/RecordForm';
import { MemberLockerInputs } from './MemberLockerInputs';

export function MemberLockerCreate() {
  return (
    <RecordCreate schema={memberLockerInput}>
      <MemberLockerInputs />
    </RecordCreate>
  );
}
