import { AutocompleteInput, NumberField, ReferenceInput, SelectField, TextField } from 'react-admin';
import { useCourseMeta } from '../../../../layout/crud/courseScope';
import { ResourceList } from '../../../../layout/crud/ResourceList';
import { distanceUnitChoices } from './HoleDetailInputs';

/** The tee set filter; on a super admin's copy, of the club chosen there. */
function teeSetFilter(meta: { golfCourseId: number } | undefined) {
  return (
    <ReferenceInput
      key="hole_category_id"
      source="hole_category_id"
      reference="hole_categories"
      sort={{ field: 'sort_order', order: 'ASC' }}
      queryOptions={meta ? { meta } : undefined}
      alwaysOn
    >
      <AutocompleteInput sx={{ minWidth: 180 }} />
    </ReferenceInput>
  );
}

export function HoleDetailList() {
  const filters = [teeSetFilter(useCourseMeta())];
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
