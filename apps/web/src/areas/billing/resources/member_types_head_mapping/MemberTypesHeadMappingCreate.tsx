import { memberTypeHeadMappingInput } from '@fairway/contract';
import { RecordCreate } from '../../../../layout/crud/RecordForm';
import { MemberTypesHeadMappingInputs } from './MemberTypesHeadMappingInputs';

export function MemberTypesHeadMappingCreate() {
  return (
    <RecordCreate schema={memberTypeHeadMappingInput} defaultValues={{ frequency: 'monthly', prorate_joins: false }}>
      <MemberTypesHeadMappingInputs />
    </RecordCreate>
  );
}
