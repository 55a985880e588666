import { memberInput } from '@fairway/contract';
import { RecordEdit } from '../../../../layout/crud/RecordForm';
import { MemberDetails } from './MemberDetails';
import { MemberInputs } from './MemberInputs';

export function MemberEdit() {
  return (
    <RecordEdit schema={memberInput}>
      <MemberInputs />
      <MemberDetails />
    </RecordEdit>
  );
}
