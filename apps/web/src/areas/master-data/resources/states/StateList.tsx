import { AutocompleteInput, BooleanField, ReferenceInput, TextField } from 'react-admin';
import { activeFilter } from '../../../../layout/crud/filters';
import { ResourceList } from '../../../../layout/crud/ResourceList';

const filters = [
  <ReferenceInput key="country_id" source="country_id" reference="countries" alwaysOn>
    <AutocompleteInput sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  activeFilter,
];

export function StateList() {
  return (
    <ResourceList filters={filters}>
      <TextField source="name" />
      <TextField source="code" />
      <TextField source="country_name" sortable={false} />
      <BooleanField source="is_active" />
    </ResourceList>
  );
}
