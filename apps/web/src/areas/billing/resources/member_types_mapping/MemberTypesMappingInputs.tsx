import { ClubDateInput } from '../../../../layout/club/ClubDateInput';
import { RecordReferenceInput } from '../../../../layout/crud/RecordInputs';

export function MemberTypesMappingInputs() {
  return (
    <>
      <RecordReferenceInput source="member_id" reference="members" />
      <RecordReferenceInput source="member_type_id" reference="member_types_master" />
      <ClubDateInput source="from_date" isRequired />
      <ClubDateInput source="to_date" />
    </>
  );
}
