import { memberPaymentInput } from '@fairway/contract';
import { ClubAmountInput } from '../../../../layout/crud/ClubAmountInput';
import { RecordCreate } from '../../../../layout/crud/RecordForm';
import { SelectInput } from 'react-admin';
import { ClubDateInput } from '../../../../layout/club/ClubDateInput';
import { RecordReferenceInput, RecordTextInput } from '../../../../layout/crud/RecordInputs';
import { modeChoices } from './postingChoices';

const today = () => new Date().toISOString().slice(0, 10);

/** Posts once however often Save is sent: the form carries an Idempotency-Key. */
export function MemberPaymentCreate() {
  return (
    <RecordCreate schema={memberPaymentInput} defaultValues={{ date: today(), mode: 'cash' }} idempotent>
      <RecordReferenceInput source="member_id" reference="members" />
      <ClubDateInput source="date" isRequired />
      <ClubAmountInput />
      <SelectInput source="mode" choices={modeChoices} isRequired />
      <RecordTextInput source="reference" />
    </RecordCreate>
  );
}
