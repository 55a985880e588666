import { memberCreateInput } from '@fairway/contract';
import { RecordCreate } from '../../../../layout/crud/RecordForm';
import { MemberInputs, MembershipInputs } from './MemberInputs';

export function MemberCreate() {
  return (
    <RecordCreate schema={memberCreateInput} defaultValues={{ is_guest: false }}>
      <MemberInputs />
      <MembershipInputs />
    </RecordCreate>
  );
}
