import { AutocompleteInput, NumberField, ReferenceInput, SelectField, TextField } from 'react-admin';
import { ResourceList } from '../../layout/crud/ResourceList';
import { distanceUnitChoices } from './HoleDetailInputs';

const filters = [
  <ReferenceInput
    key="hole_category_id"
    source="hole_category_id"
    reference="hole_categories"
    sort={{ field: 'sort_order', order: 'ASC' }}
    alwaysOn
  >
    <AutocompleteInput sx={{ minWidth: 180 }} />
  </ReferenceInput>,
];

export function HoleDetailList() {
  return (
    <ResourceList filters={filters}>
      <NumberField source="hole_number" />
      <TextField source="hole_category_name" />
      <NumberField source="distance" />
      <SelectField source="distance_unit" choices={distanceUnitChoices} sortable={false} />
      <NumberField source="par" sortable={false} />
      <NumberField source="stroke_index" sortable={false} />
    </ResourceList>
  );
}
