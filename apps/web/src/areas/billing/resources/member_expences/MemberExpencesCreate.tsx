import { memberExpenseInput } from '@fairway/contract';
import { ClubAmountInput } from '../../../../layout/crud/ClubAmountInput';
import { RecordCreate } from '../../../../layout/crud/RecordForm';
import { ClubDateInput } from '../../../../layout/club/ClubDateInput';
import { RecordReferenceInput, RecordTextInput } from '../../../../layout/crud/RecordInputs';

const today = () => new Date().toISOString().slice(0, 10);

/** Posts once however often Save is sent: the form carries an Idempotency-Key. */
export function MemberExpencesCreate() {
  return (
    <RecordCreate schema={memberExpenseInput} defaultValues={{ date: today() }} idempotent>
      <RecordReferenceInput source="member_id" reference="members" />
      <RecordReferenceInput
        source="accounts_head_id"
        reference="accounts_head"
        sort={{ field: 'code', order: 'ASC' }}
      />
      <ClubDateInput source="date" isRequired />
      <ClubAmountInput />
      <RecordTextInput source="description" />
      <RecordTextInput source="reference" />
    </RecordCreate>
  );
}
