import { memberTypeMappingInput } from '@fairway/contract';
import { RecordEdit } from '../../../../layout/crud/RecordForm';
import { MemberTypesMappingInputs } from './MemberTypesMappingInputs';

export function MemberTypesMappingEdit() {
  return (
    <RecordEdit schema={memberTypeMappingInput}>
      <MemberTypesMappingInputs />
    </RecordEdit>
  );
}
