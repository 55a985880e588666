import { distanceUnits } from '@fairway/contract';
import { SelectInput } from 'react-admin';
import { RecordNumberInput, RecordReferenceInput } from '../../../../layout/crud/RecordInputs';

export const distanceUnitChoices = distanceUnits.map((unit) => ({
  id: unit,
  name: `fairway.courses.distance_units.${unit}`,
}));

export function HoleDetailInputs() {
  return (
    <>
      <RecordReferenceInput source="hole_id" reference="golf_course_holes" sort={{ field: 'number', order: 'ASC' }} />
      <RecordReferenceInput
        source="hole_category_id"
        reference="hole_categories"
        sort={{ field: 'sort_order', order: 'ASC' }}
      />
      <RecordNumberInput source="distance" />
      <SelectInput source="distance_unit" choices={distanceUnitChoices} />
      <RecordNumberInput source="par" />
      <RecordNumberInput source="stroke_index" />
    </>
  );
}
