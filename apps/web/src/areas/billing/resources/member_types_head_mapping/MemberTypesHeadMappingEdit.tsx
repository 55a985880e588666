import { memberTypeHeadMappingInput } from '@fairway/contract';
import { RecordEdit } from '../../../../layout/crud/RecordForm';
import { MemberTypesHeadMappingInputs } from './MemberTypesHeadMappingInputs';

export function MemberTypesHeadMappingEdit() {
  return (
    <RecordEdit schema={memberTypeHeadMappingInput}>
      <MemberTypesHeadMappingInputs />
    </RecordEdit>
  );
}
