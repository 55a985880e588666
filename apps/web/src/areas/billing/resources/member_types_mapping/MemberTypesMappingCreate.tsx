import { memberTypeMappingInput } from '@fairway/contract';
import { RecordCreate } from '../../../../layout/crud/RecordForm';
import { MemberTypesMappingInputs } from './MemberTypesMappingInputs';

export function MemberTypesMappingCreate() {
  return (
    <RecordCreate schema={memberTypeMappingInput}>
      <MemberTypesMappingInputs />
    </RecordCreate>
  );
}
