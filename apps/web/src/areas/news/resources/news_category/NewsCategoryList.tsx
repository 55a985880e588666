import { TextField } from 'react-admin';
import { ClubDateField } from '../../../../layout/club/ClubDateField';
import { ResourceList } from '../../../../layout/crud/ResourceList';

export function NewsCategoryList() {
  return (
    <ResourceList>
      <TextField source="name" />
      <TextField source="slug" />
      <ClubDateField source="updated_at" withTime />
    </ResourceList>
  );
}
