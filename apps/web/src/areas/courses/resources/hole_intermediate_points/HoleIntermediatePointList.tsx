import { AutocompleteInput, NumberField, ReferenceInput, SelectField, TextField } from 'react-admin';
import { useCourseMeta } from '../../../../layout/crud/courseScope';
import { ResourceList } from '../../../../layout/crud/ResourceList';
import { HoleDiagramPanel } from './HoleDiagramPanel';
import { holePointKindChoices } from './HoleIntermediatePointInputs';

/** The hole filter; on a super admin's copy, of the club chosen there. */
function holeFilter(meta: { golfCourseId: number } | undefined) {
  return (
    <ReferenceInput
      key="hole_id"
      source="hole_id"
      reference="golf_course_holes"
      sort={{ field: 'number', order: 'ASC' }}
      queryOptions={meta ? { meta } : undefined}
      alwaysOn
    >
      <AutocompleteInput sx={{ minWidth: 140 }} />
    </ReferenceInput>
  );
}

export function HoleIntermediatePointList() {
  const filters = [holeFilter(useCourseMeta())];
  return (
    <ResourceList filters={filters} header={<HoleDiagramPanel />}>
      <NumberField source="hole_number" />
      <NumberField source="sort_order" />
      <SelectField source="kind" choices={holePointKindChoices} />
      <TextField source="label" sortable={false} />
      <NumberField source="latitude" sortable={false} options={{ maximumFractionDigits: 6 }} />
      <NumberField source="longitude" sortable={false} options={{ maximumFractionDigits: 6 }} />
    </ResourceList>
  );
}
