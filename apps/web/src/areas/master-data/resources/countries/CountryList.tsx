import { BooleanField, TextField } from 'react-admin';
import { activeFilter } from '../../../../layout/crud/filters';
import { ResourceList } from '../../../../layout/crud/ResourceList';

export function CountryList() {
  return (
    <ResourceList filters={[activeFilter]}>
      <TextField source="name" />
      <TextField source="iso_code" />
      <TextField source="phone_code" sortable={false} />
      <BooleanField source="is_active" />
    </ResourceList>
  );
}
