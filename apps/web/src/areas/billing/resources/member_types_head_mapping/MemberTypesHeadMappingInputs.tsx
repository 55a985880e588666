import { BooleanInput, SelectInput } from 'react-admin';
import { ClubAmountInput } from '../../../../layout/crud/ClubAmountInput';
import { RecordReferenceInput } from '../../../../layout/crud/RecordInputs';
import { frequencyChoices } from '../locker_type_charges/frequencyChoices';

export function MemberTypesHeadMappingInputs() {
  return (
    <>
      <RecordReferenceInput source="member_type_id" reference="member_types_master" />
      <RecordReferenceInput
        source="accounts_head_id"
        reference="accounts_head"
        sort={{ field: 'code', order: 'ASC' }}
      />
      <ClubAmountInput />
      <SelectInput source="frequency" choices={frequencyChoices} isRequired />
      <BooleanInput source="prorate_joins" />
    </>
  );
}
