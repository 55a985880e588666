import { TextField } from 'react-admin';
import { ClubDateField } from '../../../../layout/club/ClubDateField';
import { ResourceList } from '../../../../layout/crud/ResourceList';

export function MemberLockerList() {
  return (
    <ResourceList>
      <TextField source="locker_number" />
      <TextField source="member_name" />
      <ClubDateField source="from_date" />
      <ClubDateField source="to_date" sortable={false} />
    </ResourceList>
  );
}
