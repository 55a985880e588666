import { memberTypeInput } from '@fairway/contract';
import { RecordCreate } from '../../../../layout/crud/RecordForm';
import { MemberTypesMasterInputs } from './MemberTypesMasterInputs';

export function MemberTypesMasterCreate() {
  return (
    <RecordCreate schema={memberTypeInput} defaultValues={{ is_active: true }}>
      <MemberTypesMasterInputs />
    </RecordCreate>
  );
}
