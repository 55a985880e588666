import { memberLockerInput } from '@fairway/contract';
import { RecordEdit } from '../../../../layout/crud/RecordForm';
import { MemberLockerInputs } from './MemberLockerInputs';

export function MemberLockerEdit() {
  return (
    <RecordEdit schema={memberLockerInput}>
      <MemberLockerInputs />
    </RecordEdit>
  );
}
