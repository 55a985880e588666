import { AutocompleteInput, BooleanField, ReferenceInput, TextField } from 'react-admin';
import { activeFilter } from '../../../../layout/crud/filters';
import { ResourceList } from '../../../../layout/crud/ResourceList';

const filters = [
  <ReferenceInput key="country_id" source="country_id" reference="countries" alwaysOn>
    <AutocompleteInput sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <ReferenceInput key="state_id" source="state_id" reference="states" alwaysOn>
    <AutocompleteInput sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  activeFilter,
];

export function CityList() {
  return (
    <ResourceList filters={filters}>
      <TextField source="name" />
      <TextField source="state_name" sortable={false} />
      <TextField source="country_name" sortable={false} />
      <BooleanField source="is_active" />
    </ResourceList>
  );
}
