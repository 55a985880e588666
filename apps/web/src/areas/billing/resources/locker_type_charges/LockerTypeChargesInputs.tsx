import { SelectInput } from 'react-admin';
import { ClubAmountInput } from '../../../../layout/crud/ClubAmountInput';
import { RecordReferenceInput } from '../../../../layout/crud/RecordInputs';
import { frequencyChoices } from './frequencyChoices';

export function LockerTypeChargesInputs() {
  return (
    <>
      <RecordReferenceInput source="locker_type_id" reference="locker_type" />
      <RecordReferenceInput source="member_type_id" reference="member_types_master" />
      <RecordReferenceInput
        source="accounts_head_id"
        reference="accounts_head"
        sort={{ field: 'code', order: 'ASC' }}
      />
      <ClubAmountInput />
      <SelectInput source="frequency" choices={frequencyChoices} isRequired />
    </>
  );
}
