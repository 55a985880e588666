import { TextField } from 'react-admin';
import { ClubDateField } from '../../../../layout/club/ClubDateField';
import { ResourceList } from '../../../../layout/crud/ResourceList';

export function MemberTypesMappingList() {
  return (
    <ResourceList>
      <TextField source="member_name" />
      <TextField source="member_type_name" />
      <ClubDateField source="from_date" />
      <ClubDateField source="to_date" sortable={false} />
    </ResourceList>
  );
}
