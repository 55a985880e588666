import { memberOpeningBalanceInput } from '@fairway/contract';
import { ClubAmountInput } from '../../../../layout/crud/ClubAmountInput';
import { RecordCreate } from '../../../../layout/crud/RecordForm';
import { ClubDateInput } from '../../../../layout/club/ClubDateInput';
import { RecordReferenceInput } from '../../../../layout/crud/RecordInputs';

const today = () => new Date().toISOString().slice(0, 10);

/** Posts once however often Save is sent: the form carries an Idempotency-Key. */
export function MemberOpeningBalanceCreate() {
  return (
    <RecordCreate schema={memberOpeningBalanceInput} defaultValues={{ as_of_date: today() }} idempotent>
      <RecordReferenceInput source="member_id" reference="members" />
      <ClubDateInput source="as_of_date" isRequired />
      <ClubAmountInput />
    </RecordCreate>
  );
}
