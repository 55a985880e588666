import { holePointKinds } from '@fairway/contract';
import { SelectInput } from 'react-admin';
import { RecordNumberInput, RecordReferenceInput, RecordTextInput } from '../../../../layout/crud/RecordInputs';

export const holePointKindChoices = holePointKinds.map((kind) => ({
  id: kind,
  name: `fairway.courses.point_kinds.${kind}`,
}));

export function HoleIntermediatePointInputs() {
  return (
    <>
      <RecordReferenceInput source="hole_id" reference="golf_course_holes" sort={{ field: 'number', order: 'ASC' }} />
      <SelectInput source="kind" choices={holePointKindChoices} isRequired />
      <RecordTextInput source="label" />
      <RecordNumberInput source="latitude" step={0.000001} />
      <RecordNumberInput source="longitude" step={0.000001} />
      <RecordNumberInput source="sort_order" />
    </>
  );
}
