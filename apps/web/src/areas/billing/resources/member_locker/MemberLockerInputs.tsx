import { ClubDateInput } from '../../../../layout/club/ClubDateInput';
import { RecordReferenceInput } from '../../../../layout/crud/RecordInputs';

export function MemberLockerInputs() {
  return (
    <>
      <RecordReferenceInput source="locker_id" reference="locker_master" sort={{ field: 'number', order: 'ASC' }} />
      <RecordReferenceInput source="member_id" reference="members" />
      <ClubDateInput source="from_date" isRequired />
      <ClubDateInput source="to_date" />
    </>
  );
}
